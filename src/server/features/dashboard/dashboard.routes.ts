import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../shared/billing/fields';
import { dashboardStatsSchema, merchandiseOrderSchema } from '../../../shared/dashboard/dashboard.schemas';
import type { AppContext } from '../../lib/context';
import { currentUser, ownCompanyId, requireVerified } from '../../lib/guards';
import * as dashboard from './dashboard.service';

const pageQuerySchema = listQuerySchema.omit({ search: true });

export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('preHandler', requireVerified);

    app.get(
      '/dashboard/stats',
      { schema: { tags: ['dashboard'], response: { 200: dashboardStatsSchema } } },
      // The signed-in user owns the company: the months are counted in their time zone.
      async (request) => dashboard.getDashboardStats(db, ownCompanyId(request), currentUser(request).timezone),
    );

    app.get(
      '/merchandise-orders',
      {
        schema: {
          tags: ['merchandise'],
          querystring: pageQuerySchema,
          response: { 200: z.array(merchandiseOrderSchema) },
        },
      },
      async (request, reply) => {
        const page = await dashboard.listMerchandiseOrders(db, ownCompanyId(request), request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
  };
}
