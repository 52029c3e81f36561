import { count, desc, eq, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { customerTotals, invoiceStatusTotals, merchandiseOrders, paidRevenueByDay } from '../../db/schema';

const OUTSTANDING = ['sent', 'viewed', 'overdue'];

/**
 * Every figure of the dashboard but the months. The invoice figures come from invoice_status_totals, which
 * triggers keep per company and status (a handful of rows whatever the number of invoices), and the customers
 * from customer_totals, kept the same way; merchandise orders are summed through their company index.
 */
export async function findDashboardFigures(db: Db, opts: { companyId: number }) {
  const orders = sql`${merchandiseOrders.companyId} = ${opts.companyId} and ${merchandiseOrders.status} <> 'cancelled'`;
  const [byStatus, [others]] = await Promise.all([
    db
      .select({
        status: invoiceStatusTotals.status,
        count: invoiceStatusTotals.invoiceCount,
        total: invoiceStatusTotals.total,
      })
      .from(invoiceStatusTotals)
      .where(eq(invoiceStatusTotals.companyId, opts.companyId)),
    queryRows<{ customers: number; commission: string; supplySales: string }>(
      db,
      sql`select
        coalesce((select ${customerTotals.customerCount} from ${customerTotals} where ${customerTotals.companyId} = ${opts.companyId}), 0)::int as "customers",
        coalesce((select sum(${merchandiseOrders.commission}) from ${merchandiseOrders} where ${orders}), 0)::numeric(14,2)::text as "commission",
        coalesce((select sum(${merchandiseOrders.total}) from ${merchandiseOrders} where ${orders}), 0)::numeric(14,2)::text as "supplySales"`,
    ),
  ]);
  const sumOf = (statuses: string[]) => {
    const rows = byStatus.filter((r) => statuses.includes(r.status));
    return {
      count: rows.reduce((n, r) => n + r.count, 0),
      total: fromCents(rows.reduce((cents, r) => cents + toCents(r.total), 0)),
    };
  };
  const paid = sumOf(['paid']);
  const outstanding = sumOf(OUTSTANDING);
  return {
    totalRevenue: paid.total,
    paidCount: paid.count,
    outstanding: outstanding.total,
    outstandingCount: outstanding.count,
    overdueCount: sumOf(['overdue']).count,
    customers: Number(others.customers),
    commission: others.commission,
    supplySales: others.supplySales,
  };
}

/**
 * Paid revenue per calendar month in `timezone`, the last `months` months (the current one included), oldest
 * first; a month without payments reads 0.00. Read from paid_revenue_by_day, which triggers keep per company
 * and day of payment in the owner's time zone: at most a year of days, however many invoices.
 */
export async function findRevenueByMonth(db: Db, opts: { companyId: number; timezone: string; months: number }) {
  return queryRows<{ month: string; revenue: string }>(
    db,
    sql`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone ${opts.timezone}) - make_interval(months => ${opts.months - 1}),
        date_trunc('month', now() at time zone ${opts.timezone}),
        interval '1 month'
      )::date as start
    ),
    paid as (
      select date_trunc('month', ${paidRevenueByDay.day})::date as start, sum(${paidRevenueByDay.total}) as revenue
      from ${paidRevenueByDay}
      where ${paidRevenueByDay.companyId} = ${opts.companyId}
        and ${paidRevenueByDay.day} >= (select min(start) from months)
      group by 1
    )
    select to_char(months.start, 'YYYY-MM') as month, coalesce(paid.revenue, 0)::numeric(14,2)::text as revenue
    from months left join paid on paid.start = months.start
    order by months.start`,
  );
}

export async function findMerchandiseOrders(db: Db, opts: { companyId: number; limit: number; offset: number }) {
  const where = eq(merchandiseOrders.companyId, opts.companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(merchandiseOrders)
      .where(where)
      .orderBy(desc(merchandiseOrders.createdAt), desc(merchandiseOrders.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(merchandiseOrders).where(where),
  ]);
  return { rows, total: Number(total.n) };
}
