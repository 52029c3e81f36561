import { AppError } from '../../../../shared/app-error';
import { fromCents, formatMoney, toCents } from '../../../../shared/money';
import { couponDiscountCents } from '../../../../shared/merch/coupon-maths';
import { couponMessages as m, type CouponTarget, type CouponType } from '../../../../shared/merch/coupons.schemas';
import type { Db } from '../../../db/client';
import * as q from './coupon-usages.queries';

/** A coupon's row, for other features' services (they may not import this feature's queries). */
export type { CouponRow } from './coupon-usages.queries';

export type CouponUse = { code: string; userId: number; amountCents: number; target: CouponTarget };

/** Why a coupon cannot be used on this purchase by this user now, or null when it can. */
function problemOf(coupon: q.CouponRow | undefined, use: CouponUse, userUses: number, now: Date): string | null {
  if (!coupon) return m.invalid;
  if (!coupon.isActive) return m.inactive;
  if (coupon.startsAt && coupon.startsAt > now) return m.notStarted;
  if (coupon.expiresAt && coupon.expiresAt <= now) return m.expired;
  const services = coupon.applicableServices;
  if ((services && !services.includes(use.target)) || coupon.excludedServices?.includes(use.target)) {
    return m.notApplicable;
  }
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return m.usedUp;
  if (userUses >= coupon.userLimit) return m.userLimit;
  if (coupon.minimumAmount && use.amountCents < toCents(coupon.minimumAmount)) {
    return m.minimum(formatMoney(coupon.minimumAmount));
  }
  return null;
}

export type CouponCheck =
  | { ok: true; coupon: q.CouponRow; discountCents: number }
  | { ok: false; coupon: q.CouponRow | undefined; message: string };

async function check(db: Db, use: CouponUse, lock: boolean): Promise<CouponCheck> {
  const coupon = await q.findCouponByCode(db, use.code, { lock });
  const userUses = coupon ? await q.countUserRedemptions(db, { couponId: coupon.id, userId: use.userId }) : 0;
  const message = problemOf(coupon, use, userUses, new Date());
  if (message !== null || !coupon) return { ok: false, coupon, message: message ?? m.invalid };
  const terms = { type: coupon.type as CouponType, value: coupon.value, maxDiscount: coupon.maxDiscount };
  return { ok: true, coupon, discountCents: couponDiscountCents(terms, use.amountCents) };
}

/** What the coupon box shows: whether this code would apply now, and what it would take off. Writes nothing. */
export const checkCoupon = (db: Db, use: CouponUse) => check(db, use, false);

/**
 * Takes the coupon for a purchase, in the purchase's transaction: the coupon's row is locked until it commits, so
 * concurrent checkouts are counted one after the other and `usageLimit` and `userLimit` hold. A coupon that no
 * longer applies answers 400 with the reason. Call `recordCouponRedemption` once the purchase has its id.
 */
export async function takeCoupon(tx: Db, use: CouponUse) {
  const result = await check(tx, use, true);
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message, { couponCode: result.message });
  return { coupon: result.coupon, discountCents: result.discountCents };
}

/** Writes the redemption (and counts it on the coupon) in the purchase's transaction, after `takeCoupon`. */
export async function recordCouponRedemption(
  tx: Db,
  r: {
    couponId: number;
    userId: number;
    orderType: CouponTarget;
    orderId: number;
    amountCents: number;
    discountCents: number;
  },
) {
  await q.insertRedemption(tx, {
    couponId: r.couponId,
    userId: r.userId,
    orderType: r.orderType,
    orderId: r.orderId,
    originalAmount: fromCents(r.amountCents),
    discountAmount: fromCents(r.discountCents),
    finalAmount: fromCents(r.amountCents - r.discountCents),
  });
}

/** A purchase that was never paid (a checkout left to expire) gives its coupon use back. */
export const releaseCouponRedemption = (tx: Db, opts: { orderType: CouponTarget; orderId: number }) =>
  q.deleteRedemption(tx, opts);

/** A coupon taken earlier (a subscription's, pricing its next months): it holds even if since switched off. */
export const findRedeemedCoupon = (db: Db, couponId: number) => q.findCouponById(db, couponId);
