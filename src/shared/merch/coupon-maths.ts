import { toCents } from '../money';
import type { CouponType } from './coupons.schemas';

export type CouponTerms = { type: CouponType; value: string; maxDiscount?: string | null };

/**
 * What a coupon takes off an amount, in cents (decision 4): a percentage is amount x value / 100 rounded to the
 * nearest cent (half up), capped by `maxDiscount`; a fixed amount is its value. Never more than the amount, so the
 * total never falls below 0. Integer arithmetic only.
 */
export function couponDiscountCents(coupon: CouponTerms, amountCents: number): number {
  if (amountCents <= 0) return 0;
  let discount: number;
  if (coupon.type === 'percentage') {
    // value "12.50" is 1250 hundredths of a percent: amount x 1250 / 10000, rounded half up.
    discount = Math.floor((amountCents * toCents(coupon.value) + 5000) / 10000);
    if (coupon.maxDiscount) discount = Math.min(discount, toCents(coupon.maxDiscount));
  } else {
    discount = toCents(coupon.value);
  }
  return Math.max(0, Math.min(discount, amountCents));
}
