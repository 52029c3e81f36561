import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteSchema } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { genericPlan } from '../../../test/generic-plan';
import { emailOutbox, quotes } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { seedQuoteCustomer } from './quote-fixtures';
import { quotePageQuery } from './quote-json.queries';

/** The quote list is written by the database (quote-json.queries.ts): each must be exactly the API's quote. */
describe("the quote list's statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every quote exactly as reading it alone answers it, every field in every state', async () => {
    const { cookie, company } = await signedInOwner(t);
    const customer = await seedQuoteCustomer(t.db, { companyId: company.id, name: 'Renée "Ree" O\'Hara' });
    const tricky = 'Quotes " and \\ backslash, tab\tnew\nline, émoji 🌱, <b>html</b>, control \u0001';
    const [mail] = await t.db
      .insert(emailOutbox)
      .values({
        to: 'ree@example.com',
        subject: 'Quote',
        text: 't',
        html: 'h',
        status: 'failed',
        lastError: 'No "box"',
      })
      .returning();
    const item = { description: tricky, quantity: 2.5, rate: '10.01', amount: '25.03' };
    const base = { companyId: company.id, customerId: customer.id, amount: '25.03', items: [item] };
    await t.db.insert(quotes).values([
      { ...base, quoteNumber: 'Q-1', previewToken: newToken(), description: null, notes: null, validUntil: null },
      {
        ...base,
        quoteNumber: 'Q-2',
        previewToken: newToken(),
        description: tricky,
        notes: 'Gate "B"',
        validUntil: '2030-02-28',
        status: 'declined',
        sentDate: new Date('2026-01-31T23:59:59.999Z'),
        declinedDate: new Date('2026-02-01T00:00:00.001Z'),
        declineReason: tricky,
        signerName: 'Ree',
        lastEmailId: mail.id,
      },
    ]);

    const list = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie } });
    expect([list.statusCode, list.headers['content-type'], list.headers['x-total-count']]).toEqual([
      200,
      'application/json; charset=utf-8',
      '2',
    ]);
    const listed = z.array(quoteSchema.strict()).parse(list.json());
    expect(listed.map((q) => q.quoteNumber).sort()).toEqual(['Q-1', 'Q-2']);
    for (const quote of listed) {
      const alone = await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}`, headers: { cookie } });
      expect(quote).toEqual(alone.json());
    }
    expect(listed.find((q) => q.quoteNumber === 'Q-2')).toMatchObject({
      description: tricky,
      delivery: { status: 'failed', error: 'No "box"', to: 'ree@example.com' },
      declinedDate: '2026-02-01T00:00:00.001Z',
    });
  });

  it('plans, without the values, the page from its index alone and those quotes by key', async () => {
    const { company } = await signedInOwner(t);
    const customer = await seedQuoteCustomer(t.db, { companyId: company.id });
    await t.db.execute(sql`insert into quotes (company_id, customer_id, quote_number, amount, items, preview_token)
      select ${company.id}, ${customer.id}, 'B-' || n, '1.00', '[]', md5(n::text) from generate_series(1, 3000) n`);
    await t.db.execute(sql`analyze quotes`);
    const values = {
      companyId: company.id,
      status: 'sent',
      limit: 20,
      scanLimit: 21,
      scanOffset: 0,
      afterKey: '2026-01-01',
      afterId: 1,
    };
    for (const byStatus of [false, true]) {
      for (const [byCursor, fromEnd] of [
        [false, false],
        [true, false],
        [false, true],
      ]) {
        const plan = await genericPlan(t.db, quotePageQuery(t.db, { byStatus, byCursor, fromEnd }), values);
        expect(plan).toMatch(/Index Only Scan/);
        expect(plan).not.toMatch(/Seq Scan on quotes|"Relation Name":"quotes","Alias":"quotes"[^}]*"Node Type":"Seq/);
        expect(plan).not.toMatch(/Hash/);
      }
    }
  });
});
