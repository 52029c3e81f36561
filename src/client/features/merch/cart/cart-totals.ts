import type { CouponValidation } from '@shared/merch/coupons.schemas';
import { couponDiscountCents } from '@shared/merch/coupon-maths';
import type { MerchProduct } from '@shared/merch/merch.schemas';
import { fromCents, toCents } from '@shared/money';
import type { CartLine } from './cart-store';

/** A cart line with its product (a line whose product left the catalogue is not one). */
export type PricedLine = CartLine & { product: MerchProduct };

/** The cart's figures, in cents. */
export type CartTotals = {
  /** Base prices. */
  subtotal: number;
  /** The business's commission: the markups. */
  commission: number;
  /** Customer prices: subtotal + commission. */
  originalTotal: number;
  discount: number;
  total: number;
};

/** A coupon the server found valid, and the amount it was checked against. */
export type AppliedCoupon = {
  validation: CouponValidation & { coupon: NonNullable<CouponValidation['coupon']> };
  amount: number;
};

export function pricedLines(lines: CartLine[], products: MerchProduct[]): PricedLine[] {
  return lines.flatMap((line) => {
    const product = products.find((p) => p.slug === line.slug);
    return product ? [{ ...line, product }] : [];
  });
}

/**
 * Decision 3 and 4 on screen: customer price = base + markup, commission = markup x quantity, the coupon taken off
 * the customer prices. For display only: the server computes the order's figures again from its catalogue. Where
 * the server checked the coupon against this very amount, its discount is the most it may be (a coupon's cap).
 */
export function cartTotals(lines: PricedLine[], coupon: AppliedCoupon | null): CartTotals {
  const subtotal = lines.reduce((sum, l) => sum + toCents(l.product.basePrice) * l.quantity, 0);
  const commission = lines.reduce((sum, l) => sum + toCents(l.product.markup) * l.quantity, 0);
  const originalTotal = subtotal + commission;
  let discount = 0;
  if (coupon) {
    const { discountType, discountValue } = coupon.validation.coupon;
    discount = couponDiscountCents({ type: discountType, value: discountValue }, originalTotal);
    if (coupon.amount === originalTotal) discount = Math.min(discount, toCents(coupon.validation.discountAmount));
  }
  return { subtotal, commission, originalTotal, discount, total: originalTotal - discount };
}

/** The specification's figures of the order's payload, as 2-decimal strings of what the page shows. */
export const payloadFigures = (t: CartTotals) => ({
  subtotal: fromCents(t.subtotal),
  commission: fromCents(t.commission),
  total: fromCents(t.total),
  originalTotal: fromCents(t.originalTotal),
  discountAmount: fromCents(t.discount),
});

/** An order's own figures, in cents, to show as the cart showed them. */
export const cartTotalsFromOrder = (order: {
  subtotal: string;
  commission: string;
  originalTotal: string;
  discountAmount: string;
  total: string;
}): CartTotals => ({
  subtotal: toCents(order.subtotal),
  commission: toCents(order.commission),
  originalTotal: toCents(order.originalTotal),
  discount: toCents(order.discountAmount),
  total: toCents(order.total),
});
