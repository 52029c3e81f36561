import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoices, paidRevenueByDay, payments } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';
import { depositHelpers, GOOD_CARD } from './deposits.test-helpers';

describe('a paid deposit when its quote becomes an invoice (test mode)', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());
  const d = depositHelpers(() => t);

  /** An owner with a verified payout account (unless told) and a customer (dana@example.com). */
  async function owner(opts: { connected?: boolean } = {}) {
    const o = await h.ownerWithCustomer();
    if (opts.connected !== false) {
      const body = { processor: 'stripe', businessName: 'Green Acres', businessType: 'company' };
      expect((await h.call('POST', '/api/connected-accounts', o.cookie, body)).statusCode).toBe(201);
    }
    return { ...o, token: o.customer.accessToken };
  }

  /** The company's revenue by day (a day whose payments moved away keeps a row of 0.00). */
  const revenueOf = async (companyId: number) =>
    (await t.db.select().from(paidRevenueByDay).where(eq(paidRevenueByDay.companyId, companyId))).filter(
      (r) => r.total !== '0.00',
    );
  const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

  it('carries the paid deposit onto the invoice: received, with its payment and fee, revenue counted once', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    expect((await d.payDeposit(o.token, quote.id, { card: GOOD_CARD })).statusCode).toBe(200);
    const [payment] = await d.paymentsOfQuote(quote.id);
    // Paid three days ago: the revenue is that day's, and must stay there.
    const paidAt = new Date(Date.now() - 3 * 86_400_000);
    await t.db.update(payments).set({ paidAt }).where(eq(payments.id, payment.id));
    const revenue = await revenueOf(o.company.id);
    expect(revenue).toMatchObject([{ day: dayIn(o.user.timezone, paidAt), total: '38.38' }]);
    const stats = async () => (await h.call('GET', '/api/dashboard/stats', o.cookie)).json().totalRevenue;
    expect(await stats()).toBe('38.38');

    const converted = await h.call('POST', `/api/quotes/${quote.id}/convert`, o.cookie);
    expect(converted.statusCode, converted.body).toBe(200);
    const { invoiceId, invoiceNumber } = converted.json();
    expect(converted.json()).toEqual({ invoiceId, invoiceNumber, depositCarried: '38.38', depositUnpaid: false });
    expect(await h.row(invoiceId)).toMatchObject({
      status: 'draft',
      total: '153.50',
      amountPaid: '38.38',
      balanceDue: '115.12',
      paidDate: null,
    });
    const listed = (await h.call('GET', `/api/invoices/${invoiceId}/payments`, o.cookie)).json();
    expect(listed).toMatchObject([{ id: payment.id, invoiceId, amount: '38.38', method: 'card' }]);
    expect((await d.paymentsOfQuote(quote.id))[0]).toMatchObject({ invoiceId, quoteId: quote.id });
    expect(await d.feesOf(payment.id)).toMatchObject([{ invoiceId, amount: '38.38' }]);
    expect(await revenueOf(o.company.id)).toEqual(revenue);
    expect(await stats()).toBe('38.38');
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '38.38', convertedInvoiceId: invoiceId });

    const late = await d.payDeposit(o.token, quote.id, { card: GOOD_CARD });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This quote has been invoiced. Please pay the invoice instead.');

    // Once carried, the quote may go: its deposit stays on the invoice.
    expect((await h.call('DELETE', `/api/quotes/${quote.id}`, o.cookie)).statusCode).toBe(204);
    expect(await t.db.select().from(payments).where(eq(payments.id, payment.id))).toMatchObject([
      { invoiceId, quoteId: null, amount: '38.38' },
    ]);
  });

  it('refuses to delete a quote holding a paid deposit, and keeps the money and the quote', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    expect((await d.payDeposit(o.token, quote.id, { card: GOOD_CARD })).statusCode).toBe(200);
    const refused = await h.call('DELETE', `/api/quotes/${quote.id}`, o.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The customer has paid a deposit on this quote: convert it into an invoice instead of deleting it.',
    );
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '38.38' });
    expect(await d.paymentsOfQuote(quote.id)).toHaveLength(1);
    const stranger = await owner();
    expect((await h.call('DELETE', `/api/quotes/${quote.id}`, stranger.cookie)).statusCode).toBe(404);
  });

  it('makes the invoice paid when the deposit covers its total, on the day and by the method of the deposit', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o, { deposit: { depositType: 'percent', depositValue: '100' } });
    expect((await d.payDeposit(o.token, quote.id, { card: GOOD_CARD })).statusCode).toBe(200);
    const [payment] = await d.paymentsOfQuote(quote.id);
    const { invoiceId } = (await h.call('POST', `/api/quotes/${quote.id}/convert`, o.cookie)).json();
    expect(await h.row(invoiceId)).toMatchObject({
      status: 'paid',
      amountPaid: '153.50',
      balanceDue: '0.00',
      paymentMethod: 'card',
      paidDate: payment.paidAt,
      externalTransactionId: payment.providerPaymentId,
    });
  });

  it('converts a quote whose deposit was not paid, carrying nothing and saying so', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    const converted = await h.call('POST', `/api/quotes/${quote.id}/convert`, o.cookie);
    expect(converted.json()).toMatchObject({ depositCarried: '0.00', depositUnpaid: true });
    expect(await h.row(converted.json().invoiceId)).toMatchObject({ amountPaid: '0.00', status: 'draft' });
    const plain = await d.depositQuote(o, { deposit: {} });
    const none = await h.call('POST', `/api/quotes/${plain.id}/convert`, o.cookie);
    expect(none.json()).toMatchObject({ depositCarried: '0.00', depositUnpaid: false });
    const invoicesOf = await t.db.select().from(invoices).where(eq(invoices.companyId, o.company.id));
    expect(invoicesOf.map((i) => i.amountPaid)).toEqual(['0.00', '0.00']);
  });
});
