import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../shared/app-error';
import type { AppContext } from '../../lib/context';
import { readStripeEvent, StripeSignatureError, type StripeEvent } from '../../lib/payments/stripe-events';
import { applyTierCheckout } from '../storefronts/builder/tier-stripe.service';
import { readProductCheckout } from '../subscriptions/products/product-stripe.service';
import { confirmPlanCheckout } from '../subscriptions/stripe/plan-checkout.service';
import { recordPlanInvoice, syncPlanSubscription } from '../subscriptions/stripe/plan-events.service';
import { confirmCheckout } from './checkout-confirmation.service';
import { applyAccountState } from './connected-accounts.service';
import * as events from './webhook-events.queries';

/** Stripe signs the exact bytes it sends: the body is kept raw for this route. Its events are small. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

async function handle(ctx: AppContext, event: StripeEvent) {
  if (event.kind === 'checkout.completed' || event.kind === 'checkout.expired') {
    // The event says the page was finished; Stripe's own record says whether the money was taken.
    await confirmCheckout(ctx, event.sessionId);
  } else if (event.kind === 'account.updated') {
    await applyAccountState(ctx.db, event.state);
  } else if (event.kind === 'plan.checkout') {
    // The page's purpose says whose it is: the owner's plan, or the storefront's tier.
    const state = await readProductCheckout(ctx, event.sessionId);
    await confirmPlanCheckout(ctx, state);
    await applyTierCheckout(ctx, state);
  } else if (event.kind === 'plan.subscription') {
    await syncPlanSubscription(ctx, event.subscriptionId);
  } else if (event.kind === 'plan.invoice') {
    await recordPlanInvoice(ctx, event.invoice);
  }
}

/**
 * POST /api/webhooks/stripe: Stripe's news of payments, accounts and plan subscriptions, verified on the raw body with the signing
 * secret (400 otherwise), each event id handled once. A failure to handle an event answers 500 and forgets the
 * event, so Stripe's retry is handled.
 */
export function stripeWebhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    app.post('/webhooks/stripe', { schema: { tags: ['payments'], hide: true } }, async (request) => {
      const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
      if (ctx.payments.kind !== 'stripe' || !secret) throw new AppError('NOT_FOUND', 'Not found');
      let event: StripeEvent;
      try {
        event = readStripeEvent(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
          secret,
        );
      } catch (err) {
        if (err instanceof StripeSignatureError) throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
        throw err;
      }
      if (!(await events.claimEvent(ctx.db, { provider: 'stripe', eventId: event.id, type: event.kind }))) {
        return { received: true, duplicate: true };
      }
      try {
        await handle(ctx, event);
      } catch (err) {
        await events.forgetEvent(ctx.db, { provider: 'stripe', eventId: event.id });
        throw err;
      }
      return { received: true };
    });
  };
}
