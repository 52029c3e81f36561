import { AppError } from '../../../../shared/app-error';
import { formatMoney, fromCents, toCents } from '../../../../shared/money';
import {
  domainCheckoutMessages as m,
  type processDomainPaymentSchema,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { z } from '../../../../shared/zod';
import type { Db } from '../../../db/client';
import { recordCouponRedemption, takeCoupon } from '../../merch/coupons/coupon-redemption.service';
import type * as q from './domain-checkout.queries';

export type DomainPaymentValues = z.output<typeof processDomainPaymentSchema>;

/**
 * What the setup fee comes to with the coupon (only one for everything or for domains), in cents: the coupon is taken
 * under its row lock in the caller's transaction, so its limits hold; 400 with the reason when it does not apply.
 */
export async function priceDomain(tx: Db, row: q.DomainRow, couponCode: string | null, ownerId: number) {
  const feeCents = toCents(row.setupFee);
  if (!couponCode) return { feeCents, totalCents: feeCents, coupon: null };
  const use = { code: couponCode, userId: ownerId, amountCents: feeCents, target: 'domain' as const };
  const taken = await takeCoupon(tx, use);
  return { feeCents, totalCents: feeCents - taken.discountCents, coupon: { id: taken.coupon.id, ...taken, use } };
}

export type PricedDomain = Awaited<ReturnType<typeof priceDomain>>;

/** The coupon's use, written in the payment's transaction (a refusal rolls it back: the use is given back). */
export async function recordDomainCoupon(tx: Db, row: q.DomainRow, priced: PricedDomain) {
  if (!priced.coupon) return;
  await recordCouponRedemption(tx, {
    couponId: priced.coupon.id,
    userId: priced.coupon.use.userId,
    orderType: 'domain',
    orderId: row.id,
    amountCents: priced.feeCents,
    discountCents: priced.coupon.discountCents,
  });
}

/** The page showed another figure (the fee or the coupon changed): nothing is taken, the figure due is said. */
export function assertAmount(sentCents: number, dueCents: number) {
  if (sentCents === dueCents) return;
  const message = m.amountChanged(formatMoney(fromCents(dueCents)));
  throw new AppError('BAD_REQUEST', message, { amount: message });
}
