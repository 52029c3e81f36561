import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import type { TestApp } from '../../../test/app';
import { paymentAttempts, payments, platformTransactions, quotes } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';
import { quoteForm } from '../quotes/quote-fixtures';

export const GOOD_CARD = {
  cardholderName: 'Dana Whitfield',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/40',
  cvv: '123',
};

/**
 * What the deposit tests share: a quote of 153.50 asking a deposit (25 %: 38.38 unless told), sent to the owner's
 * customer and accepted in the portal; the portal's pay-deposit call; the rows a deposit leaves behind.
 */
export function depositHelpers(t: () => TestApp) {
  const h = () => invoiceHelpers(t());
  let keys = 0;
  let address = 0;

  async function depositQuote(
    owner: Awaited<ReturnType<ReturnType<typeof invoiceHelpers>['ownerWithCustomer']>>,
    opts: { deposit?: object; answer?: 'accept' | 'decline' | null } = {},
  ) {
    const { cookie, customer } = owner;
    const deposit = opts.deposit ?? { depositType: 'percent', depositValue: '25' };
    const created = await h().call('POST', '/api/quotes', cookie, quoteForm(customer.id, deposit));
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<Quote>();
    expect((await h().call('POST', `/api/quotes/${quote.id}/send`, cookie)).statusCode).toBe(200);
    const answer = opts.answer === undefined ? 'accept' : opts.answer;
    if (answer) {
      const body = answer === 'accept' ? { signerName: 'Dana Whitfield' } : {};
      const url = `/api/customer-portal/${customer.accessToken}/quotes/${quote.id}/${answer}`;
      expect((await h().call('POST', url, undefined, body)).statusCode).toBe(200);
    }
    return quote;
  }

  /** POST .../quotes/{id}/pay-deposit from an address of its own (the portal's routes are rate limited). */
  const payDeposit = (token: string, quoteId: number, body: object, key: string | null = `deposit-${++keys}`) =>
    t().app.inject({
      method: 'POST',
      url: `/api/customer-portal/${token}/quotes/${quoteId}/pay-deposit`,
      headers: key === null ? {} : { 'idempotency-key': key },
      remoteAddress: `10.9.${Math.floor(++address / 250) % 250}.${address % 250}`,
      payload: body,
    });

  const quoteRow = async (id: number) => (await t().db.select().from(quotes).where(eq(quotes.id, id)))[0];
  const paymentsOfQuote = (id: number) => t().db.select().from(payments).where(eq(payments.quoteId, id));
  const attemptsOfQuote = (id: number) =>
    t().db.select().from(paymentAttempts).where(eq(paymentAttempts.quoteId, id)).orderBy(paymentAttempts.id);
  const feesOf = (paymentId: number) =>
    t().db.select().from(platformTransactions).where(eq(platformTransactions.paymentId, paymentId));
  const paymentIdIn = (redirectUrl: string) => new URL(redirectUrl, 'http://x').searchParams.get('payment_id')!;

  return { depositQuote, payDeposit, quoteRow, paymentsOfQuote, attemptsOfQuote, feesOf, paymentIdIn };
}
