import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import {
  companyInputSchema,
  companySchema,
  idParamSchema,
  logoMessages,
  serviceInputSchema,
  serviceSchema,
} from '../../../shared/company/company.schemas';
import type { AppContext } from '../../lib/context';
import { requireVerified, verifiedUser } from '../../lib/guards';
import * as company from './company.service';

const UPLOAD_PARSE_LIMIT = 8 * 1024 * 1024;

export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);
      const tags = ['company'];

      owner.get('/company', { schema: { tags, response: { 200: companySchema } } }, async (request) =>
        company.toCompany(await company.getCompanyOfUser(db, verifiedUser(request).id)),
      );
      owner.post(
        '/company',
        { schema: { tags, body: companyInputSchema, response: { 201: companySchema } } },
        async (request, reply) =>
          reply.status(201).send(await company.createCompany(db, verifiedUser(request), request.body)),
      );
      owner.put(
        '/company',
        { schema: { tags, body: companyInputSchema, response: { 200: companySchema } } },
        async (request) => company.updateCompany(db, verifiedUser(request).id, request.body),
      );
      owner.register(async (files) => {
        // A logo arrives as the raw file, whatever type the browser declared (a PDF, a GIF, a text file...):
        // the service checks the bytes themselves and answers with the logo message.
        files.removeAllContentTypeParsers();
        files.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_PARSE_LIMIT }, (_req, body, done) =>
          done(null, body),
        );
        // A body past the parse limit is not even read, but it is still a logo over 2 MB; the rest goes up unchanged.
        files.setErrorHandler(async (error: FastifyError) => {
          throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? new AppError('PAYLOAD_TOO_LARGE', logoMessages.size)
            : error;
        });
        files
          .withTypeProvider<ZodTypeProvider>()
          .put(
            '/company/logo',
            { bodyLimit: UPLOAD_PARSE_LIMIT, schema: { tags, response: { 200: companySchema } } },
            async (request) =>
              company.setLogo(db, verifiedUser(request).id, (request.body as Buffer | undefined) ?? new Uint8Array()),
          );
      });
      owner.delete('/company/logo', { schema: { tags, response: { 200: companySchema } } }, async (request) =>
        company.removeLogo(db, verifiedUser(request).id),
      );

      owner.get('/services', { schema: { tags, response: { 200: z.array(serviceSchema) } } }, async (request) =>
        company.listServices(db, verifiedUser(request).id),
      );
      owner.post(
        '/services',
        { schema: { tags, body: serviceInputSchema, response: { 201: serviceSchema } } },
        async (request, reply) =>
          reply.status(201).send(await company.createService(db, verifiedUser(request).id, request.body)),
      );
      owner.put(
        '/services/:id',
        { schema: { tags, params: idParamSchema, body: serviceInputSchema, response: { 200: serviceSchema } } },
        async (request) => company.updateService(db, verifiedUser(request).id, request.params.id, request.body),
      );
      owner.delete('/services/:id', { schema: { tags, params: idParamSchema } }, async (request, reply) => {
        await company.deleteService(db, verifiedUser(request).id, request.params.id);
        return reply.status(204).send();
      });
    });

    app.get(
      '/uploads/:key',
      { schema: { tags: ['company'], params: z.object({ key: z.string().max(64) }) } },
      async (request, reply) => {
        const upload = await company.getUpload(db, request.params.key);
        // Public pictures (the logo) that e-mails show: webmail reading them from its own origin is allowed.
        return reply
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Content-Type', upload.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(Buffer.from(upload.data));
      },
    );
  };
}
