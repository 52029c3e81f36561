import type { AppContext } from '../../../lib/context';
import type { CheckoutState, ConfirmedCharge } from '../../../lib/payments/provider';
import { releaseCouponRedemption } from '../coupons/coupon-redemption.service';
import { sendOrderPaidNotices } from './order-notices';
import * as q from './orders.queries';
import { findOwnOrder, toMerchOrder } from './orders.service';

const cardOf = (charge: ConfirmedCharge) => ({
  provider: 'stripe',
  providerPaymentId: charge.paymentId,
  cardBrand: charge.cardBrand,
  cardLast4: charge.cardLast4,
});

/**
 * Stripe's word on a merchandise order's Checkout session (the webhook, or the owner's nudge on return), applied
 * with the order's row locked, so whichever comes first counts and the other changes nothing. A pending order with
 * a charge becomes paid; an expired session of a pending order cancels it and gives its coupon's use back; money
 * taken for an order already cancelled is refunded at once (a platform charge: nothing to take back from anyone).
 */
export async function confirmMerchandiseCheckout(ctx: AppContext, state: CheckoutState) {
  const { db, payments: provider } = ctx;
  const { charge } = state;
  const paidId = await db.transaction(async (tx) => {
    const order = await q.lockOrderOfSession(tx, state.sessionId);
    if (!order) return null;
    if (charge && order.status === 'pending') {
      await q.updateOrderRow(tx, order.id, { ...cardOf(charge), status: 'paid', paidAt: new Date() });
      return order.id;
    }
    if (charge && order.status === 'cancelled' && !order.refundedAt) {
      const refund = await provider.refund({
        paymentId: charge.paymentId,
        amountCents: charge.amountCents,
        idempotencyKey: `merch-late-${charge.paymentId}`,
        platformCharge: true,
      });
      await q.updateOrderRow(tx, order.id, {
        ...cardOf(charge),
        refundedAt: new Date(),
        providerRefundId: refund.refundId,
      });
      return null;
    }
    if (!charge && state.status === 'expired' && order.status === 'pending') {
      await q.updateOrderRow(tx, order.id, { status: 'cancelled', cancelledAt: new Date() });
      await releaseCouponRedemption(tx, { orderType: 'merchandise', orderId: order.id });
    }
    return null;
  });
  if (paidId !== null) await sendOrderPaidNotices(ctx, paidId);
}

/**
 * The owner's nudge on coming back from Stripe's page: Stripe's own record of the session is read and applied as
 * its webhook would be (never the browser's word). In test mode, and for an order no longer pending, it only reads.
 */
export async function confirmOrder(ctx: AppContext, companyId: number, orderId: number) {
  const order = await findOwnOrder(ctx.db, companyId, orderId);
  if (ctx.payments.kind !== 'stripe' || order.status !== 'pending' || !order.checkoutSessionId) {
    return toMerchOrder(order);
  }
  await confirmMerchandiseCheckout(ctx, await ctx.payments.getCheckout(order.checkoutSessionId));
  return toMerchOrder(await findOwnOrder(ctx.db, companyId, orderId));
}
