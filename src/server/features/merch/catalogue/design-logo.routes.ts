import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../../shared/app-error';
import { LOGO_MAX_BYTES, logoMessages } from '../../../../shared/company/company.schemas';
import { merchDesignLogoSchema } from '../../../../shared/merch/merch.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { storeDesignLogo } from './catalogue.service';

/**
 * PUT /api/merchandise-designs/logo: the raw picture of a design's logo, whatever type the browser declared; the
 * company's logo checks judge the bytes. A body past the logo's limit is not even read.
 */
export function designLogoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor's or an unverified user's megabytes are refused unread.
    app.addHook('onRequest', requireVerified);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    app.setErrorHandler(async (error: FastifyError) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('PAYLOAD_TOO_LARGE', logoMessages.size) : error;
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .put(
        '/merchandise-designs/logo',
        { bodyLimit: LOGO_MAX_BYTES, schema: { tags: ['merchandise'], response: { 200: merchDesignLogoSchema } } },
        async (request) =>
          storeDesignLogo(ctx.db, ownCompanyId(request), (request.body as Buffer | undefined) ?? new Uint8Array()),
      );
  };
}
