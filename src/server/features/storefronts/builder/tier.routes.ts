import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../../../shared/zod';
import {
  chooseTierResultSchema,
  chooseTierSchema,
  confirmTierCheckoutSchema,
  tierSubscriptionSchema,
} from '../../../../shared/storefronts/tier.schemas';
import type { AppContext } from '../../../lib/context';
import { requireVerified } from '../../../lib/guards';
import { ownerOf } from './owner';
import { confirmOwnTierCheckout } from './tier-stripe.service';
import * as tier from './tier.service';

const tags = ['storefronts'];

/**
 * The storefront's tier: read, chosen (a monthly subscription through the plans' billing), confirmed on the way back
 * from Stripe's page, cancelled.
 */
export function tierRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    owner.addHook('onRequest', requireVerified);

    owner.get('/landing-page-tier', { schema: { tags, response: { 200: tierSubscriptionSchema } } }, async (request) =>
      tier.getTier(ctx, ownerOf(request)),
    );
    owner.post(
      '/landing-page-tier',
      { schema: { tags, body: chooseTierSchema, response: { 200: chooseTierResultSchema } } },
      async (request) => tier.chooseTier(ctx, ownerOf(request), request.body),
    );
    owner.post(
      '/landing-page-tier/confirm-checkout',
      { schema: { tags, body: confirmTierCheckoutSchema, response: { 200: tierSubscriptionSchema } } },
      async (request) => {
        await confirmOwnTierCheckout(ctx, ownerOf(request), request.body.sessionId);
        return tier.getTier(ctx, ownerOf(request));
      },
    );
    owner.post(
      '/landing-page-tier/cancel',
      { schema: { tags, response: { 200: z.object({ message: z.string() }) } } },
      async (request) => tier.cancelTier(ctx, ownerOf(request)),
    );
  };
}
