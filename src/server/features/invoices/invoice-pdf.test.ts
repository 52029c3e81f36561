import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceHelpers } from './invoices.test-helpers';

describe("the invoice PDF's payments", () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  async function pdfText(id: number, cookie: string) {
    const response = await h.call('GET', `/api/invoices/${id}/pdf`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    return text;
  }

  it('shows nothing paid on an unpaid invoice, then the amount paid and the balance, then PAID', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id); // $180.00
    const unpaid = await pdfText(invoice.id, cookie);
    expect(unpaid).toContain('Total $180.00');
    expect(unpaid).not.toContain('Amount paid');
    expect(unpaid).not.toContain('Balance due');
    expect(unpaid).not.toContain('PAID');

    const payment = await h.call('POST', `/api/invoices/${invoice.id}/payments`, cookie, {
      amount: '40.50',
      paymentMethod: 'check',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const partly = await pdfText(invoice.id, cookie);
    expect(partly).toContain('Total $180.00\nAmount paid $40.50\nBalance due $139.50');
    expect(partly).not.toContain('PAID');

    const paid = await h.call('POST', `/api/invoices/${invoice.id}/mark-paid`, cookie, { paymentMethod: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const settled = await pdfText(invoice.id, cookie);
    expect(settled).toContain('Amount paid $180.00\nBalance due $0.00');
    expect(settled).toContain('PAID');
  });

  it('stamps an invoice of $0.00 marked paid, with no payment rows', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(customer.companyId, customer.id, { status: 'paid', total: '0.00' });
    const text = await pdfText(invoice.id, cookie);
    expect(text).toContain('PAID');
    expect(text).not.toContain('Amount paid');
  });
});
