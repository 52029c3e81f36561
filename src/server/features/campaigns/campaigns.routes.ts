import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { campaignManageRoutes } from './manage/manage.routes';
import { campaignSendingRoutes } from './sending/sending.routes';

/**
 * E-mail campaigns: the owner's campaigns, their audiences, scheduling and recipients (manage/); the messages, their
 * delivery, opens, clicks and unsubscribes (sending/).
 */
export function campaignsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(campaignManageRoutes(ctx));
    await app.register(campaignSendingRoutes(ctx));
  };
}
