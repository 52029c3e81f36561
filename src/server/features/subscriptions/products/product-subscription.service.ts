import { AppError } from '../../../../shared/app-error';
import { fromCents } from '../../../../shared/money';
import type { Card } from '../../../../shared/payments/card.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { billedByStripe } from '../stripe/stripe-plan-state';
import { chargePeriod } from '../subscription-charge.service';
import { duePeriodOf } from '../subscription-state';
import * as q from '../subscriptions.queries';
import { cancelOnStripe } from './product-stripe.service';

export type { ProductKey } from '../subscriptions.queries';

/** Test mode: the provider's reference of a card kept for the monthly charges (never the number). */
export type SavedCard = { cardToken: string; cardBrand: string; cardLast4: string };

const isLive = (sub: q.SubscriptionRow) => sub.status !== 'canceled';

/**
 * Test mode: the card that pays a monthly product: one given now is kept (a refused one answers 402 and changes
 * nothing); none given, the card kept for the owner's plan. `missing`: the 400's message when there is neither.
 */
export async function cardForProduct(
  ctx: Pick<AppContext, 'payments'>,
  tx: Db,
  userId: number,
  card: Card | undefined,
  missing: string,
): Promise<SavedCard> {
  const provider = ctx.payments;
  if (provider.kind !== 'test') throw new Error('Test mode only: Stripe takes the card on its own page');
  if (card) {
    const saved = await provider.saveCard({ card });
    if (!saved.ok) throw new AppError('PAYMENT_REQUIRED', saved.message);
    return { cardToken: saved.token, cardBrand: saved.cardBrand, cardLast4: saved.cardLast4 };
  }
  const plan = await q.findSubscription(tx, { userId });
  if (plan?.cardToken && plan.cardBrand && plan.cardLast4) {
    return { cardToken: plan.cardToken, cardBrand: plan.cardBrand, cardLast4: plan.cardLast4 };
  }
  throw new AppError('BAD_REQUEST', missing, { paymentMethod: missing });
}

export type ProductOutcome =
  | { kind: 'trial' | 'changed'; sub: q.SubscriptionRow; chargeId?: undefined }
  | { kind: 'charged'; sub: q.SubscriptionRow; chargeId: number; amount: string };

/**
 * Test mode: the owner subscribes to a monthly product (the storefront's tier, a domain), in the caller's transaction.
 * A live subscription just moves to the new choice (its price from the next charge; the card replaced when one is
 * given, and a past-due month charged to it at once). Otherwise it starts: nothing charged before `trialEndsAt` (the renewal job charges the first month then),
 * the first month charged now when the trial is over (a refused card: 402, nothing kept). From then on the renewal
 * job bills it with the plans: monthly, retried for 7 days, ended at the period's end when cancelled.
 */
export async function subscribeProduct(
  ctx: Pick<AppContext, 'payments'>,
  tx: Db,
  key: q.ProductKey,
  opts: { plan: string; monthlyCents: number; trialEndsAt: Date; card: SavedCard | null; now: Date },
): Promise<ProductOutcome> {
  const existing = await q.findProductSubscription(tx, key, { lock: true });
  const choice = { plan: opts.plan, monthlyPrice: fromCents(opts.monthlyCents), cancelAtPeriodEnd: false };
  if (existing && isLive(existing)) {
    const sub = await q.updateSubscription(tx, existing.id, { ...choice, ...(opts.card ?? {}), updatedAt: opts.now });
    // A new card settles what is owed: the past-due month is charged to it now (refused: 402, nothing kept).
    if (sub.status === 'past_due' && opts.card) {
      const charged = await chargePeriod(ctx, tx, sub, {
        plan: opts.plan,
        ...duePeriodOf(sub),
        idempotencyKey: `sub-${sub.id}-card-${opts.now.getTime()}`,
        now: opts.now,
      });
      if (!charged.ok) throw new AppError('PAYMENT_REQUIRED', charged.message);
      return { kind: 'charged', sub, chargeId: charged.charge.id, amount: charged.charge.amount };
    }
    return { kind: sub.status === 'trialing' ? 'trial' : 'changed', sub };
  }
  if (!opts.card) throw new Error('A new monthly product needs a card');
  const values = { ...choice, ...opts.card, provider: 'test', status: 'trialing', trialEndsAt: opts.trialEndsAt };
  const sub = existing
    ? await q.updateSubscription(tx, existing.id, { ...values, currentPeriodEnd: null, pastDueSince: null })
    : await q.insertSubscription(tx, { userId: key.userId, product: key.product, productRef: key.ref, ...values });
  if (opts.trialEndsAt > opts.now) return { kind: 'trial', sub };
  const charged = await chargePeriod(ctx, tx, sub, {
    plan: opts.plan,
    kind: 'first',
    periodStart: opts.now,
    idempotencyKey: `sub-${sub.id}-first-${opts.now.getTime()}`,
    now: opts.now,
  });
  // A refused first charge leaves everything as it was: the transaction is undone.
  if (!charged.ok) throw new AppError('PAYMENT_REQUIRED', charged.message);
  return { kind: 'charged', sub, chargeId: charged.charge.id, amount: charged.charge.amount };
}

/**
 * Ends a monthly product (a domain's is found by its reference alone, whoever pays it): one still in its trial at
 * once (nothing was charged), a paid one with its period (nothing more is charged). One Stripe bills ends when Stripe
 * ends it: with its trial or its paid month. Answers when it ends, or null when there was nothing to cancel.
 */
export async function cancelProduct(
  ctx: Pick<AppContext, 'payments'>,
  tx: Db,
  key: q.ProductKey | Omit<q.ProductKey, 'userId'>,
  now: Date,
): Promise<Date | null> {
  const sub = await q.findProductSubscription(tx, key, { lock: true });
  if (!sub || !isLive(sub) || sub.cancelAtPeriodEnd) return null;
  if (billedByStripe(sub)) {
    const ended = await cancelOnStripe(ctx, tx, sub, now);
    return ended.currentPeriodEnd ?? now;
  }
  if (sub.status === 'trialing') {
    await q.updateSubscription(tx, sub.id, { status: 'canceled', updatedAt: now });
    return now;
  }
  await q.updateSubscription(tx, sub.id, { cancelAtPeriodEnd: true, updatedAt: now });
  return sub.currentPeriodEnd ?? now;
}

/** The owner's subscription to a monthly product, or undefined (with `lock`, held until the transaction ends). */
export const findProductSubscription = (db: Db, key: q.ProductKey, opts: { lock?: boolean } = {}) =>
  q.findProductSubscription(db, key, opts);

/** Test mode: whether the owner's plan keeps a card that a monthly product may use. */
export async function planCardOnFile(db: Db, userId: number) {
  const plan = await q.findSubscription(db, { userId });
  return Boolean(plan?.cardToken);
}
