import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/app-error';
import {
  SCREENSHOT_MAX_BYTES,
  feedbackMessages as m,
  screenshotKeyParamSchema as params,
  screenshotSchema,
  screenshotUploadQuerySchema,
} from '../../../shared/feedback/feedback.schemas';
import type { AppContext } from '../../lib/context';
import { requireVerified, verifiedUser } from '../../lib/guards';
import * as screenshots from './feedback-screenshots.service';

/**
 * A feedback form's screenshots: uploaded as the raw file (whatever type the browser declared: the bytes are judged)
 * before the form is sent, served back to their uploader and the administrators only, removed while unsent.
 */
export function feedbackScreenshotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['feedback'];
  return async (app) => {
    // Before the body is read: a visitor's or an unverified user's megabytes are refused unread.
    app.addHook('onRequest', requireVerified);

    await app.register(async (files) => {
      files.removeAllContentTypeParsers();
      files.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SCREENSHOT_MAX_BYTES }, (_req, body, done) =>
        done(null, body),
      );
      // A body past the limit is not even read, but it is still a screenshot over 5 MB; the rest goes up unchanged.
      files.setErrorHandler(async (error: FastifyError) => {
        throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('PAYLOAD_TOO_LARGE', m.screenshotSize) : error;
      });
      files.withTypeProvider<ZodTypeProvider>().post(
        '/feedback/attachments',
        {
          bodyLimit: SCREENSHOT_MAX_BYTES,
          schema: {
            tags,
            description: 'The raw image (PNG, JPEG, WebP or GIF, up to 5 MB); `fileName` names it.',
            querystring: screenshotUploadQuerySchema,
            response: { 201: screenshotSchema },
          },
        },
        async (request, reply) => {
          const body = (request.body as Buffer | undefined) ?? new Uint8Array();
          const file = { body, fileName: request.query.fileName };
          return reply.status(201).send(await screenshots.uploadScreenshot(db, verifiedUser(request), file));
        },
      );
    });

    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/feedback/attachments/:key', { schema: { tags, params } }, async (request, reply) => {
      const file = await screenshots.getScreenshotFile(db, verifiedUser(request), request.params.key);
      // Private to its uploader and the administrators; drawn as an image, never run as a page.
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.data));
    });
    api.delete('/feedback/attachments/:key', { schema: { tags, params } }, async (request, reply) => {
      await screenshots.removeScreenshot(db, verifiedUser(request), request.params.key);
      return reply.status(204).send();
    });
  };
}
