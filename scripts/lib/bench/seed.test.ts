import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals, type LineItem } from '../../../src/shared/billing/line-items';
import { queryRows } from '../../../src/server/db/client';
import { createTestApp, type TestApp } from '../../../src/test/app';
import { signedInOwner } from '../../../src/test/auth';
import { checkRoute } from './measure';
import { benchRoutes, type Owner } from './routes';
import { seedBusiness } from './seed';
import { PAYMENTS_PER_INVOICE } from './seed-payments';
import { seedVisits } from './seed-visits';
import { CUSTOMER_SEARCH_TERM, INVOICE_SEARCH_TERM, jobNotes } from './vocabulary';

const size = { customers: 100, invoices: 1_000, quotes: 200, notifications: 20 };

describe('the bench business', () => {
  let t: TestApp;
  let base: string;
  let companyId: number;
  let smallId: number;
  const cookies = {} as Record<Owner, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const big = await signedInOwner(t);
    const small = await signedInOwner(t);
    companyId = big.company.id;
    smallId = small.company.id;
    await seedBusiness(t.db, { companyId, userId: big.user.id }, size);
    await seedBusiness(t.db, { companyId: small.company.id, userId: small.user.id }, { ...size, invoices: 100 });
    await seedVisits(t.db, companyId, 2_000);
    Object.assign(cookies, { big: big.cookie, small: small.cookie });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers every route the bench measures with data, over HTTP', async () => {
    const routes = benchRoutes(size).filter((r) => r.goal !== 'reference');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const { total } = await checkRoute(base, route.path, { cookie: cookies[route.owner] });
      if (route.path.includes('offset=')) expect(total, route.name).toBeGreaterThan(0);
    }
  });

  it('books no technician twice, finished behind now and open ahead', async () => {
    const [row] = await queryRows<{ n: number; clashes: number; openPast: number; doneAhead: number }>(
      t.db,
      sql`select (select count(*)::int from appointments where company_id = ${companyId}) as n,
                 (select count(*)::int from appointments a join appointments b
                    on b.company_id = a.company_id and b.assigned_technician = a.assigned_technician and b.id > a.id
                   where a.company_id = ${companyId} and a.start_time < b.end_time + interval '15 minutes'
                     and b.start_time < a.end_time + interval '15 minutes') as clashes,
                 (select count(*)::int from appointments where company_id = ${companyId}
                    and start_time < now() - interval '1 day' and status not in ('completed', 'cancelled')) as "openPast",
                 (select count(*)::int from appointments where company_id = ${companyId}
                    and start_time > now() and status = 'completed') as "doneAhead"`,
    );
    expect(row).toEqual({ n: 2_000, clashes: 0, openPast: 0, doneAhead: 0 });
  });

  it('writes invoices whose figures are the app calculation of their several lines', async () => {
    const rows = await queryRows<{
      items: LineItem[];
      subtotal: string;
      tax: string;
      discount: string;
      total: string;
      amount: string;
    }>(t.db, sql`select items, subtotal, tax, discount, total, amount from invoices where company_id = ${companyId}`);
    expect(rows).toHaveLength(size.invoices);
    const lineCounts = new Set<number>();
    for (const row of rows) {
      const totals = computeTotals(row.items, row.tax, row.discount);
      expect({ items: row.items, subtotal: row.subtotal, total: row.total, amount: row.amount }).toEqual({
        items: totals.items,
        subtotal: totals.subtotal,
        total: totals.total,
        amount: totals.subtotal,
      });
      lineCounts.add(row.items.length);
    }
    expect([...lineCounts].sort()).toEqual([1, 2, 3, 4]);
    const quotes = await queryRows<{ items: LineItem[]; amount: string }>(
      t.db,
      sql`select items, amount from quotes where company_id = ${companyId}`,
    );
    expect(quotes).toHaveLength(size.quotes);
    for (const quote of quotes) expect(quote.amount).toBe(computeTotals(quote.items).total);
  });

  it('pays the invoices as a business is paid: in parts, partly, with a few refunds on later days', async () => {
    const rows = await queryRows<{ company: number; payments: number; invoices: number; refunds: number }>(
      t.db,
      sql`select p.company_id as company, count(*)::int as payments, count(distinct p.invoice_id)::int as invoices,
                 (select count(*)::int from payment_refunds r where r.company_id = p.company_id) as refunds
          from payments p group by 1 order by 1`,
    );
    expect(rows.map(({ company, payments }) => ({ company, payments }))).toEqual([
      { company: companyId, payments: size.invoices * PAYMENTS_PER_INVOICE },
      { company: smallId, payments: 100 * PAYMENTS_PER_INVOICE },
    ]);
    expect(rows[0].refunds).toBeGreaterThan(5);
    const [shape] = await queryRows<Record<string, number>>(
      t.db,
      sql`with parts as (select i.status, i.total, i.amount_paid, count(p.id)::int as n,
                                coalesce(sum(p.amount), 0) - coalesce(sum(p.refunded_amount), 0) as net
                         from invoices i left join payments p on p.invoice_id = i.id
                         where i.company_id = ${companyId} group by i.id)
          select count(*) filter (where status = 'paid' and n = 1)::int as paid_in_one,
                 count(*) filter (where status = 'paid' and n = 2)::int as paid_in_two,
                 count(*) filter (where status = 'paid' and n = 3)::int as paid_in_three,
                 count(*) filter (where status in ('sent', 'viewed', 'overdue') and n > 0)::int as open_partly_paid,
                 count(*) filter (where amount_paid <> net)::int as amount_paid_not_payments,
                 count(*) filter (where (status = 'paid') <> (amount_paid = total))::int as paid_not_settled,
                 (select count(*)::int from payments p
                    where p.refunded_amount <> (select coalesce(sum(r.amount), 0) from payment_refunds r
                                                where r.payment_id = p.id)) as refunded_not_refunds,
                 (select count(*)::int from payment_refunds r join payments p on p.id = r.payment_id
                    where (r.refunded_at at time zone 'America/New_York')::date
                          <= (p.paid_at at time zone 'America/New_York')::date) as refunds_same_day
          from parts`,
    );
    expect(shape).toMatchObject({
      amount_paid_not_payments: 0,
      paid_not_settled: 0,
      refunded_not_refunds: 0,
      refunds_same_day: 0,
    });
    for (const key of ['paid_in_one', 'paid_in_two', 'paid_in_three', 'open_partly_paid']) {
      expect(shape[key], key).toBeGreaterThan(10);
    }
  });

  it('leaves the kept totals equal to recomputing them from invoices, payments and refunds', async () => {
    const [mismatches] = await queryRows<{ revenue: number; totals: number; days: number }>(
      t.db,
      sql`with revenue as (
            select m.company_id, (m.at at time zone u.timezone)::date as day, sum(m.net) as total
            from (select company_id, paid_at as at, amount as net from payments
                  union all select company_id, refunded_at, -amount from payment_refunds) m
            join companies c on c.id = m.company_id join users u on u.id = c.user_id
            group by 1, 2 having sum(m.net) <> 0),
          totals as (
            select company_id, status, count(*)::int as invoice_count, sum(total) as total,
                   sum(amount_paid) as amount_paid
            from invoices group by 1, 2)
          select (select count(*)::int from revenue r full join paid_revenue_by_day d using (company_id, day)
                  where r.total is distinct from d.total) as revenue,
                 (select count(*)::int from totals s full join invoice_status_totals k using (company_id, status)
                  where (s.invoice_count, s.total, s.amount_paid)
                        is distinct from (k.invoice_count, k.total, k.amount_paid)) as totals,
                 (select count(*)::int from paid_revenue_by_day where company_id = ${companyId}) as days`,
    );
    expect(mismatches.days).toBeGreaterThan(300);
    expect(mismatches).toMatchObject({ revenue: 0, totals: 0 });
  });

  it('matches the search terms in a known share of the rows, among varied notes', async () => {
    const [counts] = await queryRows<{ matches: number; notes: number; customers: number }>(
      t.db,
      sql`select count(*) filter (where notes ilike ${`%${INVOICE_SEARCH_TERM}%`})::int as matches,
                 count(distinct notes)::int as notes,
                 (select count(*)::int from customers where company_id = ${companyId}
                    and lower(name || ' ' || coalesce(email, '')) like ${`%${CUSTOMER_SEARCH_TERM}%`}) as customers
          from invoices where company_id = ${companyId}`,
    );
    expect(counts.matches).toBe(size.invoices / jobNotes.length);
    expect(counts.notes).toBeGreaterThan(jobNotes.length * 3);
    expect(counts.customers).toBeGreaterThanOrEqual(1);
    expect(counts.customers).toBeLessThanOrEqual(size.customers / 25);
  });

  it('leaves nothing for the overdue and expiry sweeps to change: open documents are not yet due', async () => {
    const [stale] = await queryRows<{ invoices: number; quotes: number; statuses: string[] }>(
      t.db,
      sql`select (select count(*)::int from invoices where status in ('sent', 'viewed') and due_date < current_date) as invoices,
                 (select count(*)::int from quotes where status = 'sent' and valid_until < current_date) as quotes,
                 (select array_agg(distinct status order by status) from invoices where company_id = ${companyId}) as statuses`,
    );
    expect(stale).toEqual({
      invoices: 0,
      quotes: 0,
      statuses: ['cancelled', 'draft', 'overdue', 'paid', 'sent', 'viewed'],
    });
  });
});
