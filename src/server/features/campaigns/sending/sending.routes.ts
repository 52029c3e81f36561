import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { previewRoutes } from './preview.routes';
import { trackingRoutes } from './tracking.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** Preview and test send (the owner's); opens, clicks and unsubscribes (public, by a recipient's token). */
export function campaignSendingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(previewRoutes(ctx));
    await app.register(trackingRoutes(ctx));
    await app.register(unsubscribeRoutes(ctx));
  };
}
