import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { emailOutbox, notifications } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';
import { depositHelpers, GOOD_CARD } from './deposits.test-helpers';

const card = (cardNumber: string) => ({ ...GOOD_CARD, cardNumber });

describe('quote deposits paid by card in the portal (test mode)', () => {
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

  it('takes the deposit once however often it is sent: a payment of the quote, the fee, a receipt, a notice', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    const paid = await d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, 'tab-1');
    expect(paid.statusCode, paid.body).toBe(200);
    const { status, redirectUrl } = paid.json();
    expect(status).toBe('succeeded');
    expect(redirectUrl).toMatch(new RegExp(`^/payment-success\\?quote=${quote.id}&payment_id=pay_test_`));
    expect((await d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, 'tab-1')).json().redirectUrl).toBe(redirectUrl);

    const taken = await d.paymentsOfQuote(quote.id);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({
      invoiceId: null,
      amount: '38.38',
      method: 'card',
      provider: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositAmount: '38.38', depositPaid: '38.38' });
    expect((await h.call('GET', `/api/quotes/${quote.id}`, o.cookie)).json()).toMatchObject({ depositPaid: '38.38' });
    const tries = await d.attemptsOfQuote(quote.id);
    expect(tries).toMatchObject([{ invoiceId: null, status: 'succeeded', amount: '38.38', paymentId: taken[0].id }]);
    // 2.90 % of 38.38 is 1.11302: 1.11.
    expect(await d.feesOf(taken[0].id)).toMatchObject([
      { invoiceId: null, type: 'payment', amount: '38.38', platformFeeAmount: '1.11', providerAmount: '37.27' },
    ]);

    const receipts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'dana@example.com'), eq(emailOutbox.relatedTo, `quote:${quote.id}`)));
    const receipt = receipts.filter((m) => m.subject === `Receipt for your deposit of $38.38 on quote Q-0001`);
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain(`Thank you for your deposit of $38.38 to ${o.company.name} for quote Q-0001`);
    expect(receipt[0].text).toContain('Visa ending in 4242');
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, o.user.id));
    expect(notices.map((n) => n.title)).toContain('Dana Whitfield paid a deposit of $38.38');
    const ownerMail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, o.user.email));
    expect(ownerMail.map((m) => m.subject)).toContain('Dana Whitfield paid the deposit of $38.38 on quote Q-0001');

    const portal = (await h.call('GET', `/api/customer-portal/${o.token}`)).json();
    expect(portal.quotes[0]).toMatchObject({ depositPaid: '38.38', depositPayable: false });
    const again = await d.payDeposit(o.token, quote.id, { card: GOOD_CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The deposit for this quote has already been paid.');
    expect(await d.paymentsOfQuote(quote.id)).toHaveLength(1);
  });

  it('refuses a sent quote until it is accepted, and quotes declined or without a deposit, with the reasons', async () => {
    const o = await owner();
    const sent = await d.depositQuote(o, { answer: null });
    const early = await d.payDeposit(o.token, sent.id, { card: GOOD_CARD });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Please accept this quote before paying its deposit.' });
    const declined = await d.depositQuote(o, { answer: 'decline' });
    expect((await d.payDeposit(o.token, declined.id, { card: GOOD_CARD })).json()).toEqual({
      message: 'This quote is declined: only the deposit of an accepted quote can be paid.',
    });
    const none = await d.depositQuote(o, { deposit: {} });
    expect((await d.payDeposit(o.token, none.id, { card: GOOD_CARD })).json()).toEqual({
      message: 'This quote does not ask for a deposit.',
    });
    for (const quote of [sent, declined, none]) {
      expect(await d.paymentsOfQuote(quote.id)).toEqual([]);
      expect(await d.attemptsOfQuote(quote.id)).toEqual([]);
    }
  });

  it('refuses a declined card with its message, and writes nothing but the failed try', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    const declined = await d.payDeposit(o.token, quote.id, { card: card('4000 0000 0000 0002') });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '0.00' });
    expect(await d.paymentsOfQuote(quote.id)).toEqual([]);
    expect((await d.attemptsOfQuote(quote.id)).map((a) => [a.status, a.cardLast4])).toEqual([['failed', '0002']]);
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `quote:${quote.id}`));
    expect(mail.filter((m) => m.subject.startsWith('Receipt'))).toEqual([]);
  });

  it("answers 404 for another customer's or company's quote, a draft and an unknown link, whatever is sent", async () => {
    const a = await owner();
    const b = await owner();
    const theirs = await d.depositQuote(b);
    const other = await h.seedCustomer(a.company.id, { email: 'other@example.com' });
    const ofOther = await d.depositQuote({ ...a, customer: other });
    const draft = await h.call('POST', '/api/quotes', a.cookie, {
      customerId: a.customer.id,
      amount: 1,
      items: [{ description: 'Mowing', quantity: 1, rate: '40.00' }],
      depositType: 'fixed',
      depositValue: '10',
    });
    for (const [token, id] of [
      [a.token, theirs.id],
      [a.token, ofOther.id],
      [a.token, draft.json().id],
      [a.token, 2_147_483_647],
      ['no-such-token', theirs.id],
    ] as const) {
      for (const key of ['k-stranger', null]) {
        const refused = await d.payDeposit(token, id, { card: GOOD_CARD }, key);
        expect(refused.statusCode, `${id} ${key}`).toBe(404);
      }
    }
    expect((await d.payDeposit(a.token, theirs.id, {}, null)).json()).toEqual({ message: 'Quote not found' });
    expect(await d.paymentsOfQuote(theirs.id)).toEqual([]);
    expect(await d.quoteRow(theirs.id)).toMatchObject({ depositPaid: '0.00' });
  });

  it('asks for a key once the quote is found, a card in test mode and a payout account', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    const noKey = await d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('An Idempotency-Key header is required');
    const noCard = await d.payDeposit(o.token, quote.id, {});
    expect(noCard.json()).toEqual({
      message: 'Please enter your card details',
      fields: { card: 'Please enter your card details' },
    });
    const unset = await owner({ connected: false });
    const unsetQuote = await d.depositQuote(unset);
    expect((await d.payDeposit(unset.token, unsetQuote.id, { card: GOOD_CARD })).json().message).toBe(
      'Online payment is not set up for this business yet. Please contact them to pay.',
    );
    // A key already used to pay an invoice is not a deposit's.
    const invoice = await h.create(o.cookie, o.customer.id);
    await h.call('POST', `/api/invoices/${invoice.id}/send`, o.cookie);
    const invoicePaid = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${o.token}/invoices/${invoice.id}/pay`,
      headers: { 'idempotency-key': 'shared-key' },
      payload: { card: GOOD_CARD },
    });
    expect(invoicePaid.statusCode).toBe(200);
    const reused = await d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, 'shared-key');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for another payment.');
    expect(await d.paymentsOfQuote(quote.id)).toEqual([]);
  });

  it('lets exactly one of two tabs paying the deposit at once take it', async () => {
    const o = await owner();
    const quote = await d.depositQuote(o);
    const answers = await Promise.all([
      d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, 'tab-a'),
      d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, 'tab-b'),
      d.payDeposit(o.token, quote.id, { card: GOOD_CARD }, 'tab-a'),
    ]);
    // Whichever tab the database lets in first takes it; the same key answers the same either way.
    const [first, other, again] = answers.map((a) => a.statusCode);
    expect(again).toBe(first);
    expect([first, other].sort()).toEqual([200, 409]);
    expect(await d.paymentsOfQuote(quote.id)).toHaveLength(1);
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '38.38' });
  });

  it('shows the success page the deposit only with a payment id of that quote', async () => {
    const a = await owner();
    const b = await owner();
    const quoteA = await d.depositQuote(a);
    const quoteB = await d.depositQuote(b);
    const idA = d.paymentIdIn((await d.payDeposit(a.token, quoteA.id, { card: GOOD_CARD })).json().redirectUrl);
    const idB = d.paymentIdIn((await d.payDeposit(b.token, quoteB.id, { card: GOOD_CARD })).json().redirectUrl);
    const seen = await h.call('GET', `/api/quotes/${quoteA.id}/deposit?payment_id=${idA}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      id: quoteA.id,
      quoteNumber: quoteA.quoteNumber,
      depositAmount: '38.38',
      depositPaid: '38.38',
      customerToken: a.token,
      language: 'en',
      payment: { amount: '38.38', status: 'succeeded' },
    });
    const invoice = await h.create(a.cookie, a.customer.id);
    await h.call('POST', `/api/invoices/${invoice.id}/send`, a.cookie);
    const invoicePay = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${a.token}/invoices/${invoice.id}/pay`,
      headers: { 'idempotency-key': 'invoice-key' },
      payload: { card: GOOD_CARD },
    });
    const invoicePaymentId = d.paymentIdIn(invoicePay.json().redirectUrl);
    for (const [id, reference] of [
      [quoteA.id, idB],
      [quoteA.id, 'made-up'],
      [quoteA.id, invoicePaymentId],
      [quoteB.id, idA],
      [2_147_483_647, idA],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const path = method === 'GET' ? 'deposit' : 'deposit/confirm';
        const refused = await h.call(method, `/api/quotes/${id}/${path}?payment_id=${reference}`, a.cookie);
        expect(refused.statusCode, `${method} ${id} ${reference}`).toBe(404);
        expect(refused.json()).toEqual({ message: 'Quote not found' });
      }
    }
    expect((await h.call('GET', `/api/quotes/${quoteA.id}/deposit`)).statusCode).toBe(400);
    const nudge = await h.call('POST', `/api/quotes/${quoteA.id}/deposit/confirm?payment_id=${idA}`);
    expect(nudge.json()).toMatchObject({ depositPaid: '38.38', payment: { status: 'succeeded' } });
    expect(await d.paymentsOfQuote(quoteA.id)).toHaveLength(1);
  });
});
