import { and, count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { customers, invoices, merchandiseOrders } from '../../db/schema';

const OUTSTANDING = ['sent', 'viewed', 'overdue'];
const money = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(${expression}, 0)::numeric(14,2)`;

/**
 * Every figure of the dashboard but the months, in one statement: invoices are read through the
 * (company_id, status, due_date) index for the statuses counted, customers and merchandise orders through their
 * company indexes.
 */
export async function findDashboardFigures(db: Db, opts: { companyId: number }) {
  const orders = and(eq(merchandiseOrders.companyId, opts.companyId), ne(merchandiseOrders.status, 'cancelled'));
  const customerCount = db.select({ n: count() }).from(customers).where(eq(customers.companyId, opts.companyId));
  const commission = db
    .select({ sum: sum(merchandiseOrders.commission) })
    .from(merchandiseOrders)
    .where(orders);
  const supplySales = db
    .select({ sum: sum(merchandiseOrders.total) })
    .from(merchandiseOrders)
    .where(orders);
  const outstanding = inArray(invoices.status, OUTSTANDING);
  const [row] = await db
    .select({
      totalRevenue: money(sql`sum(${invoices.total}) filter (where ${invoices.status} = 'paid')`),
      paidCount: sql<number>`(count(*) filter (where ${invoices.status} = 'paid'))::int`,
      outstanding: money(sql`sum(${invoices.total}) filter (where ${outstanding})`),
      outstandingCount: sql<number>`(count(*) filter (where ${outstanding}))::int`,
      overdueCount: sql<number>`(count(*) filter (where ${invoices.status} = 'overdue'))::int`,
      customers: sql<number>`(${customerCount})::int`,
      commission: money(sql`(${commission})`),
      supplySales: money(sql`(${supplySales})`),
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, opts.companyId), inArray(invoices.status, ['paid', ...OUTSTANDING])));
  return row;
}

/**
 * Paid revenue per calendar month in `timezone`, the last `months` months (the current one included), oldest
 * first; a month without payments reads 0.00. The payments of those months come from the partial index
 * invoices_paid_date_idx (company_id, paid_date) where status is paid.
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
      ) as start
    ),
    paid as (
      select date_trunc('month', ${invoices.paidDate} at time zone ${opts.timezone}) as start, sum(${invoices.total}) as revenue
      from ${invoices}
      where ${invoices.companyId} = ${opts.companyId}
        and ${invoices.status} = 'paid'
        and ${invoices.paidDate} >= (select min(start) from months) at time zone ${opts.timezone}
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
