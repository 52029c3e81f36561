import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { queryRows } from './client';
import { customers, invoices, quotes } from './schema';
import { seedOwner } from './seed/factories';

/** The list figures kept by triggers (migration 0010) against counting the rows themselves. */
describe('the customer and quote figures kept by triggers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const kept = async (companyId: number) =>
    (
      await queryRows<{ customers: number; active: number }>(
        t.db,
        sql`select customer_count as customers, active_customer_count as active from customer_totals
            where company_id = ${companyId}`,
      )
    )[0] ?? { customers: 0, active: 0 };
  const counted = async (companyId: number) =>
    (
      await queryRows<{ customers: number; active: number }>(
        t.db,
        sql`select count(*)::int as customers,
                   count(*) filter (where exists (select 1 from invoices i where i.customer_id = c.id))::int as active
            from customers c where c.company_id = ${companyId}`,
      )
    )[0];
  const perCustomer = (companyId: number) =>
    queryRows<{ id: number; kept: number; counted: number }>(
      t.db,
      sql`select c.id, c.invoice_count as kept, (select count(*)::int from invoices i where i.customer_id = c.id) as counted
          from customers c where c.company_id = ${companyId} order by c.id`,
    );
  const expectCustomerFigures = async (companyId: number, expected: { customers: number; active: number }) => {
    expect(await counted(companyId)).toEqual(expected);
    expect(await kept(companyId)).toEqual(expected);
    for (const row of await perCustomer(companyId)) expect(row.kept).toBe(row.counted);
  };

  const invoice = (companyId: number, customerId: number, n: number) => ({
    companyId,
    customerId,
    invoiceNumber: `INV-${n}`,
    customerName: 'x',
    customerEmail: 'x@example.com',
    amount: '1.00',
    subtotal: '1.00',
    total: '1.00',
    items: [],
  });

  it('counts customers, and those with an invoice as active, through inserts, moves and deletes', async () => {
    const a = (await seedOwner(t.db)).company;
    const b = (await seedOwner(t.db)).company;
    const customer = (companyId: number, name: string) => ({ companyId, name, accessToken: `tok-${companyId}-${name}` });
    const [a1] = await t.db.insert(customers).values(customer(a.id, 'a1')).returning();
    const [a2, a3, a4] = await t.db
      .insert(customers)
      .values([customer(a.id, 'a2'), customer(a.id, 'a3'), customer(a.id, 'a4')])
      .returning();
    const [b1] = await t.db.insert(customers).values(customer(b.id, 'b1')).returning();
    await expectCustomerFigures(a.id, { customers: 4, active: 0 });

    // One statement: two invoices of a1, one of a2, one of the other company's b1.
    const [i1, , i3] = await t.db
      .insert(invoices)
      .values([invoice(a.id, a1.id, 1), invoice(a.id, a1.id, 2), invoice(a.id, a2.id, 3), invoice(b.id, b1.id, 1)])
      .returning();
    await expectCustomerFigures(a.id, { customers: 4, active: 2 });
    await expectCustomerFigures(b.id, { customers: 1, active: 1 });

    // A draft moved to another customer: a2 loses its only invoice, a3 gains one.
    await t.db.update(invoices).set({ customerId: a3.id }).where(eq(invoices.id, i3.id));
    await expectCustomerFigures(a.id, { customers: 4, active: 2 });
    expect((await perCustomer(a.id)).map((r) => r.kept)).toEqual([2, 0, 1, 0]);
    await t.db.update(invoices).set({ emailsSent: 1 }).where(eq(invoices.companyId, a.id)); // moves nothing
    await expectCustomerFigures(a.id, { customers: 4, active: 2 });

    await t.db.delete(invoices).where(eq(invoices.id, i1.id)); // a1 keeps one
    await expectCustomerFigures(a.id, { customers: 4, active: 2 });
    await t.db.delete(invoices).where(eq(invoices.customerId, a3.id)); // a3 has none left
    await expectCustomerFigures(a.id, { customers: 4, active: 1 });
    await t.db.delete(customers).where(inArray(customers.id, [a2.id, a4.id]));
    await expectCustomerFigures(a.id, { customers: 2, active: 1 });
    await expectCustomerFigures(b.id, { customers: 1, active: 1 });
  });

  it('keep quote counts and amounts by status equal to counting the quotes', async () => {
    const { company } = await seedOwner(t.db);
    const [c] = await t.db
      .insert(customers)
      .values({ companyId: company.id, name: 'Q', accessToken: `tok-q-${company.id}` })
      .returning();
    const rows = await t.db
      .insert(quotes)
      .values(
        [1, 2, 3, 4].map((n) => ({
          companyId: company.id,
          customerId: c.id,
          quoteNumber: `Q-${n}`,
          amount: `${n}0.25`,
          items: [],
          previewToken: `preview-${company.id}-${n}`,
        })),
      )
      .returning();
    await t.db.update(quotes).set({ status: 'sent' }).where(inArray(quotes.id, [rows[0].id, rows[1].id]));
    await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, rows[1].id));
    await t.db.update(quotes).set({ amount: '99.99' }).where(eq(quotes.id, rows[2].id));
    await t.db.update(quotes).set({ emailsSent: 2 }).where(eq(quotes.companyId, company.id)); // moves nothing
    await t.db.delete(quotes).where(eq(quotes.id, rows[3].id));

    const expected = await queryRows(
      t.db,
      sql`select status, count(*)::int as "quoteCount", sum(amount)::numeric(14,2)::text as total
          from quotes where company_id = ${company.id} group by status order by status`,
    );
    const keptByStatus = await queryRows(
      t.db,
      sql`select status, quote_count as "quoteCount", total::text as total from quote_status_totals
          where company_id = ${company.id} and quote_count <> 0 order by status`,
    );
    expect(keptByStatus).toEqual(expected);
    expect(keptByStatus).toEqual([
      { status: 'accepted', quoteCount: 1, total: '20.25' },
      { status: 'draft', quoteCount: 1, total: '99.99' },
      { status: 'sent', quoteCount: 1, total: '10.25' },
    ]);
  });
});
