import {
  MERCH_ORDER_STATUSES,
  type AdminMerchOrder,
  type AdminMerchSummary,
  type MerchOrderStatus,
} from '../../../../shared/merch/merch.schemas';
import type { Db } from '../../../db/client';
import { toMerchOrder } from '../orders/orders.service';
import * as q from './fulfilment.queries';

export const toAdminMerchOrder = (r: q.AdminOrderRow): AdminMerchOrder => ({
  ...toMerchOrder(r),
  companyId: r.companyId,
  companyName: r.companyName,
});

/** The administrator's list: every business's orders, the newest first, whole or of one status. */
export async function listAllOrders(db: Db, query: { status?: MerchOrderStatus; limit: number; offset: number }) {
  const { rows, total } = await q.findAdminOrderPage(db, query);
  return { items: rows.map(toAdminMerchOrder), total };
}

/** The page's cards: how many orders are in each status (every status, 0 when none), and all of them. */
export async function getOrderSummary(db: Db): Promise<AdminMerchSummary> {
  const counted = new Map((await q.countOrdersByStatus(db)).map((r) => [r.status, r.n]));
  const counts = Object.fromEntries(MERCH_ORDER_STATUSES.map((s) => [s, counted.get(s) ?? 0])) as Record<
    MerchOrderStatus,
    number
  >;
  return { counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}
