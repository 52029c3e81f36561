import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../shared/dashboard/dashboard.schemas';
import type { AppContext } from '../../lib/context';
import { currentUser, ownCompanyId, requireVerified } from '../../lib/guards';
import * as dashboard from './dashboard.service';

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
  };
}
