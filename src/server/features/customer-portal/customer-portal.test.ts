import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { companies, customers } from '../../db/schema';
import { seedOwner } from '../../db/seed/factories';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import { newToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test/app';
import { PORTAL_RATE_LIMIT } from './customer-portal.routes';
import { insertCustomer, insertInvoice, insertQuote } from './portal-test-data';

describe('customer portal overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let address = 0;
  /** Each call from its own address, so the portal's rate limit never interferes here. */
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: `10.1.0.${++address % 250}` });
  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

  async function customerWithCompany() {
    const { user, company } = await seedOwner(t.db);
    const customer = await insertCustomer(t.db, {
      companyId: company.id,
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      phone: '(555) 201-3344',
      address: '12 Elm Street',
    });
    return { user, company, customer, ids: { companyId: company.id, customerId: customer.id } };
  }

  it("carries the business's language, in which the portal is shown", async () => {
    const { company, customer } = await customerWithCompany();
    expect((await get(`/api/customer-portal/${customer.accessToken}`)).json()).toMatchObject({ language: 'en' });
    await t.db.update(companies).set({ language: 'fr' }).where(eq(companies.id, company.id));
    const body = (await get(`/api/customer-portal/${customer.accessToken}`)).json();
    expect(body.language).toBe('fr');
    expect(body.company).not.toHaveProperty('language');
  });

  it('shows the customer, the company and figures computed from their documents only', async () => {
    const { company, customer, ids } = await customerWithCompany();
    await insertInvoice(t.db, { ...ids, status: 'sent', total: '100.00' });
    await insertInvoice(t.db, { ...ids, status: 'viewed', total: '50.25' });
    await insertInvoice(t.db, { ...ids, status: 'overdue', total: '20.00' });
    await insertInvoice(t.db, { ...ids, status: 'paid', total: '300.10' });
    await insertInvoice(t.db, { ...ids, status: 'paid', total: '0.90' });
    await insertInvoice(t.db, { ...ids, status: 'draft', total: '999.00' });
    await insertInvoice(t.db, { ...ids, status: 'cancelled', total: '888.00' });
    await insertQuote(t.db, { ...ids, status: 'sent' });
    await insertQuote(t.db, { ...ids, status: 'sent' });
    await insertQuote(t.db, { ...ids, status: 'accepted' });
    await insertQuote(t.db, { ...ids, status: 'draft' });
    // Another customer of the same company counts nowhere here.
    const other = await insertCustomer(t.db, { companyId: company.id, name: 'Other Person' });
    await insertInvoice(t.db, { companyId: company.id, customerId: other.id, status: 'sent', total: '5000.00' });
    await insertQuote(t.db, { companyId: company.id, customerId: other.id, status: 'sent' });

    const response = await get(`/api/customer-portal/${customer.accessToken}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      customer: {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(555) 201-3344',
        address: '12 Elm Street',
      },
      company: { name: company.name, phone: company.phone, email: null, address: null, website: null, logo: null },
      outstandingBalance: '170.25',
      pendingQuotes: 2,
      nextService: null,
      summary: { totalInvoices: 5, totalPaid: '301.00', quotesPending: 2 },
    });
    expect(body.invoices.map((i: { status: string }) => i.status).sort()).toEqual([
      'overdue',
      'paid',
      'paid',
      'sent',
      'viewed',
    ]);
    expect(body.quotes.map((x: { status: string }) => x.status).sort()).toEqual(['accepted', 'sent', 'sent']);
    expect(JSON.stringify(body)).not.toContain('accessToken');
  });

  it('lists the five most recent invoices and quotes, newest first, without drafts', async () => {
    const { customer, ids } = await customerWithCompany();
    const invoices = [];
    for (let day = 8; day >= 1; day--) {
      invoices.push(await insertInvoice(t.db, { ...ids, createdAt: daysAgo(day), dueDate: '2030-01-15' }));
    }
    await insertInvoice(t.db, { ...ids, status: 'draft', createdAt: new Date() });
    const quotes = [];
    for (let day = 7; day >= 1; day--) {
      quotes.push(await insertQuote(t.db, { ...ids, createdAt: daysAgo(day), validUntil: '2030-02-01' }));
    }
    await insertQuote(t.db, { ...ids, status: 'draft', createdAt: new Date() });

    const body = (await get(`/api/customer-portal/${customer.accessToken}`)).json();
    const newestInvoices = invoices.slice(-5).reverse();
    expect(body.invoices).toEqual(
      newestInvoices.map((i) => ({
        id: i.id,
        invoiceNumber: i.invoiceNumber,
        amount: '100.00',
        balanceDue: '100.00',
        status: 'sent',
        createdAt: i.createdAt.toISOString(),
        dueDate: '2030-01-15',
      })),
    );
    expect(body.quotes).toEqual(
      quotes
        .slice(-5)
        .reverse()
        .map((x) => ({
          id: x.id,
          quoteNumber: x.quoteNumber,
          amount: '150.00',
          status: 'sent',
          createdAt: x.createdAt.toISOString(),
          validUntil: '2030-02-01',
          depositAmount: '0.00',
          depositPaid: '0.00',
          depositPayable: false,
        })),
    );
    expect(body.summary).toEqual({ totalInvoices: 8, totalPaid: '0.00', quotesPending: 7 });
    expect(body.outstandingBalance).toBe('800.00');
  });

  it('answers zeros for a customer without documents', async () => {
    const { customer } = await customerWithCompany();
    const body = (await get(`/api/customer-portal/${customer.accessToken}`)).json();
    expect(body).toMatchObject({
      outstandingBalance: '0.00',
      pendingQuotes: 0,
      invoices: [],
      quotes: [],
      summary: { totalInvoices: 0, totalPaid: '0.00', quotesPending: 0 },
    });
  });

  it('answers 404 with the portal message for an unknown token', async () => {
    const response = await get(`/api/customer-portal/${newToken()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: portalMessages.invalidLink });
    expect(portalMessages.invalidLink).toBe(
      'Invalid or expired customer portal link. Please contact your service provider.',
    );
  });

  it('retires the old link when the token is regenerated', async () => {
    const { customer, ids } = await customerWithCompany();
    const invoice = await insertInvoice(t.db, ids);
    const quote = await insertQuote(t.db, ids);
    const fresh = newToken();
    await t.db.update(customers).set({ accessToken: fresh }).where(eq(customers.id, customer.id));

    for (const path of ['', `/invoices/${invoice.id}`, `/invoices/${invoice.id}/pdf`, `/quotes/${quote.id}`]) {
      const old = await get(`/api/customer-portal/${customer.accessToken}${path}`);
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual({ message: portalMessages.invalidLink });
    }
    expect((await get(`/api/customer-portal/${fresh}`)).statusCode).toBe(200);
  });

  it('limits each address on every portal route, answering 429 past the limit', async () => {
    const { customer, ids } = await customerWithCompany();
    const quote = await insertQuote(t.db, ids);
    const call = (method: 'GET' | 'POST', url: string, remoteAddress: string) =>
      t.app.inject({ method, url, remoteAddress, ...(method === 'POST' ? { payload: {} } : {}) });
    const url = `/api/customer-portal/${customer.accessToken}`;
    for (let i = 0; i < PORTAL_RATE_LIMIT.max; i++) {
      expect((await call('GET', url, '198.51.100.77')).statusCode).toBe(200);
    }
    const limited = await call('GET', url, '198.51.100.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await call('GET', url, '198.51.100.78')).statusCode).toBe(200);

    for (let i = 0; i < PORTAL_RATE_LIMIT.max; i++)
      await call('POST', `${url}/quotes/${quote.id}/decline`, '198.51.100.79');
    expect((await call('POST', `${url}/quotes/${quote.id}/decline`, '198.51.100.79')).statusCode).toBe(429);
  });
});
