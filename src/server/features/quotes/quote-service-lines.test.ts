import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoices } from '../../db/schema';
import { seedService } from '../../db/seed/factories';
import { quoteForm, quoteTestApi } from './quote-fixtures';

describe('quote lines filled from the company services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createQuote, quoteRows } = quoteTestApi(() => t);

  it("fills an omitted description and rate from the service and keeps the service's id, through to the invoice", async () => {
    const { cookie, customer, company } = await owner();
    const service = await seedService(t.db, { companyId: company.id, name: 'Chemical Balancing', baseRate: '33.33' });
    const quote = await createQuote(cookie, customer.id, {
      items: [
        { serviceId: service.id, quantity: 3 },
        { serviceId: service.id, description: 'Balancing, spa', quantity: 1, rate: 12 },
        { description: 'Test strips', quantity: 2, rate: '4.05' },
      ],
    });
    const expected = [
      { serviceId: service.id, description: 'Chemical Balancing', quantity: 3, rate: '33.33', amount: '99.99' },
      { serviceId: service.id, description: 'Balancing, spa', quantity: 1, rate: '12.00', amount: '12.00' },
      { description: 'Test strips', quantity: 2, rate: '4.05', amount: '8.10' },
    ];
    expect(quote).toMatchObject({ amount: '120.09', items: expected });
    expect(quote.items[2]).not.toHaveProperty('serviceId');
    expect((await call('GET', `/api/quotes/${quote.id}`, cookie)).json<Quote>().items).toEqual(expected);
    const listed = (await call('GET', '/api/quotes', cookie)).json<Quote[]>();
    expect(listed.find((q) => q.id === quote.id)?.items).toEqual(expected);

    // The customer's preview shows the lines without the company's bookkeeping.
    const preview = await call('GET', `/api/quote-preview/${quote.id}?token=${quote.previewToken}`);
    expect(preview.json().quote.items).toEqual(expected.map(({ serviceId: _id, ...line }) => line));

    await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'sent' });
    await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'accepted' });
    const converted = await call('POST', `/api/quotes/${quote.id}/convert`, cookie);
    expect(converted.statusCode, converted.body).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, converted.json().invoiceId));
    expect(invoice.items).toEqual(expected);
  });

  it("edits a draft's lines from a service", async () => {
    const { cookie, customer, company } = await owner();
    const service = await seedService(t.db, { companyId: company.id, name: 'Pool Opening', baseRate: '150.00' });
    const quote = await createQuote(cookie, customer.id);
    const form = quoteForm(customer.id, { items: [{ serviceId: service.id, description: '', rate: '', quantity: 1 }] });
    const edited = await call('PUT', `/api/quotes/${quote.id}`, cookie, form);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      amount: '150.00',
      items: [{ serviceId: service.id, description: 'Pool Opening', quantity: 1, rate: '150.00', amount: '150.00' }],
    });
  });

  it("refuses another company's service on that line's field, creating and editing alike, and writes nothing", async () => {
    const { cookie, customer, company } = await owner();
    const stranger = await owner();
    const foreign = await seedService(t.db, { companyId: stranger.company.id, name: 'Stranger Service' });
    const items = [{ serviceId: foreign.id, quantity: 1 }];
    const message = 'Please choose one of your services';

    const created = await call('POST', '/api/quotes', cookie, quoteForm(customer.id, { items }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message, fields: { 'items.0.serviceId': message } });
    expect(await quoteRows(company.id)).toHaveLength(0);

    const quote = await createQuote(cookie, customer.id);
    const edited = await call('PUT', `/api/quotes/${quote.id}`, cookie, quoteForm(customer.id, { items }));
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ message, fields: { 'items.0.serviceId': message } });
    const [row] = await quoteRows(company.id);
    expect(row.items).toEqual(quote.items);
    expect(created.body + edited.body).not.toContain('Stranger');
  });

  it('keeps free-text lines as they were: no service, and their description and rate required', async () => {
    const { cookie, customer, company } = await owner();
    const quote = await createQuote(cookie, customer.id);
    const [row] = await quoteRows(company.id);
    expect(row.items).toEqual([
      { description: 'Hedge trimming', quantity: 2, rate: '45.50', amount: '91.00' },
      { description: 'Mulch (bags)', quantity: 10, rate: '6.25', amount: '62.50' },
    ]);
    expect(quote.amount).toBe('153.50');

    const missing = await call('POST', '/api/quotes', cookie, quoteForm(customer.id, { items: [{ quantity: 1 }] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      'items.0.description': 'Description is required',
      'items.0.rate': 'Rate must be positive',
    });
  });
});
