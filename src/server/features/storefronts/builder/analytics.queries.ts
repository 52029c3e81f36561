import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { landingPageViews, leads, storefrontOrders } from '../../../db/schema';

type AnalyticsRow = {
  day: string;
  views: number;
  leads: number;
  orders: number;
  revenue: string;
  fees: string;
  totalViews: number;
  totalLeads: number;
  totalOrders: number;
  totalRevenue: string;
  totalFees: string;
};

/**
 * Each of the last `days` days in `timezone`, oldest first and ending today there, with the storefront's page
 * views (kept per day: its primary key) and the leads received that day (the leads' company index, then only
 * those since the period's first midnight there), and the storefront orders paid that day (paid or fulfilled, by
 * `paid_at`: the `(company_id, paid_at)` index) with their revenue and the platform's fees on them, as decimal
 * strings; a day without any 0; each row also carries the period's totals.
 */
export async function findAnalyticsDays(db: Db, opts: { companyId: number; timezone: string; days: number }) {
  const { companyId, timezone, days } = opts;
  const today = sql`(now() at time zone ${timezone})::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  return queryRows<AnalyticsRow>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as "day", coalesce(v.views, 0)::int as "views",
          coalesce(l.n, 0)::int as "leads", (sum(coalesce(v.views, 0)) over ())::int as "totalViews",
          (sum(coalesce(l.n, 0)) over ())::int as "totalLeads",
          coalesce(o.n, 0)::int as "orders", coalesce(o.revenue, 0)::numeric(12, 2)::text as "revenue",
          coalesce(o.fees, 0)::numeric(12, 2)::text as "fees", (sum(coalesce(o.n, 0)) over ())::int as "totalOrders",
          (sum(coalesce(o.revenue, 0)) over ())::numeric(12, 2)::text as "totalRevenue",
          (sum(coalesce(o.fees, 0)) over ())::numeric(12, 2)::text as "totalFees"
        from (select g::date as day from generate_series(${first}, ${today}, interval '1 day') g) d
        left join ${landingPageViews} v on v.company_id = ${companyId} and v.day = d.day
        left join (
          select (${leads.createdAt} at time zone ${timezone})::date as day, count(*) as n from ${leads}
          where ${leads.companyId} = ${companyId}
            and ${leads.createdAt} >= (${first}::timestamp at time zone ${timezone})
          group by 1
        ) l on l.day = d.day
        left join (
          select (${storefrontOrders.paidAt} at time zone ${timezone})::date as day, count(*) as n,
            sum(${storefrontOrders.total}) as revenue, sum(${storefrontOrders.feeAmount}) as fees
          from ${storefrontOrders}
          where ${storefrontOrders.companyId} = ${companyId} and ${storefrontOrders.status} in ('paid', 'fulfilled')
            and ${storefrontOrders.paidAt} >= (${first}::timestamp at time zone ${timezone})
          group by 1
        ) o on o.day = d.day
        order by d.day`,
  );
}
