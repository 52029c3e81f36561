import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { queryRows } from '../db/client';
import { DEEP_OFFSET, listPageMessages, SEARCH_COUNT_CAP } from '../lib/list-page';

/**
 * The invoice, customer and quote lists: a deep offset page is the same page as plain SQL's OFFSET, a cursor
 * walks the whole list exactly once in its order, a bad cursor is a 400 and another company's reveals nothing.
 * Rows share their sort value in runs, so the id tie-break is exercised.
 */
describe('the paged lists', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let other: Awaited<ReturnType<typeof signedInOwner>>;

  /** Customers named in runs of three, invoices and quotes created in runs of four at the same moment. */
  async function seedLists(companyId: number, n: { customers: number; invoices: number; quotes: number }) {
    await t.db.execute(sql`
      insert into customers (company_id, name, access_token)
      select ${companyId}, 'Customer ' || (g / 3), 'tok-' || ${companyId} || '-' || g
      from generate_series(1, ${n.customers}) g`);
    const [{ first }] = await queryRows<{ first: number }>(
      t.db,
      sql`select min(id) as first from customers where company_id = ${companyId}`,
    );
    await t.db.execute(sql`
      insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount, subtotal,
                            total, status, items, notes, created_at)
      select ${companyId}, ${first} + g % ${n.customers}, 'INV-' || g, 'x', 'x@example.com', 10, 10, 10,
             (array['draft', 'sent', 'paid'])[1 + g % 3], '[]',
             case when g % 2 = 0 then 'Gutter cleaning' else 'Mowing' end,
             timestamptz '2026-01-01 00:00:00.123456Z' + (g / 4) * interval '1 minute 0.000001 second'
      from generate_series(1, ${n.invoices}) g`);
    await t.db.execute(sql`
      insert into quotes (company_id, customer_id, quote_number, amount, status, items, preview_token, created_at)
      select ${companyId}, ${first} + g % ${n.customers}, 'Q-' || g, 10, (array['draft', 'sent'])[1 + g % 2], '[]',
             'preview-' || ${companyId} || '-' || g,
             timestamptz '2026-01-01 00:00:00.5Z' + (g / 4) * interval '1 second'
      from generate_series(1, ${n.quotes}) g`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInOwner(t);
    other = await signedInOwner(t);
    await seedLists(owner.company.id, { customers: 40, invoices: 90, quotes: 45 });
    await seedLists(other.company.id, { customers: 5, invoices: 9, quotes: 5 });
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie = owner.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const idsOf = (body: string) => (JSON.parse(body) as { id: number }[]).map((r) => r.id);

  type Order = (companyId: number) => ReturnType<typeof sql>;
  /** Each list, each filter it offers, and the same list in plain SQL for a company. */
  const lists: { path: string; order: Order }[] = [
    {
      path: '/api/invoices',
      order: (c) => sql`from invoices where company_id = ${c} order by created_at desc, id desc`,
    },
    {
      path: '/api/invoices?status=paid',
      order: (c) => sql`from invoices where company_id = ${c} and status = 'paid' order by created_at desc, id desc`,
    },
    {
      path: '/api/invoices?search=gutter',
      order: (c) =>
        sql`from invoices where company_id = ${c} and notes ilike '%gutter%' order by created_at desc, id desc`,
    },
    { path: '/api/customers', order: (c) => sql`from customers where company_id = ${c} order by name, id` },
    {
      path: '/api/customers?search=customer%201',
      order: (c) => sql`from customers where company_id = ${c} and name ilike '%customer 1%' order by name, id`,
    },
    { path: '/api/quotes', order: (c) => sql`from quotes where company_id = ${c} order by created_at desc, id desc` },
    {
      path: '/api/quotes?status=sent',
      order: (c) => sql`from quotes where company_id = ${c} and status = 'sent' order by created_at desc, id desc`,
    },
  ];

  /** Every id of the owner's list, in its order. */
  async function allIds(order: Order) {
    const rows = await queryRows<{ id: number }>(t.db, sql`select id ${order(owner.company.id)}`);
    return rows.map((r) => r.id);
  }

  const url = (path: string, params: string) => `${path}${path.includes('?') ? '&' : '?'}${params}`;

  it.each(lists)('$path: a deep offset page is the same page as counting rows to skip', async ({ path, order }) => {
    const all = await allIds(order);
    expect(all.length).toBeGreaterThan(10);
    for (const offset of [0, 7, all.length - 3, all.length]) {
      const response = await get(url(path, `limit=5&offset=${offset}`));
      expect(response.statusCode).toBe(200);
      expect(idsOf(response.body)).toEqual(all.slice(offset, offset + 5));
      expect(response.headers['x-total-count']).toBe(String(all.length));
      expect(response.headers['x-total-count-exact']).toBeUndefined();
    }
  });

  it('a page deep in a long list, read from its end, is the same page as counting rows to skip', async () => {
    const deep = await signedInOwner(t);
    const n = 3 * DEEP_OFFSET + 100;
    await seedLists(deep.company.id, { customers: n, invoices: n, quotes: n });
    const c = deep.company.id;
    for (const [path, order] of [
      ['/api/invoices', sql`from invoices where company_id = ${c} order by created_at desc, id desc`],
      [
        '/api/invoices?status=paid',
        sql`from invoices where company_id = ${c} and status = 'paid' order by created_at desc, id desc`,
      ],
      ['/api/quotes', sql`from quotes where company_id = ${c} order by created_at desc, id desc`],
      [
        '/api/quotes?status=sent',
        sql`from quotes where company_id = ${c} and status = 'sent' order by created_at desc, id desc`,
      ],
      ['/api/customers', sql`from customers where company_id = ${c} order by name, id`],
    ] as const) {
      const all = (await queryRows<{ id: number }>(t.db, sql`select id ${order}`)).map((r) => r.id);
      const offsets = [DEEP_OFFSET - 1, DEEP_OFFSET, all.length - 6, all.length - 5, all.length - 1, all.length];
      for (const offset of offsets.filter((o) => o >= all.length / 2)) {
        const response = await get(url(path, `limit=5&offset=${offset}`), deep.cookie);
        expect(response.statusCode).toBe(200);
        expect(idsOf(response.body), `${path} at ${offset}`).toEqual(all.slice(offset, offset + 5));
        expect(response.headers['x-total-count']).toBe(String(all.length));
        // Its next cursor goes on where the page ended, and none is given on the last page.
        const cursor = response.headers['x-next-cursor'] as string | undefined;
        expect(Boolean(cursor), `${path} at ${offset}`).toBe(offset + 5 < all.length);
        if (!cursor) continue;
        const next = await get(url(path, `limit=5&cursor=${encodeURIComponent(cursor)}`), deep.cookie);
        expect(idsOf(next.body)).toEqual(all.slice(offset + 5, offset + 10));
      }
    }
  });

  it.each(lists)('$path: the cursor walks the whole list exactly once, in order', async ({ path, order }) => {
    const all = await allIds(order);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const response = await get(url(path, `limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
      expect(response.statusCode).toBe(200);
      seen.push(...idsOf(response.body));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
  });

  it.each(lists)("$path: another company's cursor shows only the reader's own rows", async ({ path, order }) => {
    const theirs = await get(url(path, 'limit=2'), other.cookie);
    const cursor = theirs.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return; // their filtered list fits on one page: no cursor to try
    const response = await get(url(path, `limit=200&cursor=${encodeURIComponent(cursor)}`));
    expect(response.statusCode).toBe(200);
    const own = new Set(await allIds(order));
    for (const id of idsOf(response.body)) expect(own.has(id)).toBe(true);
  });

  it.each(['/api/invoices', '/api/customers', '/api/quotes'])('%s: refuses a bad cursor with 400', async (path) => {
    const next = (await get(`${path}?limit=2`)).headers['x-next-cursor'] as string;
    const foreignList = path === '/api/quotes' ? '/api/invoices' : '/api/quotes';
    const wrongList = (await get(`${foreignList}?limit=2`)).headers['x-next-cursor'] as string;
    const forged = Buffer.from(JSON.stringify(['invoices', 'not a time', 1])).toString('base64url');
    const badDay = Buffer.from(JSON.stringify(['quotes', '2026-02-31T00:00:00.000000Z', 1])).toString('base64url');
    for (const cursor of ['garbage', wrongList, forged, badDay, `${next}x`]) {
      const response = await get(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({
        message: listPageMessages.badCursor,
        fields: { cursor: listPageMessages.badCursor },
      });
    }
    const both = await get(`${path}?offset=2&cursor=${encodeURIComponent(next)}`);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      message: listPageMessages.cursorWithOffset,
      fields: { offset: listPageMessages.cursorWithOffset },
    });
  });

  it('counts a search exactly up to the cap, then says "at least"', async () => {
    const { company, cookie } = await signedInOwner(t);
    await seedLists(company.id, { customers: 3, invoices: 2 * SEARCH_COUNT_CAP + 20, quotes: 1 });
    const matches = SEARCH_COUNT_CAP + 10; // every second invoice is about gutters
    const first = await get('/api/invoices?search=gutter&limit=50', cookie);
    expect(first.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(first.headers['x-total-count-exact']).toBe('false');
    // The last page's end gives the exact total.
    const last = await get(`/api/invoices?search=gutter&limit=50&offset=${matches - 4}`, cookie);
    expect(idsOf(last.body)).toHaveLength(4);
    expect(last.headers['x-total-count']).toBe(String(matches));
    expect(last.headers['x-total-count-exact']).toBeUndefined();
    // Without a search the kept count is exact.
    const all = await get('/api/invoices?limit=1', cookie);
    expect(all.headers['x-total-count']).toBe(String(2 * SEARCH_COUNT_CAP + 20));
    expect(all.headers['x-total-count-exact']).toBeUndefined();
  });

  it('answers the summaries from the kept totals, equal to counting the rows', async () => {
    const c = owner.company.id;
    const [inv] = await queryRows<Record<string, string>>(
      t.db,
      sql`select
        count(*) filter (where status not in ('draft', 'cancelled'))::int as "billed",
        coalesce(sum(total) filter (where status not in ('draft', 'cancelled')), 0)::numeric(14,2)::text as "billedSum",
        count(*) filter (where status = 'paid')::int as "paid",
        coalesce(sum(total) filter (where status = 'paid'), 0)::numeric(14,2)::text as "paidSum",
        count(*) filter (where status in ('sent', 'viewed'))::int as "pending",
        coalesce(sum(total) filter (where status in ('sent', 'viewed')), 0)::numeric(14,2)::text as "pendingSum"
        from invoices where company_id = ${c}`,
    );
    expect((await get('/api/invoices/summary')).json()).toEqual({
      totalRevenue: { amount: inv.billedSum, count: inv.billed },
      paid: { amount: inv.paidSum, count: inv.paid },
      pending: { amount: inv.pendingSum, count: inv.pending },
      overdue: { amount: '0.00', count: 0 },
    });
    const [cus] = await queryRows<{ total: number; active: number }>(
      t.db,
      sql`select count(*)::int as total,
                 count(*) filter (where exists (select 1 from invoices i where i.customer_id = c.id))::int as active
          from customers c where company_id = ${c}`,
    );
    expect((await get('/api/customers/summary')).json()).toEqual(cus);
    const [quo] = await queryRows<Record<string, string | number>>(
      t.db,
      sql`select sum(amount)::text as "totalValue", count(*)::int as count,
                 count(*) filter (where status = 'accepted')::int as accepted,
                 count(*) filter (where status = 'sent')::int as pending
          from quotes where company_id = ${c}`,
    );
    expect((await get('/api/quotes/summary')).json()).toEqual(quo);
  });
});
