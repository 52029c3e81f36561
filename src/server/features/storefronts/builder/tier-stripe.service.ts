import { formatMoney, fromCents } from '../../../../shared/money';
import type { StorefrontTierName } from '../../../../shared/storefronts/storefront-values';
import { tierMessages as m } from '../../../../shared/storefronts/tier.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { PlanCheckoutState } from '../../../lib/payments/plan-billing';
import {
  applyProductCheckout,
  chooseProductOnStripe,
  readProductCheckout,
} from '../../subscriptions/products/product-stripe.service';
import { findProductSubscription } from '../../subscriptions/products/product-subscription.service';
import * as q from './config.queries';
import type { Owner } from './owner';
import { keyOf } from './tier-key';

/** The `purpose` of a tier's Checkout page, in its metadata. */
export const TIER_CHECKOUT_PURPOSE = 'storefront-tier';

/**
 * Choosing a tier with Stripe, in the caller's transaction (the storefront locked): on Stripe's page when no Stripe
 * subscription runs (the storefront's tier changes once Stripe says it is paid), or at once when one does.
 */
export async function chooseTierOnStripe(
  ctx: AppContext,
  tx: Db,
  owner: Owner,
  tier: { tierName: StorefrontTierName; label: string; priceCents: number; trialEndsAt: Date; configId: number },
) {
  const builder = `${ctx.origin.url}/landing-page-builder?tab=pricing`;
  const chosen = await chooseProductOnStripe(ctx, tx, keyOf(owner), {
    choice: {
      plan: tier.tierName,
      monthlyCents: tier.priceCents,
      stripeId: `storefront_${tier.tierName}`,
      name: `Storefront ${tier.label}`,
    },
    trialEndsAt: tier.trialEndsAt,
    email: owner.user.email,
    successUrl: `${builder}&checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: builder,
    metadata: { purpose: TIER_CHECKOUT_PURPOSE, companyId: String(owner.companyId) },
    now: new Date(),
  });
  if (chosen.kind === 'checkout') return { message: m.toStripe(tier.label), redirectUrl: chosen.url };
  await q.updateConfigRow(tx, { companyId: owner.companyId, id: tier.configId }, { tierName: tier.tierName });
  const message =
    chosen.sub.status === 'trialing'
      ? m.changed(tier.label, formatMoney(fromCents(tier.priceCents)))
      : m.changedOnStripe(tier.label);
  return { message, redirectUrl: null };
}

/**
 * Stripe's word on a tier's Checkout page (its webhook, or the owner's nudge on return): paid, the subscription is
 * linked and the storefront takes the tier. The storefront is locked before the subscription, as choosing does.
 */
export async function applyTierCheckout(ctx: AppContext, state: PlanCheckoutState) {
  const companyId = Number(state.metadata.companyId);
  if (state.metadata.purpose !== TIER_CHECKOUT_PURPOSE || state.status === 'open' || !companyId) return;
  await ctx.db.transaction(async (tx) => {
    const config = await q.findConfig(tx, { companyId, lock: true });
    const sub = await applyProductCheckout(tx, state, new Date());
    if (sub?.plan && config) await q.updateConfigRow(tx, { companyId, id: config.id }, { tierName: sub.plan });
  });
}

/**
 * POST /api/landing-page-tier/confirm-checkout: back from Stripe's page, the owner's own pending page is read from
 * Stripe and applied (anything else changes nothing), so the tier shows before the webhook comes.
 */
export async function confirmOwnTierCheckout(ctx: AppContext, owner: Owner, sessionId: string) {
  const sub = await findProductSubscription(ctx.db, keyOf(owner));
  if (ctx.payments.kind === 'stripe' && sub?.checkoutSessionId === sessionId) {
    await applyTierCheckout(ctx, await readProductCheckout(ctx, sessionId));
  }
}
