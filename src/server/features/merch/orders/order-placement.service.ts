import { AppError } from '../../../../shared/app-error';
import { fromCents } from '../../../../shared/money';
import { merchMessages as m, type MerchCheckout } from '../../../../shared/merch/merch.schemas';
import type { AppContext } from '../../../lib/context';
import { recordCouponRedemption, takeCoupon } from '../coupons/coupon-redemption.service';
import { sendOrderPaidNotices } from './order-notices';
import { payNewOrder } from './order-payment.service';
import { priceOrder, type OrderValues } from './order-pricing.service';
import * as q from './orders.queries';
import { checkoutAnswer } from './orders.service';

/** Who places the order: the verified owner of the company. */
export type Buyer = { companyId: number; userId: number; email: string };

/** `M-000123`: the order's number, from its id. */
export const orderNumberOf = (id: number) => `M-${String(id).padStart(6, '0')}`;

/** The same key must name the same cart: what it bought and with which coupon. */
function sameCart(order: q.OrderRow, input: OrderValues) {
  const bought = Object.fromEntries(order.items.map((line) => [line.slug, line.quantity]));
  const asked = Object.entries(input.items);
  return (
    asked.length === order.items.length &&
    asked.every(([slug, quantity]) => bought[slug] === quantity) &&
    (input.couponCode ?? null) === order.couponCode
  );
}

/** A key sent again answers the order it made (Stripe's page again while that waits); never a second order. */
function replay(order: q.OrderRow, input: OrderValues): MerchCheckout {
  if (!sameCart(order, input)) throw new AppError('CONFLICT', m.keyUsed);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', m.keyCancelled(order.orderNumber));
  return checkoutAnswer(order);
}

/**
 * The owner orders merchandise. Every figure comes from the catalogue and the coupon, in cents; the client's are
 * ignored. In one transaction: the order (under its idempotency key: a concurrent request with the same key waits,
 * then answers this order), the coupon taken under its row lock and its redemption, and the payment (see
 * `payNewOrder`); a refused coupon or card rolls it all back. Notices go out once a paid order is committed.
 */
export async function placeOrder(
  ctx: AppContext,
  buyer: Buyer,
  input: OrderValues,
  idempotencyKey: string | undefined,
): Promise<{ answer: MerchCheckout; created: boolean }> {
  const { db } = ctx;
  const { companyId, userId } = buyer;
  if (!idempotencyKey) throw new AppError('BAD_REQUEST', m.keyRequired);
  const earlier = await q.findOrderByKey(db, { companyId, idempotencyKey });
  if (earlier) return { answer: replay(earlier, input), created: false };
  const priced = await priceOrder(db, companyId, input);

  const result = await db.transaction(async (tx) => {
    // The order comes before the coupon: a request racing with the same key waits here on the key's unique index
    // and answers the first one's order, instead of being refused by the coupon's limits the first one just used.
    const id = await q.nextOrderId(tx);
    const order = await q.insertOrderOnce(tx, {
      id,
      companyId,
      userId,
      orderNumber: orderNumberOf(id),
      items: priced.lines,
      subtotal: fromCents(priced.subtotalCents),
      commission: fromCents(priced.commissionCents),
      originalTotal: fromCents(priced.originalCents),
      total: fromCents(priced.originalCents),
      status: 'pending',
      shippingAddress: input.shippingAddress,
      idempotencyKey,
    });
    if (!order) return { earlier: (await q.findOrderByKey(tx, { companyId, idempotencyKey }))! };

    let coupon: { couponId: number; couponCode: string } | null = null;
    let discountCents = 0;
    if (input.couponCode) {
      const amountCents = priced.originalCents;
      const taken = await takeCoupon(tx, { code: input.couponCode, userId, amountCents, target: 'merchandise' });
      discountCents = taken.discountCents;
      coupon = { couponId: taken.coupon.id, couponCode: taken.coupon.code };
      await recordCouponRedemption(tx, {
        couponId: taken.coupon.id,
        userId,
        orderType: 'merchandise',
        orderId: order.id,
        amountCents,
        discountCents,
      });
    }
    const totalCents = priced.originalCents - discountCents;
    const payment = await payNewOrder(ctx, {
      order,
      totalCents,
      card: input.card,
      idempotencyKey,
      email: buyer.email,
    });
    const placed = await q.updateOrderRow(tx, order.id, {
      ...coupon,
      discountAmount: fromCents(discountCents),
      total: fromCents(totalCents),
      ...payment.values,
    });
    // The row was inserted by this transaction: it is there.
    return { placed: placed!, paid: payment.paid };
  });

  if (result.earlier) return { answer: replay(result.earlier, input), created: false };
  if (result.paid) await sendOrderPaidNotices(ctx, result.placed.id);
  return { answer: checkoutAnswer(result.placed), created: true };
}
