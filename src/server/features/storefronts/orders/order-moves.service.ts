import { AppError } from '../../../../shared/app-error';
import { toCents } from '../../../../shared/money';
import { orderMessages as m } from '../../../../shared/storefronts/order.schemas';
import type { AppContext } from '../../../lib/context';
import { findPayoutAccount } from '../../payments/connected-accounts.service';
import { recordPlatformFee } from '../../payments/platform-transactions.service';
import { sendBuyerNotice } from './order-notices';
import { confirmStorefrontCheckout } from './order-payment.service';
import { orderNotFound, toStorefrontOrder } from './order-reads.service';
import * as q from './orders.queries';

/**
 * POST /api/storefront-orders/{id}/fulfil: a paid order becomes fulfilled, and its buyer is told it is on its way
 * (or ready), under the order's row lock. 409 `notPaid` for any other status; 404 for another company's order.
 */
export async function fulfilOrder(ctx: AppContext, companyId: number, id: number) {
  return ctx.db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, { companyId, id });
    if (!order) throw orderNotFound();
    if (order.status !== 'paid') throw new AppError('CONFLICT', m.notPaid);
    const fulfilled = await q.updateOrderRow(tx, id, { status: 'fulfilled', fulfilledAt: new Date() });
    await sendBuyerNotice(ctx, tx, fulfilled);
    return toStorefrontOrder(fulfilled, await q.findLines(tx, { orderIds: [id] }));
  });
}

/**
 * POST /api/storefront-orders/{id}/cancel: an order still waiting on its payment has its Checkout page closed first
 * (if Stripe says it was paid meanwhile, it is recorded paid, and cancelled as a paid one below); a paid order is
 * refunded in full through the provider (keyed by the order: never twice), with the fee's refund row. Either way
 * its stock is given back, under the order's row lock. 409 `notCancellable` otherwise; 404 for another company's.
 */
export async function cancelOrder(ctx: AppContext, companyId: number, id: number) {
  const { db, payments: provider } = ctx;
  const first = await q.findOrder(db, { companyId, id });
  if (!first) throw orderNotFound();
  if (first.status === 'pending' && first.checkoutSessionId && provider.kind === 'stripe') {
    await provider.expireCheckout(first.checkoutSessionId);
    // Paid meanwhile: recorded paid, then refunded below. Closed unpaid: cancelled below, not failed.
    const state = await provider.getCheckout(first.checkoutSessionId);
    if (state.charge) await confirmStorefrontCheckout(ctx, state);
  }
  return db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, { companyId, id });
    if (!order) throw orderNotFound();
    if (order.status === 'paid') {
      const cents = toCents(order.total);
      const refund = await provider.refund({
        paymentId: order.providerPaymentId!,
        amountCents: cents,
        idempotencyKey: `storefront-refund-${order.id}`,
      });
      const account = await findPayoutAccount(tx, companyId);
      await recordPlatformFee(tx, {
        companyId,
        invoiceId: null,
        paymentId: null,
        storefrontOrderId: order.id,
        type: 'refund',
        amountCents: cents,
        feePercent: order.feePercent,
        feeCents: toCents(order.feeAmount),
        connectedAccountId: account?.id ?? null,
        externalTransactionId: refund.refundId,
      });
    } else if (order.status !== 'pending') {
      throw new AppError('CONFLICT', m.notCancellable);
    }
    await q.giveBackStock(tx, { orderId: id });
    const cancelled = await q.updateOrderRow(tx, id, { status: 'cancelled', cancelledAt: new Date() });
    if (order.status === 'paid') await sendBuyerNotice(ctx, tx, cancelled, 'refunded');
    return toStorefrontOrder(cancelled, await q.findLines(tx, { orderIds: [id] }));
  });
}
