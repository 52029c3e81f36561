import { fromCents, toCents } from '../../../../shared/money';
import {
  couponMessages as m,
  type CouponType,
  type CouponValidateValues,
  type CouponValidation,
} from '../../../../shared/merch/coupons.schemas';
import type { Db } from '../../../db/client';
import { checkCoupon } from './coupon-redemption.service';

/**
 * The coupon box's answer for this user and amount, by the redemption's own rules (`checkCoupon`): what the coupon
 * would take off now, computed here, or why it would not apply. Writes nothing.
 */
export async function validateCoupon(db: Db, userId: number, input: CouponValidateValues): Promise<CouponValidation> {
  const amountCents = toCents(input.orderAmount);
  const result = await checkCoupon(db, { code: input.code, userId, amountCents, target: input.appliesTo });
  if (!result.ok) {
    return {
      valid: false,
      coupon: null,
      discountAmount: fromCents(0),
      finalAmount: fromCents(amountCents),
      message: result.message,
    };
  }
  const { coupon, discountCents } = result;
  return {
    valid: true,
    coupon: {
      code: coupon.code,
      discountType: coupon.type as CouponType,
      discountValue: coupon.value,
      durationMonths: coupon.durationMonths,
    },
    discountAmount: fromCents(discountCents),
    finalAmount: fromCents(amountCents - discountCents),
    message: m.applied(coupon.code),
  };
}
