import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { quoteForm, quoteTestApi, type Method } from './quote-fixtures';
import { businessDayFromToday } from '../../../test/dates';

describe('quotes API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createQuote, quoteRows } = quoteTestApi(() => t);

  describe('POST /api/quotes', () => {
    it('creates a draft numbered Q-0001, with the amount computed from the items', async () => {
      const { company, cookie, customer } = await owner();
      const response = await call('POST', '/api/quotes', cookie, quoteForm(customer.id));
      expect(response.statusCode).toBe(201);
      const quote = response.json<Quote>();
      expect(quote).toMatchObject({
        quoteNumber: 'Q-0001',
        customerId: customer.id,
        customerName: 'Dana Whitfield',
        amount: '153.50',
        status: 'draft',
        description: 'Spring cleanup of the back garden',
        validUntil: '2030-06-30',
        notes: 'Green waste removal included.',
        sentDate: null,
        acceptedDate: null,
        convertedInvoiceId: null,
        delivery: null,
        items: [
          { description: 'Hedge trimming', quantity: 2, rate: '45.50', amount: '91.00' },
          { description: 'Mulch (bags)', quantity: 10, rate: '6.25', amount: '62.50' },
        ],
      });
      expect(quote.previewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await quoteRows(company.id);
      expect(row).toMatchObject({ amount: '153.50', previewToken: quote.previewToken });

      expect((await createQuote(cookie, customer.id)).quoteNumber).toBe('Q-0002');
    });

    it(`suggests a validity of 30 days from today when none is given`, async () => {
      const { cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id, { validUntil: '', description: '', notes: undefined });
      expect(quote).toMatchObject({ validUntil: businessDayFromToday(30), description: null, notes: null });
    });

    const item = { description: 'Mowing', quantity: 1, rate: 40 };
    it.each([
      [{ customerId: undefined }, 'customerId', 'Customer is required'],
      [{ customerId: 0 }, 'customerId', 'Customer is required'],
      [{ amount: undefined }, 'amount', 'Amount is required'],
      [{ amount: '' }, 'amount', 'Amount is required'],
      [{ items: [] }, 'items', 'At least one item is required'],
      [{ items: undefined }, 'items', 'At least one item is required'],
      [{ items: [{ ...item, description: ' ' }] }, 'items.0.description', 'Description is required'],
      [{ items: [{ ...item, quantity: 0 }] }, 'items.0.quantity', 'Quantity must be at least 1'],
      [{ items: [{ ...item, quantity: 1.5 }] }, 'items.0.quantity', 'Quantity must be at least 1'],
      [{ items: [{ ...item, rate: -1 }] }, 'items.0.rate', 'Rate must be positive'],
      [{ items: [{ ...item, amount: -5 }] }, 'items.0.amount', 'Amount must be positive'],
    ])('refuses %j (%s: %s) and writes nothing', async (overrides, field, message) => {
      const { company, cookie, customer } = await owner();
      const response = await call('POST', '/api/quotes', cookie, quoteForm(customer.id, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [field]: message } });
      expect(await quoteRows(company.id)).toHaveLength(0);
    });

    it("refuses another company's customer as if it were missing", async () => {
      const { company, cookie } = await owner();
      const stranger = await owner();
      const response = await call('POST', '/api/quotes', cookie, quoteForm(stranger.customer.id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Customer is required',
        fields: { customerId: 'Customer is required' },
      });
      expect(await quoteRows(company.id)).toHaveLength(0);
    });

    it('needs a verified owner', async () => {
      expect((await call('POST', '/api/quotes', undefined, quoteForm(1))).statusCode).toBe(401);
    });
  });

  describe('GET /api/quotes', () => {
    it('pages newest first with the total in X-Total-Count, and filters by status', async () => {
      const { cookie, customer } = await owner();
      const created: Quote[] = [];
      for (let i = 0; i < 5; i++) created.push(await createQuote(cookie, customer.id));
      await call('PUT', `/api/quotes/${created[1].id}`, cookie, { status: 'sent' });

      const first = await call('GET', '/api/quotes?limit=2', cookie);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('5');
      expect(first.json<Quote[]>().map((q) => q.quoteNumber)).toEqual(['Q-0005', 'Q-0004']);
      const last = await call('GET', '/api/quotes?limit=2&offset=4', cookie);
      expect(last.json<Quote[]>().map((q) => q.quoteNumber)).toEqual(['Q-0001']);

      const sent = await call('GET', '/api/quotes?status=sent', cookie);
      expect(sent.headers['x-total-count']).toBe('1');
      expect(sent.json<Quote[]>()).toMatchObject([
        { quoteNumber: 'Q-0002', status: 'sent', customerName: 'Dana Whitfield' },
      ]);
    });

    it('defaults to 50 a page and refuses more than 200', async () => {
      const { cookie } = await owner();
      const empty = await call('GET', '/api/quotes', cookie);
      expect(empty.json()).toEqual([]);
      expect(empty.headers['x-total-count']).toBe('0');
      expect((await call('GET', '/api/quotes?limit=201', cookie)).statusCode).toBe(400);
      expect((await call('GET', '/api/quotes?status=lost', cookie)).statusCode).toBe(400);
    });

    it("never lists another company's quotes", async () => {
      const { cookie, customer } = await owner();
      await createQuote(cookie, customer.id);
      const stranger = await owner();
      const response = await call('GET', '/api/quotes', stranger.cookie);
      expect(response.json()).toEqual([]);
    });
  });

  it('sums every quote and counts accepted and pending ones in GET /api/quotes/summary', async () => {
    const { cookie, customer } = await owner();
    const expensive = { items: [{ description: 'Patio', quantity: 1, rate: '1000.10' }] };
    const [a, b] = [await createQuote(cookie, customer.id, expensive), await createQuote(cookie, customer.id)];
    await createQuote(cookie, customer.id);
    for (const q of [a, b]) await call('PUT', `/api/quotes/${q.id}`, cookie, { status: 'sent' });
    await call('PUT', `/api/quotes/${a.id}`, cookie, { status: 'accepted' });
    const response = await call('GET', '/api/quotes/summary', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalValue: '1307.10', count: 3, accepted: 1, pending: 1 });

    const empty = await owner();
    expect((await call('GET', '/api/quotes/summary', empty.cookie)).json()).toEqual({
      totalValue: '0.00',
      count: 0,
      accepted: 0,
      pending: 0,
    });
  });

  it('answers one quote with GET /api/quotes/{id}', async () => {
    const { cookie, customer } = await owner();
    const quote = await createQuote(cookie, customer.id);
    const response = await call('GET', `/api/quotes/${quote.id}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(quote);
    expect((await call('GET', '/api/quotes/999999', cookie)).json()).toEqual({ message: 'Quote not found' });
  });

  it('really deletes a quote with DELETE /api/quotes/{id}', async () => {
    const { company, cookie, customer } = await owner();
    const quote = await createQuote(cookie, customer.id);
    const response = await call('DELETE', `/api/quotes/${quote.id}`, cookie);
    expect(response.statusCode).toBe(204);
    expect(await quoteRows(company.id)).toHaveLength(0);
    expect((await call('DELETE', `/api/quotes/${quote.id}`, cookie)).statusCode).toBe(404);
  });

  it("answers 404 to every verb on another company's quote, and changes nothing", async () => {
    const { cookie, customer } = await owner();
    const quote = await createQuote(cookie, customer.id);
    await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'sent' });
    const stranger = await owner();
    const attempts: [Method, string, object?][] = [
      ['GET', `/api/quotes/${quote.id}`],
      ['PUT', `/api/quotes/${quote.id}`, { status: 'accepted' }],
      ['PUT', `/api/quotes/${quote.id}`, quoteForm(stranger.customer.id)],
      ['DELETE', `/api/quotes/${quote.id}`],
      ['POST', `/api/quotes/${quote.id}/send`],
      ['POST', `/api/quotes/${quote.id}/convert`],
      ['GET', `/api/quotes/${quote.id}/pdf`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, stranger.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Quote not found' });
    }
    expect((await call('GET', `/api/quotes/${quote.id}`, cookie)).json()).toEqual({
      ...quote,
      status: 'sent',
      sentDate: expect.any(String),
    });
  });
});
