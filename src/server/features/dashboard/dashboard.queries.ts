import { sql, type SQL } from 'drizzle-orm';
import { REVENUE_MONTHS } from '../../../shared/dashboard/dashboard.schemas';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../lib/json-object';
import { customerTotals, invoiceStatusTotals, merchandiseOrders, paidRevenueByDay } from '../../db/schema';

const OUTSTANDING = sql.raw(`'sent', 'viewed', 'overdue'`);

const money = (sum: SQL) => sql`coalesce(${sum}, 0)::numeric(14, 2)::text`;
/** What is still due on the invoices in `statuses`: their totals less what their payments brought in. */
const statusBalance = (statuses: SQL) =>
  sql`sum(${invoiceStatusTotals.total} - ${invoiceStatusTotals.amountPaid}) filter (where ${invoiceStatusTotals.status} in (${statuses}))`;
const statusCount = (statuses: SQL) =>
  sql<number>`coalesce(sum(${invoiceStatusTotals.invoiceCount}) filter (where ${invoiceStatusTotals.status} in (${statuses})), 0)::int`;

/**
 * The dashboard's figures in one statement, prepared once per connection. The invoice figures are sums over the
 * company's rows of invoice_status_totals, which triggers keep per status (count, total and amount paid; at most
 * six rows whatever the number of invoices); the customers come from customer_totals, kept the same way; merchandise orders are summed
 * through their company index. The months are calendar months in the owner's time zone, the zone
 * paid_revenue_by_day keeps its days in (at most a year of days), oldest first, a month without payments 0.00.
 */
function dashboardStatement(db: Db) {
  const companyId = sql.placeholder('companyId');
  const timezone = sql.placeholder('timezone');
  // Orders paid for and not cancelled: a pending one waits for the provider's confirmation.
  const orders = sql`${merchandiseOrders.companyId} = ${companyId} and ${merchandiseOrders.status} not in ('pending', 'cancelled')`;
  const thisMonth = sql`date_trunc('month', now() at time zone ${timezone}::text)`;
  const months = sql`generate_series(${thisMonth} - make_interval(months => ${REVENUE_MONTHS - 1}), ${thisMonth}, interval '1 month') as m(start)`;
  const monthRevenue = sql`(select sum(${paidRevenueByDay.total}) from ${paidRevenueByDay}
    where ${paidRevenueByDay.companyId} = ${companyId}
      and ${paidRevenueByDay.day} >= m.start::date and ${paidRevenueByDay.day} < (m.start + interval '1 month')::date)`;
  return db
    .select({
      // Money received (payments, partial ones included, less refunds), not what paid invoices were billed.
      totalRevenue: sql<string>`${money(sql`(select sum(${paidRevenueByDay.total}) from ${paidRevenueByDay}
        where ${paidRevenueByDay.companyId} = ${companyId})`)}`,
      paidCount: statusCount(sql`'paid'`),
      // Partial payments counted: a sent invoice paid in part owes only its balance.
      outstanding: sql<string>`${money(statusBalance(OUTSTANDING))}`,
      outstandingCount: statusCount(OUTSTANDING),
      overdueCount: statusCount(sql`'overdue'`),
      customers: sql<number>`coalesce((select ${customerTotals.customerCount} from ${customerTotals}
        where ${customerTotals.companyId} = ${companyId}), 0)::int`,
      commission: sql<string>`${money(sql`(select sum(${merchandiseOrders.commission}) from ${merchandiseOrders} where ${orders})`)}`,
      supplySales: sql<string>`${money(sql`(select sum(${merchandiseOrders.total}) from ${merchandiseOrders} where ${orders})`)}`,
      revenueByMonth: sql<{ month: string; revenue: string }[]>`(select json_agg(json_build_object(
          'month', to_char(m.start, 'YYYY-MM'), 'revenue', ${money(monthRevenue)}) order by m.start) from ${months})`,
    })
    .from(invoiceStatusTotals)
    .where(sql`${invoiceStatusTotals.companyId} = ${companyId}`)
    .prepare('dashboard_stats');
}

/** Every figure of the owner's dashboard (see dashboardStatement), the months in `timezone`. */
export async function findDashboardStats(db: Db, opts: { companyId: number; timezone: string }) {
  const statement = preparedOnce(db, 'dashboard_stats', () => dashboardStatement(db));
  const [row] = await statement.execute(opts);
  return row;
}
