import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { DEFAULT_INVOICE_TERMS, DEFAULT_PAYMENT_INSTRUCTIONS } from '../../../shared/invoices/invoices.schemas';
import { invoiceForm, invoiceHelpers } from './invoices.test-helpers';
import { businessDayFromToday } from '../../../test/dates';

describe('creating and editing invoices', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  /** A signed-in owner with one customer. */

  it('creates a draft with the next number, figures computed on the server and the defaults filled in', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const response = await h.call(
      'POST',
      '/api/invoices',
      cookie,
      invoiceForm(customer.id, { tax: '12.5', discount: 2, terms: '', paymentInstructions: null }),
    );
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      invoiceNumber: 'INV-0001',
      customerId: customer.id,
      customerName: 'Dana Whitfield',
      customerEmail: 'dana@example.com',
      notes: 'Spring cleanup at the back yard',
      status: 'draft',
      dueDate: '2099-04-04',
      items: [{ description: 'Weekly lawn mowing', quantity: 4, rate: '45.00', amount: '180.00' }],
      amount: '180.00',
      subtotal: '180.00',
      tax: '12.50',
      discount: '2.00',
      total: '190.50',
      terms: DEFAULT_INVOICE_TERMS,
      paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS,
      emailsSent: 0,
      remindersSent: 0,
      sentDate: null,
      paidDate: null,
      delivery: null,
    });
    expect(await h.row(invoice.id)).toMatchObject({ companyId: company.id, total: '190.50', status: 'draft' });
    expect((await h.create(cookie, customer.id)).invoiceNumber).toBe('INV-0002');
  });

  it("counts the default due date from the business's today, in the owner's time zone", async () => {
    // 25 hours apart: at any moment, at least one of the two is not on the UTC calendar day.
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const owner = await signedInOwner(t, { timezone });
      const customer = await h.seedCustomer(owner.company.id);
      const invoice = await h.create(owner.cookie, customer.id, { dueDate: undefined });
      expect(invoice, timezone).toMatchObject({ dueDate: businessDayFromToday(30, timezone) });
    }
  });

  it('keeps the terms and instructions given, and sets the due date 30 days ahead when none is given', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id, {
      dueDate: undefined,
      terms: 'Net 15',
      paymentInstructions: 'Zelle to pay@greenline.test',
    });
    const expected = businessDayFromToday(30); // in the owner's time zone
    expect(invoice).toMatchObject({
      dueDate: expected,
      terms: 'Net 15',
      paymentInstructions: 'Zelle to pay@greenline.test',
    });
  });

  it('rounds every line to the cent and ignores totals sent by the client', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id, {
      items: [
        { description: 'Bags', quantity: 3, rate: '0.10', amount: '0.31' },
        { description: 'Chlorine', quantity: '0.33', rate: 10 },
        { description: 'Fuel surcharge', quantity: 1.5, rate: '0.05' },
      ],
      tax: '1',
      discount: '0.50',
      amount: '999',
      subtotal: '999',
      total: '999.99',
    });
    expect(invoice).toMatchObject({
      items: [
        { description: 'Bags', quantity: 3, rate: '0.10', amount: '0.30' },
        { description: 'Chlorine', quantity: 0.33, rate: '10.00', amount: '3.30' },
        { description: 'Fuel surcharge', quantity: 1.5, rate: '0.05', amount: '0.08' },
      ],
      amount: '3.68',
      subtotal: '3.68',
      total: '4.18',
    });
    expect((await h.row(invoice.id)).total).toBe('4.18');
  });

  it('never lets the total fall below zero', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    expect((await h.create(cookie, customer.id, { discount: '500' })).total).toBe('0.00');
  });

  it('hands out 10 distinct sequential numbers to 10 simultaneous creations', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => h.call('POST', '/api/invoices', cookie, invoiceForm(customer.id))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const numbers = responses.map((r) => r.json().invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
  });

  it.each([
    ['customerId', { customerId: 0 }, 'Please select a customer'],
    ['customerId', { customerId: undefined }, 'Please select a customer'],
    ['customerName', { customerName: '  ' }, 'Customer name is required'],
    ['customerName', { customerName: undefined }, 'Customer name is required'],
    ['customerEmail', { customerEmail: 'not-an-email' }, 'Valid email is required'],
    ['customerEmail', { customerEmail: undefined }, 'Valid email is required'],
    ['amount', { amount: -1 }, 'Amount cannot be negative'],
    ['subtotal', { subtotal: '-0.01' }, 'Subtotal cannot be negative'],
    ['total', { total: -5 }, 'Total cannot be negative'],
    ['tax', { tax: '-1' }, 'Tax cannot be negative'],
    ['discount', { discount: -2 }, 'Discount cannot be negative'],
    ['items', { items: [] }, 'At least one item is required'],
    ['items', { items: undefined }, 'At least one item is required'],
    ['items.0.description', { items: [{ description: ' ', quantity: 1, rate: 1 }] }, 'Description is required'],
    ['items.0.quantity', { items: [{ description: 'a', quantity: 0, rate: 1 }] }, 'Quantity must be greater than 0'],
    [
      'items.0.quantity',
      { items: [{ description: 'a', quantity: 0.001, rate: 1 }] },
      'Quantity must be greater than 0',
    ],
    ['items.0.rate', { items: [{ description: 'a', quantity: 1, rate: -1 }] }, 'Rate cannot be negative'],
    [
      'items.0.amount',
      { items: [{ description: 'a', quantity: 1, rate: 1, amount: -1 }] },
      'Amount cannot be negative',
    ],
  ])('refuses a bad %s with "%s", storing nothing', async (field, overrides, message) => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const response = await h.call('POST', '/api/invoices', cookie, invoiceForm(customer.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await h.invoicesOf(company.id)).toEqual([]);
  });

  it("refuses another company's customer, storing nothing and using no number", async () => {
    const { cookie, company } = await h.ownerWithCustomer();
    const stranger = await h.ownerWithCustomer();
    const response = await h.call('POST', '/api/invoices', cookie, invoiceForm(stranger.customer.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please select a customer',
      fields: { customerId: 'Please select a customer' },
    });
    expect(await h.invoicesOf(company.id)).toEqual([]);
    const own = await h.seedCustomer(company.id);
    expect((await h.create(cookie, own.id)).invoiceNumber).toBe('INV-0001');
  });

  it('refuses a total beyond what an invoice can hold', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const response = await h.call(
      'POST',
      '/api/invoices',
      cookie,
      invoiceForm(customer.id, { items: [{ description: 'Estate', quantity: 1000, rate: 99_999_999 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The invoice total cannot exceed $99,999,999.99');
    expect(await h.invoicesOf(company.id)).toEqual([]);
  });

  it('edits a draft, recomputing its figures and keeping its number', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const other = await h.seedCustomer(company.id, { name: 'Lee Park', email: 'lee@example.com' });
    const response = await h.call(
      'PUT',
      `/api/invoices/${invoice.id}`,
      cookie,
      invoiceForm(other.id, {
        customerName: 'Lee Park',
        customerEmail: 'LEE@example.com',
        items: [{ description: 'Gutter cleaning', quantity: 2, rate: '75.25' }],
        total: '1.00',
        notes: '',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      customerId: other.id,
      customerName: 'Lee Park',
      customerEmail: 'lee@example.com',
      notes: null,
      subtotal: '150.50',
      total: '150.50',
      status: 'draft',
    });
  });

  it('refuses to edit anything but a draft, and bad edits change nothing', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const badQuantity = invoiceForm(customer.id, { items: [{ description: 'a', quantity: 0, rate: 1 }] });
    const bad = await h.call('PUT', `/api/invoices/${invoice.id}`, cookie, badQuantity);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Quantity must be greater than 0');
    const strangerCustomer = (await h.ownerWithCustomer()).customer;
    const foreign = await h.call('PUT', `/api/invoices/${invoice.id}`, cookie, invoiceForm(strangerCustomer.id));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ customerId: 'Please select a customer' });
    expect((await h.row(invoice.id)).customerId).toBe(customer.id);

    for (const status of ['sent', 'viewed', 'overdue', 'paid', 'cancelled']) {
      const other = await h.seedInvoice(company.id, customer.id, { status, dueDate: '2099-01-01' });
      const response = await h.call('PUT', `/api/invoices/${other.id}`, cookie, invoiceForm(customer.id));
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe('Only draft invoices can be edited.');
      expect((await h.row(other.id)).total).toBe('100.00');
    }
  });

  it('asks for a verified owner', async () => {
    expect((await h.call('POST', '/api/invoices', undefined, invoiceForm(1))).statusCode).toBe(401);
    const unverified = await signedInOwner(t, { emailVerified: false });
    expect((await h.call('GET', '/api/invoices', unverified.cookie)).statusCode).toBe(403);
  });
});
