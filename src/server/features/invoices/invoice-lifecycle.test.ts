import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceForm, invoiceHelpers } from './invoices.test-helpers';

describe('paying, cancelling, printing and guarding invoices', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  it('reads one invoice', async () => {
    const { cookie, customer } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const invoice = await h.create(cookie, customer.id);
    const response = await h.call('GET', `/api/invoices/${invoice.id}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: invoice.id, invoiceNumber: 'INV-0001', total: '180.00' });
    expect((await h.call('GET', '/api/invoices/999999', cookie)).statusCode).toBe(404);
    expect((await h.call('GET', '/api/invoices/abc', cookie)).statusCode).toBe(400);
  });

  it('marks an invoice paid on the given day, or now', async () => {
    const { cookie, customer } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const first = await h.create(cookie, customer.id);
    const paid = await h.call('POST', `/api/invoices/${first.id}/mark-paid`, cookie, {
      paymentMethod: 'check',
      paidDate: '2024-03-05',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentMethod: 'check' });
    expect(paid.json().paidDate.slice(0, 10)).toBe('2024-03-05');

    const second = await h.create(cookie, customer.id);
    const before = Date.now();
    const now = await h.call('POST', `/api/invoices/${second.id}/mark-paid`, cookie, { paymentMethod: 'cash' });
    expect(now.json()).toMatchObject({ status: 'paid', paymentMethod: 'cash' });
    expect(Date.parse(now.json().paidDate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses to mark paid twice, a cancelled invoice, or without a payment method', async () => {
    const { cookie, customer } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const invoice = await h.create(cookie, customer.id);
    const bad = await h.call('POST', `/api/invoices/${invoice.id}/mark-paid`, cookie, { paymentMethod: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose how it was paid');
    const badDate = await h.call('POST', `/api/invoices/${invoice.id}/mark-paid`, cookie, {
      paymentMethod: 'card',
      paidDate: '05/03/2024',
    });
    expect(badDate.json().message).toBe('Please enter a valid date');
    expect((await h.row(invoice.id)).status).toBe('draft');

    await h.call('POST', `/api/invoices/${invoice.id}/mark-paid`, cookie, { paymentMethod: 'card' });
    const again = await h.call('POST', `/api/invoices/${invoice.id}/mark-paid`, cookie, { paymentMethod: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already paid.');
    expect((await h.row(invoice.id)).paymentMethod).toBe('card');

    const cancelled = await h.create(cookie, customer.id);
    await h.call('POST', `/api/invoices/${cancelled.id}/cancel`, cookie);
    const refused = await h.call('POST', `/api/invoices/${cancelled.id}/mark-paid`, cookie, { paymentMethod: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cancelled invoices cannot be marked as paid.');
    expect((await h.row(cancelled.id)).status).toBe('cancelled');
  });

  it('cancels any invoice but a paid one', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    for (const status of ['draft', 'sent', 'viewed', 'overdue']) {
      const invoice = await h.seedInvoice(company.id, customer.id, { status, dueDate: '2099-01-01' });
      const response = await h.call('POST', `/api/invoices/${invoice.id}/cancel`, cookie);
      expect(response.statusCode, status).toBe(200);
      expect(response.json().status).toBe('cancelled');
    }
    const paid = await h.seedInvoice(company.id, customer.id, { status: 'paid' });
    const refused = await h.call('POST', `/api/invoices/${paid.id}/cancel`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Paid invoices cannot be cancelled.');
    expect((await h.row(paid.id)).status).toBe('paid');
  });

  it('refuses to send a paid or cancelled invoice', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    for (const status of ['paid', 'cancelled']) {
      const invoice = await h.seedInvoice(company.id, customer.id, { status });
      const response = await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe('Paid or cancelled invoices cannot be sent.');
      expect(await h.row(invoice.id)).toMatchObject({ emailsSent: 0, lastEmailId: null });
    }
  });

  it('serves the invoice as a PDF named after its number', async () => {
    const { cookie, customer } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const invoice = await h.create(cookie, customer.id, { tax: '14.40' });
    const response = await h.call('GET', `/api/invoices/${invoice.id}/pdf`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="INV-0001.pdf"');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of ['Invoice INV-0001', 'Greenline Landscaping', 'Dana Whitfield', '4 Oak Ave']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Weekly lawn mowing');
    expect(text).toContain('$194.40');
    expect(text).toContain('Apr 04, 2099');
  });

  it("answers 404 to every verb on another company's invoice and changes nothing", async () => {
    const owner = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const invoice = await h.create(owner.cookie, owner.customer.id);
    const stranger = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const url = `/api/invoices/${invoice.id}`;
    const attempts = [
      h.call('GET', url, stranger.cookie),
      h.call('PUT', url, stranger.cookie, invoiceForm(stranger.customer.id)),
      h.call('POST', `${url}/send`, stranger.cookie),
      h.call('POST', `${url}/mark-paid`, stranger.cookie, { paymentMethod: 'cash' }),
      h.call('POST', `${url}/cancel`, stranger.cookie),
      h.call('GET', `${url}/pdf`, stranger.cookie),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invoice not found' });
    }
    expect(await h.row(invoice.id)).toMatchObject({
      status: 'draft',
      customerId: owner.customer.id,
      emailsSent: 0,
      paidDate: null,
    });
    const list = await h.call('GET', '/api/invoices', stranger.cookie);
    expect(list.json()).toEqual([]);
  });

  it("keeps each company's billing settings, reminders on and partial payments off by default", async () => {
    const { cookie } = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const other = await h.ownerWithCustomer({ phone: '555-0142', address: '4 Oak Ave' });
    const defaults = { paymentRemindersEnabled: true, allowPartialPayments: false };
    expect((await h.call('GET', '/api/billing-settings', cookie)).json()).toEqual(defaults);
    const off = await h.call('PUT', '/api/billing-settings', cookie, { paymentRemindersEnabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...defaults, paymentRemindersEnabled: false });
    // One setting changed, the other kept.
    const partial = await h.call('PUT', '/api/billing-settings', cookie, { allowPartialPayments: true });
    expect(partial.json()).toEqual({ paymentRemindersEnabled: false, allowPartialPayments: true });
    expect((await h.call('GET', '/api/billing-settings', cookie)).json()).toEqual(partial.json());
    expect((await h.call('GET', '/api/billing-settings', other.cookie)).json()).toEqual(defaults);
    const bad = await h.call('PUT', '/api/billing-settings', cookie, { paymentRemindersEnabled: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await h.call('GET', '/api/billing-settings', cookie)).json()).toEqual(partial.json());
    expect((await h.call('GET', '/api/billing-settings')).statusCode).toBe(401);
  });
});
