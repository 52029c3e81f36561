import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { quoteForm, quoteTestApi, seedQuoteCustomer } from './quote-fixtures';

describe('quote status changes and edits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createQuote } = quoteTestApi(() => t);

  describe('PUT /api/quotes/{id}', () => {
    it('moves a draft to sent, then to accepted with the current time', async () => {
      const { cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id);
      const sent = await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'sent' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ status: 'sent', sentDate: expect.any(String) });

      const before = Date.now();
      const accepted = await call('PUT', `/api/quotes/${quote.id}`, cookie, {
        status: 'accepted',
        acceptedDate: '2001-01-01T00:00:00.000Z',
      });
      expect(accepted.statusCode).toBe(200);
      const acceptedDate = Date.parse(accepted.json<Quote>().acceptedDate!);
      expect(acceptedDate).toBeGreaterThanOrEqual(before - 1000);
      expect(accepted.json()).toMatchObject({ status: 'accepted' });
    });

    it('declines a sent quote', async () => {
      const { cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id);
      await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'sent' });
      const declined = await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'declined' });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'declined', declinedDate: expect.any(String) });
    });

    it('refuses the transitions that are not allowed, with a clear message', async () => {
      const { cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id);
      const put = (payload: object) => call('PUT', `/api/quotes/${quote.id}`, cookie, payload);

      for (const status of ['accepted', 'declined']) {
        const refused = await put({ status });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toMatch(/^This quote is draft: only sent quotes can be/);
      }
      await put({ status: 'sent' });
      expect((await put({ status: 'sent' })).json()).toEqual({
        message: 'This quote is sent: only draft quotes can be marked as sent.',
      });
      await put({ status: 'accepted' });
      expect((await put({ status: 'declined' })).json()).toEqual({
        message: 'This quote is accepted: only sent quotes can be declined.',
      });
      expect((await call('GET', `/api/quotes/${quote.id}`, cookie)).json()).toMatchObject({ status: 'accepted' });
    });

    it('answers 400 for a status it does not know', async () => {
      const { cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id);
      const response = await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'expired' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Status must be sent, accepted or declined');
    });

    it('replaces the content of a draft, recomputing the amount, and validates it like a new quote', async () => {
      const { company, cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id);
      const other = await seedQuoteCustomer(t.db, { companyId: company.id, name: 'Lee Park' });
      const updated = await call(
        'PUT',
        `/api/quotes/${quote.id}`,
        cookie,
        quoteForm(other.id, { items: [{ description: 'Sod', quantity: 3, rate: '12.10' }], notes: '' }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        quoteNumber: quote.quoteNumber,
        customerName: 'Lee Park',
        amount: '36.30',
        notes: null,
        items: [{ description: 'Sod', quantity: 3, rate: '12.10', amount: '36.30' }],
      });

      const bad = await call('PUT', `/api/quotes/${quote.id}`, cookie, quoteForm(other.id, { items: [] }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        message: 'At least one item is required',
        fields: { items: 'At least one item is required' },
      });
    });

    it('refuses to edit the content of a quote that is no longer a draft', async () => {
      const { cookie, customer } = await owner();
      const quote = await createQuote(cookie, customer.id);
      await call('PUT', `/api/quotes/${quote.id}`, cookie, { status: 'sent' });
      const response = await call('PUT', `/api/quotes/${quote.id}`, cookie, quoteForm(customer.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only draft quotes can be edited.' });
    });
  });
});
