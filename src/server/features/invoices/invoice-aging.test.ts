import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/customers/csv';
import { INVOICE_AGING_CSV_COLUMNS, type InvoiceAging } from '../../../shared/invoices/invoice-aging.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { businessDayFromToday } from '../../../test/dates';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { findAgingSummary } from './invoice-aging.queries';
import { exportInvoiceAging, getInvoiceAging } from './invoice-aging.service';
import { invoiceHelpers } from './invoices.test-helpers';

/** The buckets as `key: count amount`, short to compare whole. */
const figures = (aging: InvoiceAging) => aging.buckets.map((b) => `${b.key}: ${b.count} ${b.amount}`);

async function text(lines: AsyncIterable<string>) {
  let body = '';
  for await (const chunk of lines) body += chunk;
  return body;
}

describe('the receivables aging', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  /** Due `days` ago on the business's calendar (test owners live in New York). */
  const pastDue = (days: number) => businessDayFromToday(-days);
  const lines = (body: string) => parseCsv(body).map((r) => r.fields);

  it('buckets the balances by days past due, across every boundary', async () => {
    const { company, customer, cookie } = await h.ownerWithCustomer();
    const seed = (days: number | null, total: string, status = 'sent') =>
      h.seedInvoice(company.id, customer.id, { status, total, dueDate: days === null ? null : pastDue(days) });
    await seed(-10, '1.00'); // due in ten days
    await seed(0, '2.00'); // due today
    await seed(null, '4.00');
    await seed(1, '10.00', 'overdue');
    await seed(30, '20.00', 'viewed');
    await seed(31, '100.00', 'overdue');
    await seed(60, '200.00', 'overdue');
    await seed(61, '1000.00', 'overdue');
    await seed(90, '2000.00', 'viewed');
    await seed(91, '10000.00', 'overdue');
    await seed(400, '20000.50', 'overdue');

    const response = await h.call('GET', '/api/invoices/aging', cookie);
    expect(response.statusCode, response.body).toBe(200);
    const aging = response.json<InvoiceAging>();
    expect(figures(aging)).toEqual([
      'current: 3 7.00',
      '1-30: 2 30.00',
      '31-60: 2 300.00',
      '61-90: 2 3000.00',
      '90+: 2 30000.50',
    ]);
    expect(aging.buckets.map((b) => b.label)).toEqual([
      'Current',
      '1-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
    ]);
    expect(aging.total).toEqual({ count: 11, amount: '33337.50' });
  });

  it("counts what is left to pay: partial payments by balance; paid, draft, cancelled and another company's left out", async () => {
    const { company, customer, cookie } = await h.ownerWithCustomer();
    const other = await h.ownerWithCustomer();
    const partly = await h.seedInvoice(company.id, customer.id, {
      status: 'overdue',
      total: '100.00',
      dueDate: pastDue(45),
    });
    const payment = await h.call('POST', `/api/invoices/${partly.id}/payments`, cookie, {
      amount: '40.00',
      paymentMethod: 'cash',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    await h.seedInvoice(company.id, customer.id, { status: 'paid', total: '50.00', dueDate: pastDue(45) });
    await h.seedInvoice(company.id, customer.id, { status: 'draft', total: '60.00', dueDate: pastDue(45) });
    await h.seedInvoice(company.id, customer.id, { status: 'cancelled', total: '70.00', dueDate: pastDue(45) });
    // Nothing left to pay, whatever the status says.
    await h.seedInvoice(company.id, customer.id, { status: 'sent', total: '0.00', dueDate: pastDue(45) });
    await h.seedInvoice(other.company.id, other.customer.id, {
      status: 'overdue',
      total: '80.00',
      dueDate: pastDue(45),
    });

    const aging = (await h.call('GET', '/api/invoices/aging', cookie)).json<InvoiceAging>();
    expect(figures(aging)).toEqual([
      'current: 0 0.00',
      '1-30: 0 0.00',
      '31-60: 1 60.00',
      '61-90: 0 0.00',
      '90+: 0 0.00',
    ]);
    expect(aging.total).toEqual({ count: 1, amount: '60.00' });

    const csv = await h.call('GET', '/api/invoices/aging.csv', cookie);
    expect(lines(csv.body)).toEqual([
      [...INVOICE_AGING_CSV_COLUMNS],
      [partly.invoiceNumber, 'Dana Whitfield', expect.any(String), '45', '31-60 days', '100.00', '40.00', '60.00'],
    ]);
  });

  it("counts the days on the business's calendar, not UTC's", async () => {
    const { company, customer, user } = await h.ownerWithCustomer();
    await t.db.update(users).set({ timezone: 'Pacific/Auckland' }).where(eq(users.id, user.id));
    const now = new Date('2026-03-05T12:30:00Z'); // already March 6 in Auckland
    await h.seedInvoice(company.id, customer.id, { status: 'sent', total: '5.00', dueDate: '2026-03-06' });
    await h.seedInvoice(company.id, customer.id, { status: 'sent', total: '7.00', dueDate: '2026-03-05' });
    await h.seedInvoice(company.id, customer.id, { status: 'overdue', total: '9.00', dueDate: '2025-12-05' });

    expect(figures(await getInvoiceAging(t.db, company.id, now))).toEqual([
      'current: 1 5.00',
      '1-30: 1 7.00',
      '31-60: 0 0.00',
      '61-90: 0 0.00',
      '90+: 1 9.00', // 91 days
    ]);
    const rows = lines(await text(exportInvoiceAging(t.db, company.id, now))).slice(1);
    expect(rows.map((r) => [r[2], r[3], r[4]])).toEqual([
      ['Dec 05, 2025', '91', 'Over 90 days'],
      ['Mar 05, 2026', '1', '1-30 days'],
      ['Mar 06, 2026', '0', 'Current'],
    ]);
  });

  it('exports the outstanding invoices most past due first, in batches, with safe cells and exact money', async () => {
    const { company, customer, cookie } = await h.ownerWithCustomer();
    const seed = (invoiceNumber: string, days: number | null, values: Record<string, string> = {}) =>
      h.seedInvoice(company.id, customer.id, {
        invoiceNumber,
        status: 'overdue',
        dueDate: days === null ? null : pastDue(days),
        ...values,
      });
    await seed('N-1', null);
    await seed('D-5', 5, { customerName: '=HYPERLINK("x"), Ltd', total: '1234.50', amountPaid: '0.10' });
    await seed('N-2', null);
    await seed('D-5b', 5);
    await seed('D-100', 100);
    await seed('F-3', -3, { status: 'sent' });
    await seed('PAID', 100, { status: 'paid' });

    const response = await h.call('GET', '/api/invoices/aging.csv', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoice-aging.csv"');
    expect(response.body.startsWith('\uFEFFInvoice Number,Customer,Due Date,Days Past Due,Bucket,Total,')).toBe(true);
    const rows = lines(response.body);
    expect(rows[0]).toEqual([...INVOICE_AGING_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['D-100', '100', 'Over 90 days'],
      ['D-5', '5', '1-30 days'],
      ['D-5b', '5', '1-30 days'],
      ['F-3', '0', 'Current'],
      ['N-1', '', 'Current'],
      ['N-2', '', 'Current'],
    ]);
    expect(rows[2]).toEqual([
      'D-5',
      '\'=HYPERLINK("x"), Ltd',
      expect.any(String),
      '5',
      '1-30 days',
      '1234.50',
      '0.10',
      '1234.40',
    ]);
    expect(rows[2][2]).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(rows[5][2]).toBe('');

    // Batches of two cut between equal due dates and among the invoices without one: nothing lost or repeated.
    const batched = lines(await text(exportInvoiceAging(t.db, company.id, new Date(), 2)));
    expect(batched).toEqual(rows);
  });

  it('answers an empty aging and an empty file for a company owed nothing', async () => {
    const { cookie } = await h.ownerWithCustomer();
    const aging = (await h.call('GET', '/api/invoices/aging', cookie)).json<InvoiceAging>();
    expect(aging.total).toEqual({ count: 0, amount: '0.00' });
    expect(aging.buckets.every((b) => b.count === 0 && b.amount === '0.00')).toBe(true);
    expect(lines((await h.call('GET', '/api/invoices/aging.csv', cookie)).body)).toEqual([
      [...INVOICE_AGING_CSV_COLUMNS],
    ]);
  });

  it('answers 401 to a stranger', async () => {
    for (const url of ['/api/invoices/aging', '/api/invoices/aging.csv']) {
      const response = await h.call('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('Invoice Number');
    }
  });

  // Either index leading with the company and the status reads only what is owed; they cost about the same here,
  // and at 100,000 invoices (the bench's business) PostgreSQL takes the smaller, (company_id, status, due_date).
  it('reads only the outstanding invoices, from the partial index of them (or one on company and status)', async () => {
    const { company, customer } = await h.ownerWithCustomer();
    // A business's history as the planner sees it: mostly paid, a few still owed.
    await t.db.execute(sql`
      insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount, subtotal,
                            total, amount_paid, status, due_date, items)
      select ${company.id}, ${customer.id}, 'H-' || g, 'Dana Whitfield', 'dana@example.com', 10, 10, 10,
             case when g % 100 = 0 then 0 else 10 end, case when g % 100 = 0 then 'overdue' else 'paid' end,
             date '2025-01-01' + g % 365, '[]'::jsonb
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`analyze invoices`);
    const query = findAgingSummary(t.db, { companyId: company.id, now: new Date() });
    const rows = await queryRows<Record<string, string>>(t.db, sql`explain ${query}`);
    const plan = rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toMatch(
      /Index (Only )?Scan (using|on) invoices_(outstanding_due_date|company_id_status_due_date|company_id_status_created_at_id)_index/,
    );
    expect(plan).toMatch(
      /Index Cond: \(company_id = \d+\)|Index Cond: \(\(company_id = \d+\) AND \(\(status\)::text = ANY/,
    );
    expect(plan).not.toContain('Seq Scan on invoices');
  });
});
