import type { StorefrontAnalytics } from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { findAnalyticsDays } from './analytics.queries';

/** The storefront's page views, leads and paid orders (revenue, fees) per day of the period, in the owner's time zone, with their totals. */
export async function getAnalytics(
  db: Db,
  opts: { companyId: number; timezone: string; days: number },
): Promise<StorefrontAnalytics> {
  const rows = await findAnalyticsDays(db, opts);
  const first = rows[0];
  return {
    days: opts.days,
    series: rows.map(({ day, views, leads, orders, revenue, fees }) => ({ day, views, leads, orders, revenue, fees })),
    totals: {
      views: first?.totalViews ?? 0,
      leads: first?.totalLeads ?? 0,
      orders: first?.totalOrders ?? 0,
      revenue: first?.totalRevenue ?? '0.00',
      fees: first?.totalFees ?? '0.00',
    },
  };
}
