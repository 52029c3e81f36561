import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/customers/csv';
import { INVOICE_CSV_COLUMNS } from '../../../shared/invoices/invoices.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { users } from '../../db/schema';
import { invoiceHelpers } from './invoices.test-helpers';

describe('the invoices CSV export', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const lines = (body: string) => parseCsv(body).map((r) => r.fields);

  it('writes the invoice table newest first: exact totals, days on the business calendar, safe cells', async () => {
    const { company, customer, cookie, user } = await h.ownerWithCustomer();
    await t.db.update(users).set({ timezone: 'Pacific/Auckland' }).where(eq(users.id, user.id));
    await h.seedInvoice(company.id, customer.id, {
      invoiceNumber: 'INV-1',
      total: '1234.50',
      dueDate: '2026-04-04',
      createdAt: new Date('2026-03-05T12:30:00Z'), // already March 6 in Auckland
    });
    await h.seedInvoice(company.id, customer.id, {
      invoiceNumber: 'INV-2',
      customerName: '@SUM(A1), "Ltd"',
      total: '0.10',
      status: 'paid',
      dueDate: null,
      createdAt: new Date('2026-03-07T00:00:00Z'),
    });

    const response = await h.call('GET', '/api/invoices/export.csv', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    expect(lines(response.body)).toEqual([
      [...INVOICE_CSV_COLUMNS],
      ['INV-2', '\'@SUM(A1), "Ltd"', 'Mar 07, 2026', '', '0.10', 'Paid'],
      ['INV-1', 'Dana Whitfield', 'Mar 06, 2026', 'Apr 04, 2026', '1234.50', 'Draft'],
    ]);
  });

  it("filters as the list does (status, search), refuses a bad filter, never shows another company's", async () => {
    const { company, customer, cookie } = await h.ownerWithCustomer();
    const other = await h.ownerWithCustomer();
    await h.seedInvoice(company.id, customer.id, { invoiceNumber: 'A-1', notes: 'Pool opening', status: 'sent' });
    await h.seedInvoice(company.id, customer.id, { invoiceNumber: 'A-2', notes: 'Hedge trim', status: 'sent' });
    await h.seedInvoice(company.id, customer.id, { invoiceNumber: 'A-3', notes: 'Pool closing', status: 'paid' });
    await h.seedInvoice(other.company.id, other.customer.id, {
      invoiceNumber: 'OTHER-1',
      notes: 'Pool',
      status: 'sent',
    });

    const numbers = async (query: string) => {
      const response = await h.call('GET', `/api/invoices/export.csv${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return lines(response.body)
        .slice(1)
        .map((r) => r[0]);
    };
    expect(await numbers('')).toEqual(['A-3', 'A-2', 'A-1']);
    expect(await numbers('?status=sent')).toEqual(['A-2', 'A-1']);
    expect(await numbers('?search=POOL')).toEqual(['A-3', 'A-1']);
    expect(await numbers('?status=sent&search=pool')).toEqual(['A-1']);

    const bad = await h.call('GET', '/api/invoices/export.csv?status=lost', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown invoice status');
    expect((await h.call('GET', `/api/invoices/export.csv?search=${'x'.repeat(101)}`, cookie)).statusCode).toBe(400);
    expect((await h.call('GET', '/api/invoices/export.csv')).statusCode).toBe(401);
  });
});
