import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import {
  adminSettingsInputSchema,
  adminSettingsSchema,
  CLIENT_REPORT_MAX_BYTES,
  clientErrorReportSchema,
  errorLogIdParamSchema as params,
  errorLogListQuerySchema,
  errorLogSchema,
  errorNotificationSchema,
  errorSummarySchema,
  latestQuerySchema,
  testErrorInputSchema,
} from '../../../shared/error-monitoring/error-monitoring.schemas';
import { addressRateLimit } from '../../lib/address-rate-limit';
import type { AppContext } from '../../lib/context';
import { adminUser, requireAdmin } from '../../lib/guards';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import * as monitoring from './error-monitoring.service';

/** Reports a browser may send, per address: a broken page reports a few, a loop or a robot hundreds. */
export const CLIENT_ERROR_LIMITS = [
  { name: 'minute', max: 10, timeWindow: 60_000 },
  { name: 'hour', max: 60, timeWindow: 60 * 60_000 },
] as const;

/**
 * The administrator's Error Monitoring (settings, error logs, alert e-mails, test errors) and the public endpoint the
 * browser reports its uncaught errors to.
 */
export function errorMonitoringRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      const tags = ['admin', 'error-monitoring'];
      // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireAdmin);

      admin.get('/admin-settings', { schema: { tags, response: { 200: adminSettingsSchema } } }, async (request) =>
        monitoring.getAdminSettings(db, adminUser(request)),
      );
      admin.post(
        '/admin-settings',
        { schema: { tags, body: adminSettingsInputSchema, response: { 200: adminSettingsSchema } } },
        async (request) => monitoring.saveAdminSettings(db, adminUser(request), request.body),
      );
      admin.get(
        '/error-logs',
        { schema: { tags, querystring: errorLogListQuerySchema, response: { 200: z.array(errorLogSchema) } } },
        async (request, reply) => {
          const page = await monitoring.listErrorLogs(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.get(
        '/error-logs/unresolved',
        { schema: { tags, querystring: latestQuerySchema, response: { 200: z.array(errorLogSchema) } } },
        async (request, reply) => {
          const page = await monitoring.listUnresolvedErrorLogs(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.get('/error-logs/summary', { schema: { tags, response: { 200: errorSummarySchema } } }, async () =>
        monitoring.getErrorSummary(db),
      );
      admin.patch(
        '/error-logs/:id/resolve',
        { schema: { tags, params, response: { 200: errorLogSchema } } },
        async (request) => monitoring.resolveErrorLog(db, request.params.id, adminUser(request).id),
      );
      admin.get(
        '/error-notifications',
        { schema: { tags, querystring: latestQuerySchema, response: { 200: z.array(errorNotificationSchema) } } },
        async (request, reply) => {
          const page = await monitoring.listNotifications(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.post(
        '/test-error',
        { schema: { tags, body: testErrorInputSchema, response: { 201: errorLogSchema } } },
        async (request, reply) => reply.status(201).send(await monitoring.createTestError(ctx, request.body, request)),
      );
    });

    await app.register(async (scope) => {
      const visitor = scope.withTypeProvider<ZodTypeProvider>();
      const limited = addressRateLimit(visitor, 'client-error', CLIENT_ERROR_LIMITS);
      visitor.post(
        '/client-errors',
        {
          bodyLimit: CLIENT_REPORT_MAX_BYTES,
          schema: { tags: ['error-monitoring'], body: clientErrorReportSchema },
        },
        async (request, reply) => {
          const wait = await limited(request);
          if (wait !== undefined) {
            reply.header('Retry-After', String(wait));
            throw new AppError('TOO_MANY_REQUESTS', RATE_LIMIT_MESSAGE);
          }
          await monitoring.recordBrowserError(ctx, request.body, request);
          return reply.status(204).send();
        },
      );
    });
  };
}
