import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserSchema } from '../../../../shared/auth/auth.schemas';
import {
  activityItemSchema,
  adminUserSchema,
  auditEntrySchema,
  auditListQuerySchema,
  createUserSchema,
  impersonateSchema,
  updateUserSchema,
  userEmailSchema,
  userIdParamSchema as params,
  userListQuerySchema,
  userStatsSchema,
} from '../../../../shared/admin/users.schemas';
import type { AppContext } from '../../../lib/context';
import { adminUser, requireAdmin, requireUser } from '../../../lib/guards';
import { findLatestActivity } from './admin-activity.queries';
import { findAuditPage } from './audit-log.queries';
import { startImpersonation, stopImpersonation } from './impersonation.service';
import * as users from './users.service';

const ACTIVITY_ITEMS = 15;

/** User Management (accounts, invitations, messages, disabling, deletion), impersonation and its audit log. */
export function userManagementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      const tags = ['admin', 'users'];
      // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireAdmin);
      const who = (request: Parameters<typeof adminUser>[0]) => users.auditActor(adminUser(request), request);

      admin.get(
        '/admin/users',
        { schema: { tags, querystring: userListQuerySchema, response: { 200: z.array(adminUserSchema) } } },
        async (request, reply) => {
          const page = await users.listUsers(ctx, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.get('/admin/users/stats', { schema: { tags, response: { 200: userStatsSchema } } }, async () =>
        users.getUserStats(db),
      );
      admin.post(
        '/admin/users',
        { schema: { tags, body: createUserSchema, response: { 201: adminUserSchema } } },
        async (request, reply) => reply.status(201).send(await users.inviteUser(ctx, who(request), request.body)),
      );
      admin.put(
        '/admin/users/:userId',
        { schema: { tags, params, body: updateUserSchema, response: { 200: adminUserSchema } } },
        async (request) => users.updateUser(ctx, who(request), request.params.userId, request.body),
      );
      admin.post(
        '/admin/users/:userId/email',
        { schema: { tags, params, body: userEmailSchema, response: { 200: z.object({ message: z.string() }) } } },
        async (request) => users.emailUser(ctx, who(request), request.params.userId, request.body),
      );
      for (const [action, disabled] of [
        ['disable', true],
        ['enable', false],
      ] as const) {
        admin.post(
          `/admin/users/:userId/${action}`,
          { schema: { tags, params, response: { 200: adminUserSchema } } },
          async (request) => users.setUserDisabled(ctx, who(request), request.params.userId, disabled),
        );
      }
      admin.delete('/admin/users/:userId', { schema: { tags, params } }, async (request, reply) => {
        await users.deleteUser(ctx, who(request), request.params.userId);
        return reply.status(204).send();
      });
      admin.post(
        '/admin/impersonate',
        {
          schema: {
            tags,
            body: impersonateSchema,
            response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
          },
        },
        async (request, reply) => startImpersonation(ctx, request, reply, request.body),
      );
      admin.get(
        '/admin/audit-log',
        { schema: { tags, querystring: auditListQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
        async (request, reply) => {
          const page = await findAuditPage(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.get('/admin/activity', { schema: { tags, response: { 200: z.array(activityItemSchema) } } }, async () =>
        findLatestActivity(db, ACTIVITY_ITEMS),
      );
    });

    // Called from the impersonated user's session, which is not an administrator's.
    await app.register(async (scope) => {
      const session = scope.withTypeProvider<ZodTypeProvider>();
      session.addHook('onRequest', requireUser);
      session.post(
        '/impersonation/stop',
        { schema: { tags: ['auth'], response: { 200: publicUserSchema } } },
        async (request, reply) => stopImpersonation(ctx, request, reply),
      );
    });
  };
}
