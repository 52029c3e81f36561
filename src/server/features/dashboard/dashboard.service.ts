import {
  REVENUE_MONTHS,
  type DashboardStats,
  type MerchandiseOrder,
} from '../../../shared/dashboard/dashboard.schemas';
import { fromCents, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import { getCompanyOfUser } from '../company/company.service';
import * as q from './dashboard.queries';

/** The owner's dashboard figures; months are the owner's calendar months. */
export async function getDashboardStats(db: Db, user: SessionUser): Promise<DashboardStats> {
  const company = await getCompanyOfUser(db, user.id);
  const [figures, revenueByMonth] = await Promise.all([
    q.findDashboardFigures(db, { companyId: company.id }),
    q.findRevenueByMonth(db, { companyId: company.id, timezone: user.timezone, months: REVENUE_MONTHS }),
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

export async function listMerchandiseOrders(db: Db, user: SessionUser, page: { limit: number; offset: number }) {
  const company = await getCompanyOfUser(db, user.id);
  const { rows, total } = await q.findMerchandiseOrders(db, { companyId: company.id, ...page });
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
