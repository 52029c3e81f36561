import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { invoices } from '../../db/schema';
import { seedOwner } from '../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertCustomer, insertInvoice, insertQuote } from './portal-test-data';

describe('customer portal documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let address = 0;
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: `10.2.0.${++address % 250}` });
  const invoiceRow = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
  const textOf = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

  async function customerWithCompany() {
    const { company } = await seedOwner(t.db, {});
    const customer = await insertCustomer(t.db, { companyId: company.id, phone: '(555) 777-1212' });
    return { company, customer, ids: { companyId: company.id, customerId: customer.id } };
  }

  it('shows a full invoice and marks it viewed the first time it is opened', async () => {
    const { customer, ids } = await customerWithCompany();
    const invoice = await insertInvoice(t.db, {
      ...ids,
      total: '240.00',
      dueDate: '2030-05-01',
      terms: 'Net 30',
      paymentInstructions: 'Pay by check.',
      notes: 'Thanks!',
      sentDate: new Date(),
    });
    const response = await get(`/api/customer-portal/${customer.accessToken}/invoices/${invoice.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      status: 'viewed',
      dueDate: '2030-05-01',
      items: [{ description: 'Lawn mowing', quantity: 1, rate: '240.00', amount: '240.00' }],
      subtotal: '240.00',
      tax: '0.00',
      discount: '0.00',
      total: '240.00',
      terms: 'Net 30',
      paymentInstructions: 'Pay by check.',
      notes: 'Thanks!',
    });
    const viewed = await invoiceRow(invoice.id);
    expect(viewed.status).toBe('viewed');
    expect(viewed.viewedDate).toBeInstanceOf(Date);

    await get(`/api/customer-portal/${customer.accessToken}/invoices/${invoice.id}`);
    expect((await invoiceRow(invoice.id)).viewedDate).toEqual(viewed.viewedDate);
  });

  it('records the first view of a paid or overdue invoice without changing its status', async () => {
    const { customer, ids } = await customerWithCompany();
    for (const status of ['paid', 'overdue']) {
      const invoice = await insertInvoice(t.db, { ...ids, status });
      expect((await get(`/api/customer-portal/${customer.accessToken}/invoices/${invoice.id}`)).json().status).toBe(
        status,
      );
      expect(await invoiceRow(invoice.id)).toMatchObject({ status, viewedDate: expect.any(Date) });
    }
  });

  it('hides drafts and the documents of any other customer, of the same company or another', async () => {
    const { company, customer, ids } = await customerWithCompany();
    const draft = await insertInvoice(t.db, { ...ids, status: 'draft' });
    const draftQuote = await insertQuote(t.db, { ...ids, status: 'draft' });
    const neighbour = await insertCustomer(t.db, { companyId: company.id });
    const theirs = await insertInvoice(t.db, { companyId: company.id, customerId: neighbour.id });
    const theirQuote = await insertQuote(t.db, { companyId: company.id, customerId: neighbour.id });
    const stranger = await customerWithCompany();
    const foreign = await insertInvoice(t.db, stranger.ids);
    const foreignQuote = await insertQuote(t.db, stranger.ids);

    const base = `/api/customer-portal/${customer.accessToken}`;
    for (const id of [draft.id, theirs.id, foreign.id]) {
      for (const path of [`/invoices/${id}`, `/invoices/${id}/pdf`]) {
        const response = await get(base + path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ message: portalMessages.invoiceNotFound });
      }
    }
    for (const id of [draftQuote.id, theirQuote.id, foreignQuote.id]) {
      for (const path of [`/quotes/${id}`, `/quotes/${id}/pdf`]) {
        const response = await get(base + path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ message: portalMessages.quoteNotFound });
      }
    }
    expect((await invoiceRow(theirs.id)).viewedDate).toBeNull();
    expect((await invoiceRow(foreign.id)).status).toBe('sent');
  });

  it('shows a full quote', async () => {
    const { customer, ids } = await customerWithCompany();
    const quote = await insertQuote(t.db, { ...ids, description: 'Front and back yard', validUntil: '2030-06-30' });
    const response = await get(`/api/customer-portal/${customer.accessToken}/quotes/${quote.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: quote.id,
      quoteNumber: quote.quoteNumber,
      status: 'sent',
      amount: '150.00',
      description: 'Front and back yard',
      validUntil: '2030-06-30',
      items: [{ description: 'Spring cleanup', quantity: 1, rate: '150.00', amount: '150.00' }],
      signerName: null,
      declineReason: null,
    });
  });

  it('answers the invoice as a PDF and counts the download as a view', async () => {
    const { company, customer, ids } = await customerWithCompany();
    const invoice = await insertInvoice(t.db, { ...ids, total: '1234.50', dueDate: '2030-03-05' });
    const response = await get(`/api/customer-portal/${customer.accessToken}/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${invoice.invoiceNumber}.pdf"`);
    const text = await textOf(response.rawPayload);
    for (const expected of [invoice.invoiceNumber, company.name, 'Dana Whitfield', 'Lawn mowing', '$1,234.50']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Mar 05, 2030');
    expect((await invoiceRow(invoice.id)).status).toBe('viewed');
  });

  it('answers the quote as a PDF', async () => {
    const { customer, ids } = await customerWithCompany();
    const quote = await insertQuote(t.db, { ...ids, amount: '480.00', validUntil: '2030-07-04' });
    const response = await get(`/api/customer-portal/${customer.accessToken}/quotes/${quote.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await textOf(response.rawPayload);
    for (const expected of [quote.quoteNumber, 'Spring cleanup', '$480.00', 'Jul 04, 2030', '(555) 777-1212']) {
      expect(text).toContain(expected);
    }
  });
});
