import { addMonths } from 'date-fns';
import { fromCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../../shared/app-error';
import { monthlyPriceCents, quoteCharge } from './subscription-pricing';
import * as q from './subscriptions.queries';
import { findRedeemedCoupon } from '../merch/coupons/coupon-redemption.service';

export type ChargeResult =
  { ok: true; charge: q.ChargeRow; periodEnd: Date } | { ok: false; charge: q.ChargeRow; message: string };

/** The coupon still taking months off this subscription's charges, or null. */
async function activeCoupon(tx: Db, sub: q.SubscriptionRow) {
  if (!sub.couponId || sub.discountMonthsLeft <= 0) return null;
  return (await findRedeemedCoupon(tx, sub.couponId)) ?? null;
}

/**
 * Charges one month of the plan (or storefront tier, or domain) from `periodStart` to the saved card (test mode), in the caller's transaction with
 * the subscription locked, and records it (paid or failed) under a key of its own: a key used before answers what
 * was recorded then, never a second charge. Paid: the subscription is active for the new period, one coupon month and
 * the credit used are taken off. Failed: it is past due (from the first failure).
 */
export async function chargePeriod(
  ctx: Pick<AppContext, 'payments'>,
  tx: Db,
  sub: q.SubscriptionRow,
  opts: { plan: string; kind: 'first' | 'renewal'; periodStart: Date; idempotencyKey: string; now: Date },
): Promise<ChargeResult> {
  const periodEnd = addMonths(opts.periodStart, 1);
  const earlier = await q.findChargeByKey(tx, opts.idempotencyKey);
  if (earlier) {
    return earlier.status === 'paid'
      ? { ok: true, charge: earlier, periodEnd }
      : { ok: false, charge: earlier, message: earlier.failureMessage ?? 'Payment failed' };
  }
  const coupon = await activeCoupon(tx, sub);
  const quote = quoteCharge(await monthlyPriceCents(tx, sub, opts.plan), { coupon, creditCents: sub.creditCents });
  const outcome = await payCents(ctx, sub, quote.amountCents, opts.idempotencyKey);
  const charge = await q.insertCharge(tx, {
    subscriptionId: sub.id,
    plan: opts.plan,
    kind: opts.kind,
    originalAmount: fromCents(quote.originalCents),
    discountAmount: fromCents(quote.discountCents + quote.creditCents),
    amount: fromCents(quote.amountCents),
    status: outcome.ok ? 'paid' : 'failed',
    failureMessage: outcome.ok ? null : outcome.message,
    periodStart: opts.periodStart,
    periodEnd,
    provider: quote.amountCents > 0 ? ctx.payments.kind : null,
    providerPaymentId: outcome.ok ? outcome.paymentId : null,
    cardBrand: sub.cardBrand,
    cardLast4: sub.cardLast4,
    idempotencyKey: opts.idempotencyKey,
  });
  if (!outcome.ok) {
    await q.updateSubscription(tx, sub.id, {
      status: 'past_due',
      pastDueSince: sub.pastDueSince ?? opts.now,
      updatedAt: opts.now,
    });
    return { ok: false, charge: charge!, message: outcome.message };
  }
  await q.updateSubscription(tx, sub.id, {
    status: 'active',
    plan: opts.plan,
    currentPeriodStart: opts.periodStart,
    currentPeriodEnd: periodEnd,
    pastDueSince: null,
    discountMonthsLeft: coupon ? sub.discountMonthsLeft - 1 : sub.discountMonthsLeft,
    creditCents: sub.creditCents - quote.creditCents,
  });
  return { ok: true, charge: charge!, periodEnd };
}

/** Takes money from the saved card; nothing to take (a coupon or credit covered it) succeeds without a call. */
export async function payCents(
  ctx: Pick<AppContext, 'payments'>,
  sub: q.SubscriptionRow,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ ok: true; paymentId: string | null } | { ok: false; message: string }> {
  if (amountCents === 0) return { ok: true, paymentId: null };
  const provider = ctx.payments;
  if (provider.kind !== 'test' || !sub.cardToken) {
    throw new AppError('CONFLICT', 'This subscription is billed by Stripe, which charges it itself.');
  }
  const outcome = await provider.chargeSaved({ token: sub.cardToken, amountCents, idempotencyKey });
  return outcome.ok ? { ok: true, paymentId: outcome.paymentId } : { ok: false, message: outcome.message };
}
