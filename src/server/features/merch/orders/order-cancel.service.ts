import { AppError } from '../../../../shared/app-error';
import { merchMessages as m, type MerchOrder } from '../../../../shared/merch/merch.schemas';
import type { AppContext } from '../../../lib/context';
import { releaseCouponRedemption } from '../coupons/coupon-redemption.service';
import { confirmMerchandiseCheckout } from './order-confirmation.service';
import * as q from './orders.queries';
import { orderNotFound, toMerchOrder } from './orders.service';

const notCancellable = (order: q.OrderRow) =>
  new AppError('CONFLICT', m.notCancellable(order.orderNumber, order.status.replace('_', ' ')));

/**
 * Gives up an order still waiting for its payment: the owner's (of `companyId`) or, without one, the
 * administrator's. Stripe's page is closed first, so it can no longer be paid; if it was paid meanwhile the order
 * is recorded paid instead and the answer is 409. Cancelled, with its coupon's use given back, under the row's lock.
 * Only a pending order: 409 otherwise; 404 for a missing order or another company's.
 */
export async function cancelPendingOrder(
  ctx: AppContext,
  opts: { orderId: number; companyId?: number },
): Promise<MerchOrder> {
  const { db, payments: provider } = ctx;
  const scope = { id: opts.orderId, companyId: opts.companyId };
  const order = await q.findOrder(db, scope);
  if (!order) throw orderNotFound();
  if (order.status !== 'pending') throw notCancellable(order);
  if (provider.kind === 'stripe' && order.checkoutSessionId) {
    await provider.expireCheckout(order.checkoutSessionId);
    const state = await provider.getCheckout(order.checkoutSessionId);
    if (state.charge) await confirmMerchandiseCheckout(ctx, state);
  }
  return db.transaction(async (tx) => {
    const locked = await q.lockOrder(tx, scope);
    if (!locked) throw orderNotFound();
    if (locked.status !== 'pending') throw notCancellable(locked);
    const cancelled = await q.updateOrderRow(tx, locked.id, { status: 'cancelled', cancelledAt: new Date() });
    await releaseCouponRedemption(tx, { orderType: 'merchandise', orderId: locked.id });
    return toMerchOrder(cancelled);
  });
}
