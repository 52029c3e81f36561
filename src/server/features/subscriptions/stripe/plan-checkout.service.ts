import { couponDiscountCents } from '../../../../shared/merch/coupon-maths';
import type { CouponType } from '../../../../shared/merch/coupons.schemas';
import { planById, type PlanId } from '../../../../shared/marketing-site/plans';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { PlanCheckoutState, PlanDiscount } from '../../../lib/payments/plan-billing';
import type { SessionUser } from '../../../lib/session';
import {
  recordCouponRedemption,
  releaseCouponRedemption,
  takeCoupon,
  type CouponRow,
} from '../../merch/coupons/coupon-redemption.service';
import { loadSubscription, toSubscription } from '../subscription-view.service';
import * as q from '../subscriptions.queries';
import { checkoutTrialEnd, planSpecOf, rowValuesOf, stripeOf } from './stripe-plan-state';

/**
 * Our coupon as Stripe applies it to each month it lasts: a plain percentage as such; a capped percentage or a fixed
 * amount as the amount it takes off this plan's price (our maths, to the cent).
 */
function discountOf(coupon: CouponRow, priceCents: number): PlanDiscount {
  const months = coupon.durationMonths ?? 1;
  if (coupon.type === 'percentage' && !coupon.maxDiscount) {
    return { couponId: coupon.id, percentOff: coupon.value, amountOffCents: null, months };
  }
  const terms = { type: coupon.type as CouponType, value: coupon.value, maxDiscount: coupon.maxDiscount };
  return { couponId: coupon.id, percentOff: null, amountOffCents: couponDiscountCents(terms, priceCents), months };
}

/**
 * Applies what came of the owner's pending Checkout page, the subscription locked: paid links the Stripe subscription
 * (plan, status, period, card) to the row; lapsed gives back the coupon it held. Either way the page is settled.
 */
async function applyCheckout(tx: Db, sub: q.SubscriptionRow, state: PlanCheckoutState, now: Date) {
  if (state.status === 'complete' && state.subscription) {
    return q.updateSubscription(tx, sub.id, { ...rowValuesOf(state.subscription, sub, now), checkoutSessionId: null });
  }
  if (state.status !== 'expired') return sub;
  if (sub.couponId) await releaseCouponRedemption(tx, { orderType: 'subscription', orderId: sub.id });
  return q.updateSubscription(tx, sub.id, { checkoutSessionId: null, couponId: null, discountMonthsLeft: 0 });
}

/**
 * Before a new page is opened, the owner's earlier one is closed: expired if still open (its coupon given back), or
 * applied if it was paid meanwhile, so that a plan is never bought twice.
 */
export async function settlePendingCheckout(ctx: AppContext, tx: Db, sub: q.SubscriptionRow, now: Date) {
  if (!sub.checkoutSessionId) return sub;
  const provider = stripeOf(ctx);
  await provider.expireCheckout(sub.checkoutSessionId);
  return applyCheckout(tx, sub, await provider.getPlanCheckout(sub.checkoutSessionId), now);
}

/**
 * Subscribing with Stripe: a Checkout page in subscription mode for the plan (the card is typed there). During the
 * trial Stripe charges nothing until it ends (when at least two days are left; else the first month starts now). A
 * coupon is taken now, in this transaction, so its limits hold; a page left to lapse gives it back.
 */
export async function openPlanCheckout(
  ctx: AppContext,
  tx: Db,
  sub: q.SubscriptionRow,
  input: { user: Pick<SessionUser, 'id' | 'email'>; plan: PlanId; couponCode: string | null; now: Date },
) {
  const plan = await planSpecOf(tx, input.plan);
  let discount: PlanDiscount | null = null;
  if (input.couponCode) {
    const taken = await takeCoupon(tx, {
      code: input.couponCode,
      userId: input.user.id,
      amountCents: plan.priceCents,
      target: 'subscription',
    });
    await recordCouponRedemption(tx, {
      couponId: taken.coupon.id,
      userId: input.user.id,
      orderType: 'subscription',
      orderId: sub.id,
      amountCents: plan.priceCents,
      discountCents: taken.discountCents,
    });
    discount = discountOf(taken.coupon, plan.priceCents);
  }
  const session = await stripeOf(ctx).createPlanCheckout({
    plan,
    customerId: sub.providerCustomerId,
    customerEmail: input.user.email,
    trialEnd: sub.status === 'trialing' ? checkoutTrialEnd(sub.trialEndsAt, input.now) : null,
    discount,
    successUrl: `${ctx.origin.url}/subscribe?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ctx.origin.url}/subscribe`,
    metadata: { purpose: 'plan', subscriptionId: String(sub.id), plan: input.plan },
    idempotencyKey: `sub-${sub.id}-checkout-${input.now.getTime()}`,
  });
  await q.updateSubscription(tx, sub.id, {
    checkoutSessionId: session.sessionId,
    couponId: discount?.couponId ?? null,
    discountMonthsLeft: discount?.months ?? 0,
  });
  return {
    message: `Continue on Stripe's secure page to subscribe to ${planById(input.plan).name}.`,
    redirectUrl: session.url,
  };
}

/**
 * Stripe's word on a plan's Checkout page (its webhook, or the owner's nudge on return), applied with the row locked
 * so whichever comes first counts and the other changes nothing. A page that is not the row's pending one (settled
 * already, or replaced) changes nothing, nor does one for something else than a plan.
 */
export async function confirmPlanCheckout(ctx: AppContext, state: PlanCheckoutState) {
  if (state.metadata.purpose !== 'plan' || state.status === 'open') return;
  await ctx.db.transaction(async (tx) => {
    const sub = await q.findSubscriptionOfCheckout(tx, state.sessionId);
    if (sub) await applyCheckout(tx, sub, state, new Date());
  });
}

/**
 * POST /api/subscription/confirm-checkout: the owner's nudge on coming back from Stripe's page, so the
 * plan shows at once rather than when the webhook comes. Only the owner's own pending page is read (anything else
 * changes nothing); what Stripe's record says is applied, never the browser's word. Answers the plan as it is now.
 */
export async function confirmOwnPlanCheckout(ctx: AppContext, userId: number, sessionId: string) {
  const pending = await loadSubscription(ctx.db, userId);
  if (ctx.payments.kind === 'stripe' && pending.checkoutSessionId === sessionId) {
    await confirmPlanCheckout(ctx, await stripeOf(ctx).getPlanCheckout(sessionId));
  }
  return toSubscription(ctx, await loadSubscription(ctx.db, userId));
}
