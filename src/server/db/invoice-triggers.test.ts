import { eq, sql } from 'drizzle-orm';
import { queryRows } from './client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { customers, documentCounters, invoices, paymentRefunds, payments, users } from './schema';

describe('the invoice figures kept by triggers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const paidDays = (companyId: number) =>
    queryRows(
      t.db,
      sql`select day::text as day, total::text as total from paid_revenue_by_day
          where company_id = ${companyId} and total <> 0 order by day`,
    );
  const countOf = async (companyId: number) =>
    (await t.db.select().from(documentCounters).where(eq(documentCounters.companyId, companyId)))[0]?.invoiceCount ?? 0;

  it('follows inserts of one or many rows and deletes, company by company', async () => {
    const a = (await signedInOwner(t)).company;
    const b = (await signedInOwner(t)).company;
    const [ca] = await t.db.insert(customers).values({ companyId: a.id, name: 'A', accessToken: 'tok-a' }).returning();
    const [cb] = await t.db.insert(customers).values({ companyId: b.id, name: 'B', accessToken: 'tok-b' }).returning();
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
    await t.db.insert(invoices).values(invoice(a.id, ca.id, 1));
    await t.db.insert(invoices).values([2, 3, 4].map((n) => invoice(a.id, ca.id, n)).concat(invoice(b.id, cb.id, 1)));
    expect(await countOf(a.id)).toBe(4);
    expect(await countOf(b.id)).toBe(1);
    await t.db
      .delete(invoices)
      .where(sql`${invoices.companyId} = ${a.id} and ${invoices.invoiceNumber} in ('INV-1', 'INV-2')`);
    expect(await countOf(a.id)).toBe(2);
    expect(await countOf(b.id)).toBe(1);
  });

  it('keep totals by status equal to counting the invoices, and revenue by day to adding their payments', async () => {
    const { company, user } = await signedInOwner(t, { timezone: 'America/Chicago' });
    const [c] = await t.db
      .insert(customers)
      .values({ companyId: company.id, name: 'C', accessToken: `tok-${company.id}` })
      .returning();
    const base = {
      companyId: company.id,
      customerId: c.id,
      customerName: 'C',
      customerEmail: 'c@example.com',
      items: [],
    };
    const inserted = await t.db
      .insert(invoices)
      .values(
        [1, 2, 3, 4, 5].map((n) => ({
          ...base,
          invoiceNumber: `T-${n}`,
          amount: `${n}0.00`,
          subtotal: `${n}0.00`,
          total: `${n}0.25`,
          status: n <= 2 ? 'paid' : 'sent',
          // 03:00 UTC is still the evening before in Chicago.
          paidDate: n <= 2 ? new Date(`2026-03-0${n}T03:00:00Z`) : null,
        })),
      )
      .returning();
    await t.db
      .update(invoices)
      .set({ status: 'paid', paidDate: new Date('2026-03-05T18:00:00Z') })
      .where(eq(invoices.id, inserted[2].id));
    // Money received: 10.00 and 20.25 at 03:00 UTC, still the evening before in Chicago; 30.25 on March 5th.
    const paidAt = (day: string) => new Date(`${day}T03:00:00Z`);
    const [, , third] = await t.db
      .insert(payments)
      .values([
        {
          companyId: company.id,
          invoiceId: inserted[0].id,
          amount: '10.00',
          method: 'cash',
          paidAt: paidAt('2026-03-02'),
        },
        {
          companyId: company.id,
          invoiceId: inserted[1].id,
          amount: '20.25',
          method: 'check',
          paidAt: paidAt('2026-03-02'),
        },
        {
          companyId: company.id,
          invoiceId: inserted[2].id,
          amount: '30.25',
          method: 'card',
          paidAt: new Date('2026-03-05T18:00:00Z'),
        },
      ])
      .returning();
    // Refunds count on their own day: 5.25 given back on March 7th; another, deleted, moves nothing in the end.
    const refund = (amount: string) => ({
      companyId: company.id,
      paymentId: third.id,
      amount,
      refundedAt: new Date('2026-03-07T18:00:00Z'),
    });
    await t.db.insert(paymentRefunds).values(refund('5.25'));
    const [mistake] = await t.db.insert(paymentRefunds).values(refund('1.00')).returning();
    await t.db.delete(paymentRefunds).where(eq(paymentRefunds.id, mistake.id));
    await expect(
      t.db.update(paymentRefunds).set({ amount: '2.00' }).where(eq(paymentRefunds.paymentId, third.id)),
    ).rejects.toThrow();
    // Part of an invoice paid: the status's received money follows.
    await t.db.update(invoices).set({ amountPaid: '12.00' }).where(eq(invoices.id, inserted[4].id));
    await t.db.update(payments).set({ reference: 'no figure moves' }).where(eq(payments.companyId, company.id));
    await t.db.update(invoices).set({ total: '99.99' }).where(eq(invoices.id, inserted[3].id));
    await t.db.update(invoices).set({ emailsSent: 3 }).where(eq(invoices.companyId, company.id)); // no figure moves
    await t.db.delete(invoices).where(eq(invoices.id, inserted[0].id)); // and its payment with it

    const expectedByStatus = await queryRows(
      t.db,
      sql`select status, count(*)::int as "invoiceCount", sum(total)::numeric(14,2)::text as total,
                 sum(amount_paid)::numeric(14,2)::text as "amountPaid"
          from invoices where company_id = ${company.id} group by status order by status`,
    );
    const kept = await queryRows(
      t.db,
      sql`select status, invoice_count as "invoiceCount", total::text as total, amount_paid::text as "amountPaid"
          from invoice_status_totals where company_id = ${company.id} and invoice_count <> 0 order by status`,
    );
    expect(kept).toEqual(expectedByStatus);
    expect(kept).toEqual([
      { status: 'paid', invoiceCount: 2, total: '50.50', amountPaid: '0.00' },
      { status: 'sent', invoiceCount: 2, total: '150.24', amountPaid: '12.00' },
    ]);
    expect(await paidDays(company.id)).toEqual([
      { day: '2026-03-01', total: '20.25' }, // paid 2026-03-02T03:00Z: March 1st in Chicago
      { day: '2026-03-05', total: '30.25' },
      { day: '2026-03-07', total: '-5.25' }, // the refund, on its own day
    ]);
    expect(user.timezone).toBe('America/Chicago');

    // The owner moves to Berlin: every paid day is filed again under Berlin's calendar.
    await t.db.update(users).set({ timezone: 'Europe/Berlin' }).where(eq(users.id, user.id));
    expect(await paidDays(company.id)).toEqual([
      { day: '2026-03-02', total: '20.25' }, // 2026-03-02T03:00Z is 04:00 on March 2nd in Berlin
      { day: '2026-03-05', total: '30.25' },
      { day: '2026-03-07', total: '-5.25' },
    ]);
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id)); // nothing to refile
    expect(await paidDays(company.id)).toHaveLength(3);
  });
});
