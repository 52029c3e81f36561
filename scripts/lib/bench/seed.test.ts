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
import { CUSTOMER_SEARCH_TERM, INVOICE_SEARCH_TERM, jobNotes } from './vocabulary';

const size = { customers: 100, invoices: 1_000, quotes: 200, notifications: 20 };

describe('the bench business', () => {
  let t: TestApp;
  let base: string;
  let companyId: number;
  const cookies = {} as Record<Owner, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const big = await signedInOwner(t);
    const small = await signedInOwner(t);
    companyId = big.company.id;
    await seedBusiness(t.db, { companyId, userId: big.user.id }, size);
    await seedBusiness(t.db, { companyId: small.company.id, userId: small.user.id }, { ...size, invoices: 100 });
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
