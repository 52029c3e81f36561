import type { AppContext } from '../../../lib/context';
import { orderMessages as m } from '../../../../shared/storefronts/order.schemas';
import { confirmStorefrontCheckout, markFailed } from './order-payment.service';
import * as q from './orders.queries';

export const LAPSE_ORDERS_JOB = 'storefronts.lapse-orders';
/** How long a checkout may wait before its order gives its stock back. */
export const PENDING_ORDER_HOURS = 2;
const SWEEP_BATCH = 100;

/**
 * Orders still pending after two hours: a Stripe order's Checkout page is closed first and Stripe's word applied
 * (paid: the order is paid; else it fails and gives its stock back); an order with no page fails at once. A batch
 * a run, the oldest first: the next run takes the rest. Returns how many were looked at.
 */
export async function lapseStaleOrders(ctx: AppContext, now = new Date()) {
  const { db, payments: provider } = ctx;
  const before = new Date(now.getTime() - PENDING_ORDER_HOURS * 3_600_000);
  const stale = await q.findStalePending(db, { before, limit: SWEEP_BATCH });
  for (const { id, companyId } of stale) {
    const order = await q.findOrder(db, { companyId, id });
    if (order?.checkoutSessionId && provider.kind === 'stripe') {
      await provider.expireCheckout(order.checkoutSessionId);
      await confirmStorefrontCheckout(ctx, await provider.getCheckout(order.checkoutSessionId));
      continue;
    }
    await db.transaction(async (tx) => {
      const locked = await q.lockOrder(tx, { companyId, id });
      if (locked?.status === 'pending') await markFailed(tx, locked, m.checkoutLapsed);
    });
  }
  return stale.length;
}

/** Every ten minutes, once across the app's processes. */
export async function registerStorefrontOrderJobs(ctx: AppContext) {
  await ctx.jobs.register(LAPSE_ORDERS_JOB, async () => void (await lapseStaleOrders(ctx)));
  await ctx.jobs.schedule(LAPSE_ORDERS_JOB, '*/10 * * * *');
}
