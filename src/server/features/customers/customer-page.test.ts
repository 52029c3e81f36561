import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListItemSchema } from '../../../shared/customers/customers.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { genericPlan } from '../../../test/generic-plan';
import { customerPageQuery } from './customer-json.queries';
import { customerHelpers } from './customers.test-helpers';

describe("the customer list's statement", () => {
  let t: TestApp;
  let companyId: number;
  // Enough customers that reading the table whole is not the cheaper plan, and the statistics that say so.
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await signedInOwner(t)).company.id;
    await t.db.execute(sql`insert into customers (company_id, name, email, access_token)
      select ${companyId}, 'Customer ' || n, 'c' || n || '@example.com', md5(n::text) from generate_series(1, 3000) n`);
    await t.db.execute(sql`analyze customers`);
  });
  afterAll(() => t.close());

  const values = () => ({
    companyId,
    limit: 50,
    scanLimit: 51,
    scanOffset: 0,
    pattern: '%okafor%',
    afterKey: 'M',
    afterId: 1,
  });

  it("plans, without the values, the page's ids from the name index alone and those customers by key", async () => {
    for (const [byCursor, fromEnd] of [
      [false, false],
      [true, false],
      [false, true],
    ]) {
      const plan = await genericPlan(t.db, customerPageQuery(t.db, { bySearch: false, byCursor, fromEnd }), values());
      expect(plan).toMatch(/Index Only Scan.*customers_company_id_name_id_index/);
      expect(plan).toMatch(/Index Only Scan.*invoices_customer_sums_idx/);
      expect(plan).not.toMatch(/Seq Scan|Hash/);
    }
  });

  it('plans a search by its trigram index, whatever the pattern', async () => {
    const plan = await genericPlan(t.db, customerPageQuery(t.db, { bySearch: true, byCursor: false }), values());
    expect(plan).toMatch(/Bitmap Index Scan.*customers_search_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('lists every customer exactly as reading it alone answers it, with its sums and count of invoices', async () => {
    const h = customerHelpers(t);
    const { cookie, company } = await signedInOwner(t);
    const tricky = 'Quotes " and \\ backslash, tab\tnew\nline, émoji 🌱, <b>html</b>, control \u0001';
    const ree = await h.seedCustomer(company.id, {
      name: 'Renée "Ree" O\'Hara',
      email: 'ree@example.com',
      notes: tricky,
    });
    await h.seedCustomer(company.id, { name: 'Bare', email: null, phone: null, address: null, notes: null });
    await h.seedInvoice(company.id, ree.id, 'paid', '1234567.89');
    await h.seedInvoice(company.id, ree.id, 'paid', '0.11');
    await h.seedInvoice(company.id, ree.id, 'overdue', '10.50');
    await h.seedInvoice(company.id, ree.id, 'draft', '99.00');
    expect((await h.call('POST', '/api/customers', cookie, { name: 'Made by the API' })).statusCode).toBe(201);

    const list = await h.call('GET', '/api/customers', cookie);
    expect([list.statusCode, list.headers['content-type'], list.headers['x-total-count']]).toEqual([
      200,
      'application/json; charset=utf-8',
      '3',
    ]);
    const listed = z.array(customerListItemSchema.strict()).parse(list.json());
    expect(listed.map((c) => c.name)).toEqual(['Bare', 'Made by the API', 'Renée "Ree" O\'Hara']);
    for (const { paid, pending, invoiceCount, ...customer } of listed) {
      expect(customer).toEqual((await h.call('GET', `/api/customers/${customer.id}`, cookie)).json());
      const own = customer.id === ree.id;
      expect({ paid, pending, invoiceCount }).toEqual(
        own
          ? { paid: '1234568.00', pending: '10.50', invoiceCount: 4 }
          : { paid: '0.00', pending: '0.00', invoiceCount: 0 },
      );
    }
    expect(listed.find((c) => c.id === ree.id)?.notes).toBe(tricky);
  });
});
