import type { DashboardStats } from '../../../shared/dashboard/dashboard.schemas';
import { fromCents, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import * as q from './dashboard.queries';

/**
 * The company's dashboard figures, all computed in SQL in one statement; months are calendar months in
 * `timezone`, the owner's.
 */
export async function getDashboardStats(db: Db, companyId: number, timezone: string): Promise<DashboardStats> {
  const { supplySales, ...figures } = await q.findDashboardStats(db, { companyId, timezone });
  const total = fromCents(toCents(figures.totalRevenue) + toCents(supplySales));
  return { ...figures, revenueBreakdown: { serviceRevenue: figures.totalRevenue, supplySales, total } };
}
