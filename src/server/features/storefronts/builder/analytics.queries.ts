import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { landingPageViews, leads } from '../../../db/schema';

type AnalyticsRow = { day: string; views: number; leads: number; totalViews: number; totalLeads: number };

/**
 * Each of the last `days` days in `timezone`, oldest first and ending today there, with the storefront's page
 * views (kept per day: its primary key) and the leads received that day (the leads' company index, then only
 * those since the period's first midnight there), a day without either 0; each row also carries the period's totals.
 */
export async function findAnalyticsDays(db: Db, opts: { companyId: number; timezone: string; days: number }) {
  const { companyId, timezone, days } = opts;
  const today = sql`(now() at time zone ${timezone})::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  return queryRows<AnalyticsRow>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as "day", coalesce(v.views, 0)::int as "views",
          coalesce(l.n, 0)::int as "leads", (sum(coalesce(v.views, 0)) over ())::int as "totalViews",
          (sum(coalesce(l.n, 0)) over ())::int as "totalLeads"
        from (select g::date as day from generate_series(${first}, ${today}, interval '1 day') g) d
        left join ${landingPageViews} v on v.company_id = ${companyId} and v.day = d.day
        left join (
          select (${leads.createdAt} at time zone ${timezone})::date as day, count(*) as n from ${leads}
          where ${leads.companyId} = ${companyId}
            and ${leads.createdAt} >= (${first}::timestamp at time zone ${timezone})
          group by 1
        ) l on l.day = d.day
        order by d.day`,
  );
}
