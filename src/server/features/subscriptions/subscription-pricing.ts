import { couponDiscountCents } from '../../../shared/merch/coupon-maths';
import type { CouponType } from '../../../shared/merch/coupons.schemas';
import { toCents } from '../../../shared/money';
import type { PlanId } from '../../../shared/marketing-site/plans';
import type { Db } from '../../db/client';
import { getPlatformSettings } from '../admin/platform-settings.service';
import { planPriceOf } from '../marketing-site/marketing-site.service';
import type { CouponRow } from '../merch/coupons/coupon-redemption.service';
import type { SubscriptionRow } from './subscriptions.queries';

/** A plan's monthly price in cents, from platform settings (decision 1: prices live there). */
export async function planPriceCents(db: Db, plan: PlanId) {
  return toCents(planPriceOf(plan, await getPlatformSettings(db)));
}

/** A month of what a subscription pays for: a plan at today's price, a storefront tier or domain at the price fixed. */
export async function monthlyPriceCents(db: Db, sub: Pick<SubscriptionRow, 'product' | 'monthlyPrice'>, plan: string) {
  if (sub.product !== 'plan') return toCents(sub.monthlyPrice ?? '0');
  return planPriceCents(db, plan as PlanId);
}

export type ChargeQuote = { originalCents: number; discountCents: number; creditCents: number; amountCents: number };

/** What a monthly charge of a plan comes to: the price, less the coupon while its months last, less any credit. */
export function quoteCharge(
  priceCents: number,
  opts: { coupon: Pick<CouponRow, 'type' | 'value' | 'maxDiscount'> | null; creditCents: number },
): ChargeQuote {
  const discountCents = opts.coupon
    ? couponDiscountCents(
        { type: opts.coupon.type as CouponType, value: opts.coupon.value, maxDiscount: opts.coupon.maxDiscount },
        priceCents,
      )
    : 0;
  const creditCents = Math.min(opts.creditCents, priceCents - discountCents);
  return {
    originalCents: priceCents,
    discountCents,
    creditCents,
    amountCents: priceCents - discountCents - creditCents,
  };
}

/**
 * The part of a month's price difference that the rest of the period is worth (a plan change takes effect at once):
 * positive is owed by the owner (an upgrade), negative is owed back (a downgrade, kept as credit). Whole cents,
 * rounded half up, by integer arithmetic on milliseconds.
 */
export function prorationCents(sub: SubscriptionRow, fromCents: number, toCents: number, now: Date) {
  if (!sub.currentPeriodStart || !sub.currentPeriodEnd) return 0;
  const whole = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime());
  if (whole <= 0) return 0;
  const diff = toCents - fromCents;
  const sign = diff < 0 ? -1 : 1;
  return sign * Number((BigInt(Math.abs(diff)) * BigInt(left) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}
