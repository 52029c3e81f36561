import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStatsSchema,
  billingSettingsSchema,
  outboxMessageSchema,
  pageQuerySchema,
} from '../../../shared/admin/admin.schemas';
import type { AppContext } from '../../lib/context';
import { requireAdmin } from '../../lib/guards';
import * as admin from './admin.service';
import { createBackup } from './backup.service';
import { billingView, getPlatformSettings, updateBillingSettings } from './platform-settings.service';

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
    app.addHook('onRequest', requireAdmin);
    app.get('/admin/stats', { schema: { tags, response: { 200: adminStatsSchema } } }, async () =>
      admin.getAdminStats(ctx.db),
    );
    app.get('/admin/billing-settings', { schema: { tags } }, async () =>
      billingView(await getPlatformSettings(ctx.db)),
    );
    app.put('/admin/billing-settings', { schema: { tags, body: billingSettingsSchema } }, async (request) =>
      updateBillingSettings(ctx.db, request.body),
    );
    app.get(
      '/admin/outbox',
      { schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(outboxMessageSchema) } } },
      async (request, reply) => {
        const page = await admin.listOutbox(ctx.db, request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    // The whole embedded database as one download: the body is the file, so no JSON schema describes it.
    app.get('/admin/backup', { schema: { tags } }, async (_request, reply) => {
      const backup = await createBackup(ctx.database);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('cache-control', 'no-store')
        .send(backup.data);
    });
  };
}
