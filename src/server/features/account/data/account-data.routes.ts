import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExportRequestSchema,
  dataExportStateSchema,
  dataExportTokenParamSchema,
  deleteAccountSchema,
} from '../../../../shared/account/data.schemas';
import type { AppContext } from '../../../lib/context';
import { currentUser, requireUser } from '../../../lib/guards';
import { authRateLimit } from '../../../lib/rate-limit';
import * as exports from './data-export.service';
import { deleteOwnAccount } from './delete-account.service';

/** The zip streamed a part at a time, its length known beforehand. */
function sendZip(reply: FastifyReply, file: exports.ExportDownload) {
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Content-Length', file.byteSize)
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(file.parts));
}

/** Account Settings > Danger Zone: export my data (prepared by a job, fetched by an expiring link), delete account. */
export function accountDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['account'];
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/user/data-export', { schema: { tags, response: { 200: dataExportStateSchema } } }, async (request) =>
      exports.getExportState(db, currentUser(request).id),
    );
    app.post(
      '/user/data-export',
      { schema: { tags, response: { 202: dataExportRequestSchema } } },
      async (request, reply) => {
        // The business's records are the owner's to take away; a member of the team exports their own account's.
        const companyId = request.businessRole === 'owner' ? (request.companyId ?? null) : null;
        const who = { userId: currentUser(request).id, companyId };
        return reply.status(202).send(await exports.requestExport(ctx, who));
      },
    );
    app.get('/user/data-export/download', { schema: { tags } }, async (request, reply) =>
      sendZip(reply, await exports.downloadLatest(db, currentUser(request).id)),
    );
    app.get(
      '/user/data-export/:token',
      { schema: { tags, params: dataExportTokenParamSchema } },
      async (request, reply) =>
        sendZip(reply, await exports.downloadByToken(db, currentUser(request).id, request.params.token)),
    );
    // Counted per address like sign-in: the password must not be guessable here either.
    app.delete(
      '/user/account',
      {
        config: { rateLimit: authRateLimit(ctx.env) },
        schema: { tags, body: deleteAccountSchema, response: { 200: z.object({ message: z.string() }) } },
      },
      async (request, reply) => deleteOwnAccount(ctx, request, reply, request.body),
    );
  };
}
