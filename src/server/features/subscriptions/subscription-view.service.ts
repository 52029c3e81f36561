import { fromCents } from '../../../shared/money';
import type { PlanId } from '../../../shared/marketing-site/plans';
import type { Subscription } from '../../../shared/subscriptions/subscriptions.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { getPlatformSettings } from '../admin/platform-settings.service';
import { findRedeemedCoupon, type CouponRow } from '../merch/coupons/coupon-redemption.service';
import { effectivePlanOf, limitMessageOf, trialDaysLeft } from './subscription-state';
import { planPriceCents, quoteCharge } from './subscription-pricing';
import * as q from './subscriptions.queries';

/** The owner's subscription row, made with the trial on first read. */
export async function loadSubscription(db: Db, userId: number, opts: { lock?: boolean } = {}) {
  const existing = await q.findSubscription(db, { userId, lock: opts.lock });
  if (existing) return existing;
  const settings = await getPlatformSettings(db);
  await q.ensureSubscription(db, { userId, trialDays: settings.freeTrialDays });
  return (await q.findSubscription(db, { userId, lock: opts.lock }))!;
}

/** When the next charge comes and what it will be, or null when none is coming. */
async function nextChargeOf(db: Db, sub: q.SubscriptionRow, coupon: CouponRow | undefined) {
  if (!sub.plan || sub.cancelAtPeriodEnd || sub.status === 'canceled') return null;
  const at = sub.status === 'trialing' ? sub.trialEndsAt : sub.currentPeriodEnd;
  if (!at) return null;
  const quote = quoteCharge(await planPriceCents(db, sub.plan as PlanId), {
    coupon: coupon && sub.discountMonthsLeft > 0 ? coupon : null,
    creditCents: sub.creditCents,
  });
  return { at: at.toISOString(), amount: fromCents(quote.amountCents) };
}

export async function toSubscription(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  sub: q.SubscriptionRow,
  now = new Date(),
): Promise<Subscription> {
  const coupon = sub.couponId ? await findRedeemedCoupon(ctx.db, sub.couponId) : undefined;
  const limitMessage = limitMessageOf(sub, now);
  return {
    status: sub.status as Subscription['status'],
    plan: (sub.plan as PlanId | null) ?? null,
    effectivePlan: effectivePlanOf(sub),
    trialEndsAt: sub.trialEndsAt.toISOString(),
    trialDaysLeft: trialDaysLeft(sub, now),
    currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    nextCharge: await nextChargeOf(ctx.db, sub, coupon),
    card: sub.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    coupon: coupon ? { code: coupon.code, monthsLeft: sub.discountMonthsLeft } : null,
    credit: fromCents(sub.creditCents),
    limited: limitMessage !== null,
    limitMessage,
    paymentMode: ctx.payments.kind,
  };
}
