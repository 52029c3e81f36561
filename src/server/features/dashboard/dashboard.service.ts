import {
  REVENUE_MONTHS,
  type DashboardStats,
  type MerchandiseOrder,
} from '../../../shared/dashboard/dashboard.schemas';
import { fromCents, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import * as q from './dashboard.queries';

/**
 * The company's dashboard figures; months are calendar months in `timezone`, the owner's, which is also the
 * zone paid_revenue_by_day keeps its days in.
 */
export async function getDashboardStats(db: Db, companyId: number, timezone: string): Promise<DashboardStats> {
  const [figures, revenueByMonth] = await Promise.all([
    q.findDashboardFigures(db, { companyId }),
    q.findRevenueByMonth(db, { companyId, timezone, months: REVENUE_MONTHS }),
  ]);
  return {
    totalRevenue: figures.totalRevenue,
    paidCount: figures.paidCount,
    outstanding: figures.outstanding,
    outstandingCount: figures.outstandingCount,
    overdueCount: figures.overdueCount,
    customers: figures.customers,
    commission: figures.commission,
    revenueBreakdown: {
      serviceRevenue: figures.totalRevenue,
      supplySales: figures.supplySales,
      total: fromCents(toCents(figures.totalRevenue) + toCents(figures.supplySales)),
    },
    revenueByMonth,
  };
}

export async function listMerchandiseOrders(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const { rows, total } = await q.findMerchandiseOrders(db, { companyId, ...page });
  const items: MerchandiseOrder[] = rows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    customerId: o.customerId,
    items: o.items,
    subtotal: o.subtotal,
    tax: o.tax,
    commission: o.commission,
    total: o.total,
    status: o.status,
    trackingNumber: o.trackingNumber,
    createdAt: o.createdAt.toISOString(),
  }));
  return { items, total };
}
