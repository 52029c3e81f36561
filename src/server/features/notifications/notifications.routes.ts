import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { idParamSchema } from '../../../shared/company/company.schemas';
import { notificationListSchema } from '../../../shared/notifications/notifications.schemas';
import type { AppContext } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import * as service from './notifications.service';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['notifications'];
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
          response: { 200: notificationListSchema },
        },
      },
      async (request) =>
        service.listNotifications(ctx.db, { userId: currentUser(request).id, limit: request.query.limit }),
    );
    app.post('/notifications/:id/read', { schema: { tags, params: idParamSchema } }, async (request, reply) => {
      const found = await service.markRead(ctx.db, { userId: currentUser(request).id, id: request.params.id });
      if (!found) throw new AppError('NOT_FOUND', 'Notification not found');
      return reply.status(204).send();
    });
    app.post('/notifications/read-all', { schema: { tags } }, async (request, reply) => {
      await service.markAllRead(ctx.db, { userId: currentUser(request).id });
      return reply.status(204).send();
    });
  };
}
