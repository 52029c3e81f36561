import { AppError } from '../../../shared/app-error';
import { formatMoney, fromCents } from '../../../shared/money';
import { planById, type PlanId } from '../../../shared/marketing-site/plans';
import type { Card } from '../../../shared/payments/card.schemas';
import { subscriptionMessages as m } from '../../../shared/subscriptions/subscriptions.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { releaseCouponRedemption } from '../merch/coupons/coupon-redemption.service';
import { chargePeriod, payCents } from './subscription-charge.service';
import { sendChargeNotices } from './subscription-notices';
import { planPriceCents, prorationCents } from './subscription-pricing';
import { duePeriodOf } from './subscription-state';
import { loadSubscription, toSubscription } from './subscription-view.service';
import * as q from './subscriptions.queries';
import { changeStripePlan, setStripeCancellation } from './stripe/plan-manage.service';
import { billedByStripe } from './stripe/stripe-plan-state';

/**
 * A plan change, at once. During the trial nothing is owed. Otherwise the rest of the period is prorated: an upgrade
 * charges the difference now (refused card: 402, nothing changes), a downgrade keeps it as credit for the next
 * charges. The subscription is locked by the caller.
 */
export async function changeLocked(ctx: AppContext, tx: Db, sub: q.SubscriptionRow, plan: PlanId, now: Date) {
  if (billedByStripe(sub)) return changeStripePlan(ctx, tx, sub, plan, now);
  const name = planById(plan).name;
  if (sub.status === 'trialing') {
    await q.updateSubscription(tx, sub.id, { plan });
    return `Your plan is now ${name}.`;
  }
  const diff = prorationCents(sub, await planPriceCents(tx, sub.plan as PlanId), await planPriceCents(tx, plan), now);
  if (diff > 0) {
    const key = `sub-${sub.id}-change-${now.getTime()}`;
    const paid = await payCents(ctx, sub, diff, key);
    if (!paid.ok) throw new AppError('PAYMENT_REQUIRED', paid.message);
    await q.insertCharge(tx, {
      subscriptionId: sub.id,
      plan,
      kind: 'proration',
      originalAmount: fromCents(diff),
      amount: fromCents(diff),
      status: 'paid',
      periodStart: now,
      periodEnd: sub.currentPeriodEnd,
      provider: ctx.payments.kind,
      providerPaymentId: paid.paymentId,
      cardBrand: sub.cardBrand,
      cardLast4: sub.cardLast4,
      idempotencyKey: key,
    });
    await q.updateSubscription(tx, sub.id, { plan });
    return `Your plan is now ${name}. Your card was charged ${formatMoney(fromCents(diff))} for the rest of this month.`;
  }
  await q.updateSubscription(tx, sub.id, { plan, creditCents: sub.creditCents - diff });
  return diff < 0
    ? `Your plan is now ${name}. ${formatMoney(fromCents(-diff))} for the rest of this month comes off your next charges.`
    : `Your plan is now ${name}.`;
}

/** POST /api/subscription/plan */
export async function changePlan(ctx: AppContext, userId: number, plan: PlanId) {
  return ctx.db.transaction(async (tx) => {
    const sub = await loadSubscription(tx, userId, { lock: true });
    if (!sub.plan || sub.status === 'canceled') throw new AppError('CONFLICT', m.noPlanToChange);
    if (sub.plan === plan) throw new AppError('CONFLICT', m.samePlan);
    const message = await changeLocked(ctx, tx, sub, plan, new Date());
    return {
      message,
      subscription: await toSubscription({ ...ctx, db: tx }, (await q.findSubscription(tx, { userId }))!),
    };
  });
}

/**
 * During the trial nothing has been paid: a coupon taken with the plan chosen then is given back (its use no longer
 * counts) when that choice is dropped or replaced.
 */
export async function releaseTrialCoupon(tx: Db, sub: q.SubscriptionRow) {
  if (sub.status !== 'trialing' || !sub.couponId) return;
  await releaseCouponRedemption(tx, { orderType: 'subscription', orderId: sub.id });
  await q.updateSubscription(tx, sub.id, { couponId: null, discountMonthsLeft: 0 });
}

/**
 * POST /api/subscription/cancel: a paid plan ends with its period; a trial's chosen plan is simply dropped, and its
 * coupon given back.
 */
export async function cancelPlan(ctx: AppContext, userId: number) {
  return ctx.db.transaction(async (tx) => {
    const sub = await loadSubscription(tx, userId, { lock: true });
    let updated: q.SubscriptionRow;
    if (billedByStripe(sub) && sub.status !== 'canceled' && !sub.cancelAtPeriodEnd) {
      updated = await setStripeCancellation(ctx, tx, sub, true);
    } else if (sub.status === 'trialing' && sub.plan) {
      await releaseTrialCoupon(tx, sub);
      updated = await q.updateSubscription(tx, sub.id, { plan: null });
    } else if ((sub.status === 'active' || sub.status === 'past_due') && !sub.cancelAtPeriodEnd) {
      updated = await q.updateSubscription(tx, sub.id, { cancelAtPeriodEnd: true });
    } else {
      throw new AppError('CONFLICT', m.nothingToCancel);
    }
    return toSubscription({ ...ctx, db: tx }, updated);
  });
}

/** POST /api/subscription/resume: takes back a cancellation before the period ends. */
export async function resumePlan(ctx: AppContext, userId: number) {
  return ctx.db.transaction(async (tx) => {
    const sub = await loadSubscription(tx, userId, { lock: true });
    if (!sub.cancelAtPeriodEnd || sub.status === 'canceled') throw new AppError('CONFLICT', m.nothingToResume);
    const updated = billedByStripe(sub)
      ? await setStripeCancellation(ctx, tx, sub, false)
      : await q.updateSubscription(tx, sub.id, { cancelAtPeriodEnd: false });
    return toSubscription({ ...ctx, db: tx }, updated);
  });
}

/**
 * PUT /api/subscription/card: a new card for the next charges; a subscription past due is charged on it at once
 * (the period it could not pay), and a card refused then answers 402 and is not kept.
 */
export async function updateCard(ctx: AppContext, userId: number, card: Card) {
  const provider = ctx.payments;
  if (provider.kind !== 'test') {
    throw new AppError('CONFLICT', 'Your card is kept by Stripe: change it on its page (Manage card).');
  }
  const saved = await provider.saveCard({ card });
  if (!saved.ok) throw new AppError('PAYMENT_REQUIRED', saved.message);
  const result = await ctx.db.transaction(async (tx) => {
    const sub = await loadSubscription(tx, userId, { lock: true });
    const updated = await q.updateSubscription(tx, sub.id, {
      provider: 'test',
      cardToken: saved.token,
      cardBrand: saved.cardBrand,
      cardLast4: saved.cardLast4,
    });
    if (updated.status !== 'past_due' || !updated.plan) return { chargeId: undefined };
    const now = new Date();
    const charged = await chargePeriod(ctx, tx, updated, {
      plan: updated.plan as PlanId,
      ...duePeriodOf(updated),
      idempotencyKey: `sub-${sub.id}-card-${now.getTime()}`,
      now,
    });
    // A card that cannot pay what is due is not kept: the owner is told now, and nothing changes.
    if (!charged.ok) throw new AppError('PAYMENT_REQUIRED', charged.message);
    return { chargeId: charged.charge.id };
  });
  if (result.chargeId) await sendChargeNotices(ctx, result.chargeId);
  return toSubscription(ctx, (await q.findSubscription(ctx.db, { userId }))!);
}
