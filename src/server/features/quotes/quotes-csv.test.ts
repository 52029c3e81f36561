import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/customers/csv';
import { QUOTE_CSV_COLUMNS } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { quotes, users } from '../../db/schema';
import { EXPORT_BATCH } from '../../lib/csv-export';
import { newToken } from '../../lib/tokens';
import { seedQuoteCustomer, quoteTestApi } from './quote-fixtures';
import { exportQuotes } from './quotes-csv.service';

const item = (amount: string) => [{ description: 'Work', quantity: 1, rate: amount, amount }];

describe('the quotes CSV export', () => {
  let t: TestApp;
  const api = quoteTestApi(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Quotes written straight to the database, with the given creation times and statuses. */
  async function seedQuotes(companyId: number, customerId: number, rows: Partial<typeof quotes.$inferInsert>[]) {
    await t.db.insert(quotes).values(
      rows.map((row, i) => ({
        companyId,
        customerId,
        quoteNumber: `Q-${i + 1}`,
        amount: '100.00',
        items: item('100.00'),
        previewToken: newToken(),
        ...row,
      })),
    );
  }

  const lines = (body: string) => parseCsv(body).map((r) => r.fields);

  it('writes every quote newest first: exact money, the business day, spreadsheet-safe cells', async () => {
    const owner = await api.owner();
    await t.db.update(users).set({ timezone: 'America/Los_Angeles' }).where(eq(users.id, owner.user.id));
    const risky = await seedQuoteCustomer(t.db, { companyId: owner.company.id, name: '=HYPERLINK("x"), "Ltd"' });
    await seedQuotes(owner.company.id, owner.customer.id, [
      // 03:00 UTC on March 5 is still March 4 in Los Angeles.
      { quoteNumber: 'Q-1', amount: '1234.50', createdAt: new Date('2026-03-05T03:00:00Z') },
      { quoteNumber: 'Q-2', amount: '0.10', status: 'accepted', createdAt: new Date('2026-03-06T18:00:00Z') },
    ]);
    await seedQuotes(owner.company.id, risky.id, [
      { quoteNumber: 'Q-3', amount: '99999999.99', status: 'sent', createdAt: new Date('2026-03-07T12:00:00Z') },
    ]);

    const response = await api.call('GET', '/api/quotes/export.csv', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quotes.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('"\'=HYPERLINK(""x""), ""Ltd"""');
    expect(lines(response.body)).toEqual([
      [...QUOTE_CSV_COLUMNS],
      ['Q-3', '\'=HYPERLINK("x"), "Ltd"', '99999999.99', 'Sent', 'Mar 07, 2026'],
      ['Q-2', 'Dana Whitfield', '0.10', 'Accepted', 'Mar 06, 2026'],
      ['Q-1', 'Dana Whitfield', '1234.50', 'Draft', 'Mar 04, 2026'],
    ]);
  });

  it("filters by the list's status, refuses an unknown one, and never shows another company's quotes", async () => {
    const owner = await api.owner();
    const other = await api.owner();
    await seedQuotes(owner.company.id, owner.customer.id, [
      { quoteNumber: 'Q-1', status: 'sent' },
      { quoteNumber: 'Q-2', status: 'draft' },
    ]);
    await seedQuotes(other.company.id, other.customer.id, [{ quoteNumber: 'OTHER-1', status: 'sent' }]);

    const sent = await api.call('GET', '/api/quotes/export.csv?status=sent', owner.cookie);
    expect(lines(sent.body).map((r) => r[0])).toEqual(['Quote Number', 'Q-1']);
    const all = await api.call('GET', '/api/quotes/export.csv', owner.cookie);
    expect(lines(all.body)).toHaveLength(3);
    expect(all.body).not.toContain('OTHER');

    const bad = await api.call('GET', '/api/quotes/export.csv?status=lost', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect((await api.call('GET', '/api/quotes/export.csv')).statusCode).toBe(401);
  });

  it('reads a large export in batches while it is sent, each quote once, the same creation time or not', async () => {
    const owner = await api.owner();
    const count = EXPORT_BATCH * 2 + 7;
    await seedQuotes(
      owner.company.id,
      owner.customer.id,
      Array.from({ length: count }, (_, i) => ({ createdAt: new Date(Date.UTC(2026, 0, 2, 0, 0, i)) })),
    );
    // A third share the same instant, to the microsecond (finer than a JavaScript date): the batches' keys
    // must keep it exactly and break the tie by id.
    await t.db
      .update(quotes)
      .set({ createdAt: sql`'2026-01-01 00:00:00.123456+00'` })
      .where(and(eq(quotes.companyId, owner.company.id), sql`${quotes.id} % 3 = 0`));

    // Not built in memory first: after the first batch has been written, a quote added to the end of the
    // order still appears, because the later batches are read only when the file gets there.
    const file = (await exportQuotes(t.db, owner.company.id, {}))[Symbol.asyncIterator]();
    const chunks = [(await file.next()).value, (await file.next()).value];
    expect(parseCsv(chunks[1])).toHaveLength(EXPORT_BATCH);
    await seedQuotes(owner.company.id, owner.customer.id, [
      { quoteNumber: 'LATE-1', createdAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    for (let next = await file.next(); !next.done; next = await file.next()) chunks.push(next.value);
    const numbers = lines(chunks.join(''))
      .slice(1)
      .map((r) => r[0]);
    expect(numbers).toHaveLength(count + 1);
    expect(new Set(numbers).size).toBe(count + 1);
    expect(numbers.at(-1)).toBe('LATE-1');

    const response = await api.call('GET', '/api/quotes/export.csv', owner.cookie);
    expect(response.headers['content-length']).toBeUndefined(); // streamed, not one buffer
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(lines(response.body)).toHaveLength(count + 2);
  });
});
