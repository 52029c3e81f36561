import type { StorefrontAnalytics } from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { findAnalyticsDays } from './analytics.queries';

/** The storefront's page views and leads per day of the period, in the owner's time zone, with their totals. */
export async function getAnalytics(
  db: Db,
  opts: { companyId: number; timezone: string; days: number },
): Promise<StorefrontAnalytics> {
  const rows = await findAnalyticsDays(db, opts);
  return {
    days: opts.days,
    series: rows.map(({ day, views, leads }) => ({ day, views, leads })),
    totals: { views: rows[0]?.totalViews ?? 0, leads: rows[0]?.totalLeads ?? 0 },
  };
}
