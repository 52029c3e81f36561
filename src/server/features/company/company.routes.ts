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
import { ownCompanyId, requireVerified, verifiedUser } from '../../lib/guards';
import * as company from './company.service';

const UPLOAD_PARSE_LIMIT = 8 * 1024 * 1024;

export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);
      const tags = ['company'];

      // Every member of the team sees the business's name and logo.
      owner.get(
        '/company',
        { config: { access: 'technician' }, schema: { tags, response: { 200: companySchema } } },
        async (request) => company.toCompany(await company.getCompany(db, ownCompanyId(request))),
      );
      owner.post(
        '/company',
        { schema: { tags, body: companyInputSchema, response: { 201: companySchema } } },
        async (request, reply) =>
          reply
            .status(201)
            .send(await company.createCompany(db, verifiedUser(request), request.companyId, request.body)),
      );
      owner.put(
        '/company',
        { schema: { tags, body: companyInputSchema, response: { 200: companySchema } } },
        async (request) => company.updateCompany(db, ownCompanyId(request), request.body),
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
              company.setLogo(db, ownCompanyId(request), (request.body as Buffer | undefined) ?? new Uint8Array()),
          );
      });
      owner.delete('/company/logo', { schema: { tags, response: { 200: companySchema } } }, async (request) =>
        company.removeLogo(db, ownCompanyId(request)),
      );

      owner.get('/services', { schema: { tags, response: { 200: z.array(serviceSchema) } } }, async (request) =>
        company.listServices(db, ownCompanyId(request)),
      );
      owner.post(
        '/services',
        { schema: { tags, body: serviceInputSchema, response: { 201: serviceSchema } } },
        async (request, reply) =>
          reply.status(201).send(await company.createService(db, ownCompanyId(request), request.body)),
      );
      owner.put(
        '/services/:id',
        { schema: { tags, params: idParamSchema, body: serviceInputSchema, response: { 200: serviceSchema } } },
        async (request) => company.updateService(db, ownCompanyId(request), request.params.id, request.body),
      );
      owner.delete('/services/:id', { schema: { tags, params: idParamSchema } }, async (request, reply) => {
        await company.deleteService(db, ownCompanyId(request), request.params.id);
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
