import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, storefrontAnalyticsSchema } from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { requireVerified } from '../../../lib/guards';
import { getAnalytics } from './analytics.service';
import { ownerOf } from './owner';

const tags = ['storefronts'];

/** The storefront's figures per day, in the owner's time zone (zeros before the storefront exists). */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    owner.addHook('onRequest', requireVerified);
    owner.get(
      '/landing-page-analytics',
      { schema: { tags, querystring: analyticsQuerySchema, response: { 200: storefrontAnalyticsSchema } } },
      async (request) => {
        const { companyId, user } = ownerOf(request);
        return getAnalytics(ctx.db, { companyId, timezone: user.timezone, days: request.query.days });
      },
    );
  };
}
