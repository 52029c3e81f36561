import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import {
  MERCH_ORDER_TRANSITIONS,
  merchMessages as m,
  merchOrderMoveSchema,
  type MerchOrderStatus,
} from '../../../../shared/merch/merch.schemas';
import { toCents } from '../../../../shared/money';
import { refundMessages } from '../../../../shared/payments/refunds.schemas';
import type { AppContext } from '../../../lib/context';
import { releaseCouponRedemption } from '../coupons/coupon-redemption.service';
import { cancelPendingOrder } from '../orders/order-cancel.service';
import { sendMoveNotices } from './fulfilment-notices';
import { toAdminMerchOrder } from './fulfilment.service';
import * as q from './fulfilment.queries';

type Move = z.output<typeof merchOrderMoveSchema>;
type Log = FastifyBaseLogger | undefined;

const notFound = () => new AppError('NOT_FOUND', m.orderNotFound);

/**
 * Gives the whole total of a paid order back to the card, through the provider that took it (a charge to the
 * platform: no business's share to take back); the provider's refund id. Our idempotency key makes a retried cancel
 * refund once at the provider too. Anything the provider says goes to the log; the administrator is told that
 * nothing was done (the transaction rolls back).
 */
async function refundOrder(ctx: AppContext, order: q.OrderRow, log: Log) {
  if (order.provider !== ctx.payments.kind) throw new AppError('CONFLICT', refundMessages.otherProvider);
  try {
    const { refundId } = await ctx.payments.refund({
      paymentId: order.providerPaymentId!,
      amountCents: toCents(order.total),
      idempotencyKey: `merch-refund-${order.id}`,
      platformCharge: true,
    });
    return refundId;
  } catch (err) {
    log?.error({ err, orderId: order.id }, 'the card provider refused or failed a merchandise refund');
    throw new AppError('BAD_GATEWAY', refundMessages.providerFailed);
  }
}

/** The columns a move (already allowed) sets; a paid order cancelled is refunded first. */
async function changesOf(ctx: AppContext, order: q.OrderRow, move: Move, now: Date, log: Log) {
  switch (move.status) {
    case 'shipped':
      return {
        status: move.status,
        carrier: move.carrier || null,
        trackingNumber: move.trackingNumber,
        shippedAt: now,
      };
    case 'delivered':
      return { status: move.status, deliveredAt: now };
    case 'cancelled': {
      // A paid order without a provider's payment cost nothing (a coupon took it all): nothing to give back.
      if (!order.providerPaymentId || toCents(order.total) === 0) return { status: move.status, cancelledAt: now };
      const providerRefundId = await refundOrder(ctx, order, log);
      return { status: move.status, cancelledAt: now, refundedAt: now, providerRefundId };
    }
    default:
      return { status: move.status };
  }
}

/**
 * The administrator moves an order along `MERCH_ORDER_TRANSITIONS`, with its row locked: paid -> in production ->
 * shipped (a tracking number required) -> delivered; a paid order cancelled is refunded in full and its coupon's use
 * given back, a pending one is given up (its checkout expired, its coupon's use given back). Anything else answers
 * 409. The owner is told once the move is committed.
 */
export async function moveOrder(
  ctx: AppContext,
  id: number,
  move: Move,
  opts: { log?: FastifyBaseLogger; now?: Date } = {},
) {
  const now = opts.now ?? new Date();
  if (move.status === 'shipped' && !move.trackingNumber) {
    throw new AppError('BAD_REQUEST', m.trackingRequired, { trackingNumber: m.trackingRequired });
  }
  const from = await ctx.db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, { id });
    if (!order) throw notFound();
    const status = order.status as MerchOrderStatus;
    if (!MERCH_ORDER_TRANSITIONS[status].includes(move.status)) {
      throw new AppError('CONFLICT', m.badTransition(status, move.status));
    }
    // A pending order is the orders' to give up: after this transaction, so its own lock does not wait on ours.
    if (status !== 'pending') await q.updateOrderRow(tx, { id }, await changesOf(ctx, order, move, now, opts.log));
    // A cancelled order was not had: its coupon's use is given back, as for one never paid.
    if (status !== 'pending' && move.status === 'cancelled') {
      await releaseCouponRedemption(tx, { orderType: 'merchandise', orderId: id });
    }
    return status;
  });
  if (from === 'pending') await cancelPendingOrder(ctx, { orderId: id });

  // The move is made: a notice that cannot be queued must not turn it into an error.
  await sendMoveNotices(ctx, id).catch((err: unknown) =>
    opts.log?.error({ err, orderId: id }, 'could not queue the merchandise order notice'),
  );
  const order = await q.findAdminOrder(ctx.db, { id });
  if (!order) throw notFound();
  return toAdminMerchOrder(order);
}
