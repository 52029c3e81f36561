import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedService } from '../../db/seed/factories';
import { invoiceForm, invoiceHelpers } from './invoices.test-helpers';

describe('invoice lines filled from the company services', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  it("fills an omitted description and rate from the service, keeps what is given, and keeps the service's id", async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const pool = await seedService(t.db, { companyId: company.id, name: 'Weekly Pool Cleaning', baseRate: '19.99' });
    const items = [
      { serviceId: pool.id, quantity: 3 },
      { serviceId: pool.id, description: 'Pool cleaning, holiday rate', quantity: 1, rate: '25.50' },
      { serviceId: pool.id, description: '', quantity: 1, rate: '' },
      { description: 'Filter cartridge', quantity: 1, rate: '42.10' },
    ];
    const response = await h.call('POST', '/api/invoices', cookie, invoiceForm(customer.id, { items, tax: '1.01' }));
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json();
    const expected = [
      { serviceId: pool.id, description: 'Weekly Pool Cleaning', quantity: 3, rate: '19.99', amount: '59.97' },
      { serviceId: pool.id, description: 'Pool cleaning, holiday rate', quantity: 1, rate: '25.50', amount: '25.50' },
      { serviceId: pool.id, description: 'Weekly Pool Cleaning', quantity: 1, rate: '19.99', amount: '19.99' },
      { description: 'Filter cartridge', quantity: 1, rate: '42.10', amount: '42.10' },
    ];
    expect(invoice.items).toEqual(expected);
    expect(invoice).toMatchObject({ subtotal: '147.56', total: '148.57' });
    expect(invoice.items[3]).not.toHaveProperty('serviceId');

    expect((await h.row(invoice.id)).items).toEqual(expected);
    expect((await h.call('GET', `/api/invoices/${invoice.id}`, cookie)).json().items).toEqual(expected);
    const listed = (await h.call('GET', '/api/invoices', cookie)).json();
    expect(listed.find((i: { id: number }) => i.id === invoice.id).items).toEqual(expected);
  });

  it("edits a draft's lines from a service, and takes the lines back to free text", async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const service = await seedService(t.db, { companyId: company.id, name: 'Hedge Trimming', baseRate: '60.00' });
    const invoice = await h.create(cookie, customer.id);
    const withService = invoiceForm(customer.id, { items: [{ serviceId: service.id, quantity: 2 }] });
    const edited = await h.call('PUT', `/api/invoices/${invoice.id}`, cookie, withService);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      items: [{ serviceId: service.id, description: 'Hedge Trimming', quantity: 2, rate: '60.00', amount: '120.00' }],
      total: '120.00',
    });

    const freeText = invoiceForm(customer.id, {
      items: [{ serviceId: null, description: 'Hedges', quantity: 1, rate: 5 }],
    });
    const back = await h.call('PUT', `/api/invoices/${invoice.id}`, cookie, freeText);
    expect(back.statusCode, back.body).toBe(200);
    expect((await h.row(invoice.id)).items).toEqual([
      { description: 'Hedges', quantity: 1, rate: '5.00', amount: '5.00' },
    ]);
  });

  it("refuses another company's service on that line's field, creating and editing alike, and writes nothing", async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const stranger = await h.ownerWithCustomer();
    const foreign = await seedService(t.db, { companyId: stranger.company.id, name: 'Stranger Mowing' });
    const items = [
      { description: 'Mowing', quantity: 1, rate: '10.00' },
      { serviceId: foreign.id, description: 'Mowing', quantity: 1, rate: '10.00' },
    ];
    const message = 'Please choose one of your services';

    const created = await h.call('POST', '/api/invoices', cookie, invoiceForm(customer.id, { items }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message, fields: { 'items.1.serviceId': message } });
    expect(await h.invoicesOf(company.id)).toHaveLength(0);

    const invoice = await h.create(cookie, customer.id);
    const edited = await h.call('PUT', `/api/invoices/${invoice.id}`, cookie, invoiceForm(customer.id, { items }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ message, fields: { 'items.1.serviceId': message } });
    expect((await h.row(invoice.id)).items).toEqual([
      { description: 'Weekly lawn mowing', quantity: 4, rate: '45.00', amount: '180.00' },
    ]);
    // Not a word of the other company's service in the answers.
    expect(created.body + edited.body).not.toContain('Stranger');
  });

  it('asks for a rate when the service has no base rate, and for an id that can be one', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const quoteOnly = await seedService(t.db, { companyId: company.id, name: 'Landscape Design', baseRate: null });
    const noRate = invoiceForm(customer.id, { items: [{ serviceId: quoteOnly.id, quantity: 1 }] });
    const response = await h.call('POST', '/api/invoices', cookie, noRate);
    expect(response.statusCode).toBe(400);
    const message = 'This service has no base rate: enter a rate';
    expect(response.json()).toEqual({ message, fields: { 'items.0.rate': message } });

    for (const serviceId of [0, 1.5, 'x', 2_147_483_648]) {
      const bad = invoiceForm(customer.id, { items: [{ serviceId, description: 'a', quantity: 1, rate: 1 }] });
      const answer = await h.call('POST', '/api/invoices', cookie, bad);
      expect(answer.statusCode, String(serviceId)).toBe(400);
      expect(answer.json().fields).toEqual({ 'items.0.serviceId': 'Please choose one of your services' });
    }
    expect(await h.invoicesOf(company.id)).toHaveLength(0);
  });

  it('still asks a free-text line for its description and rate', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const response = await h.call(
      'POST',
      '/api/invoices',
      cookie,
      invoiceForm(customer.id, { items: [{ quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'items.0.description': 'Description is required',
      'items.0.rate': 'Rate cannot be negative',
    });
  });
});
