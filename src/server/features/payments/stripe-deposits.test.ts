import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { FAKE_STRIPE_WEBHOOK_SECRET, FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { connectedAccounts } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';
import { depositHelpers } from './deposits.test-helpers';

describe('quote deposits through Stripe Checkout (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
    h = invoiceHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const d = depositHelpers(() => t);

  const deliver = (type: string, object: object) => {
    const event = stripe.signedEvent(type, object, FAKE_STRIPE_WEBHOOK_SECRET);
    return () => t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...event });
  };
  const sessionOf = (checkoutUrl: string) => [...stripe.sessions.values()].find((s) => s.url === checkoutUrl)!;

  /** An owner whose Express account Stripe has verified, with a quote asking 38.38 that the customer accepted. */
  async function accepted() {
    const owner = await h.ownerWithCustomer();
    const body = { processor: 'stripe', businessName: 'Green Acres', businessType: 'company' };
    expect((await h.call('POST', '/api/connected-accounts', owner.cookie, body)).statusCode).toBe(201);
    const [row] = await t.db.select().from(connectedAccounts).where(eq(connectedAccounts.companyId, owner.company.id));
    const account = stripe.setAccount(row.accountId, { charges_enabled: true, payouts_enabled: true });
    expect((await deliver('account.updated', account)()).statusCode).toBe(200);
    const quote = await d.depositQuote(owner);
    return { ...owner, quote, token: owner.customer.accessToken, accountId: row.accountId };
  }

  it('sends the customer to Checkout for the deposit, and counts it once when Stripe confirms it', async () => {
    const { quote, token, accountId } = await accepted();
    const started = await d.payDeposit(token, quote.id, {}, 'tab-1');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('redirect');
    const session = sessionOf(started.json().redirectUrl);
    const created = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(created.body).toMatchObject({
      line_items: [{ price_data: { unit_amount: '3838', product_data: { name: 'Deposit for quote Q-0001' } } }],
      payment_intent_data: { application_fee_amount: '111', transfer_data: { destination: accountId } },
      metadata: { quoteId: String(quote.id) },
    });
    expect(created.body.metadata).not.toHaveProperty('invoiceId');
    expect(String(created.body.success_url)).toMatch(
      new RegExp(`/payment-success\\?quote=${quote.id}&payment_id=\\{CHECKOUT_SESSION_ID\\}$`),
    );
    const sessions = stripe.sessions.size;
    expect((await d.payDeposit(token, quote.id, {}, 'tab-1')).json().redirectUrl).toBe(started.json().redirectUrl);
    expect(stripe.sessions.size).toBe(sessions);
    expect(await d.attemptsOfQuote(quote.id)).toMatchObject([
      { invoiceId: null, status: 'pending', reference: session.id },
    ]);

    // The success page before Stripe's word: pending, nothing counted.
    const early = await h.call('POST', `/api/quotes/${quote.id}/deposit/confirm?payment_id=${session.id}`);
    expect(early.json()).toMatchObject({ depositPaid: '0.00', payment: { status: 'pending' } });
    expect(await d.paymentsOfQuote(quote.id)).toEqual([]);

    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    const completed = deliver('checkout.session.completed', paid);
    expect((await completed()).json()).toEqual({ received: true });
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '38.38' });
    const taken = await d.paymentsOfQuote(quote.id);
    expect(taken).toMatchObject([
      {
        invoiceId: null,
        amount: '38.38',
        provider: 'stripe',
        providerPaymentId: paid.payment_intent,
        cardLast4: '4242',
      },
    ]);
    expect(await d.feesOf(taken[0].id)).toMatchObject([{ invoiceId: null, platformFeeAmount: '1.11' }]);

    expect((await completed()).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver('checkout.session.completed', paid)()).statusCode).toBe(200);
    expect(await d.paymentsOfQuote(quote.id)).toHaveLength(1);
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '38.38' });
    const after = await h.call('GET', `/api/quotes/${quote.id}/deposit?payment_id=${session.id}`);
    expect(after.json()).toMatchObject({ depositPaid: '38.38', payment: { status: 'succeeded', amount: '38.38' } });
  });

  it("counts the deposit when the success page's nudge finds it paid before the webhook comes", async () => {
    const { quote, token } = await accepted();
    const session = sessionOf((await d.payDeposit(token, quote.id, {})).json().redirectUrl);
    const paid = stripe.payCheckout(session.id, { brand: 'mastercard', last4: '4444' });
    const nudged = await h.call('POST', `/api/quotes/${quote.id}/deposit/confirm?payment_id=${session.id}`);
    expect(nudged.json()).toMatchObject({ depositPaid: '38.38', payment: { status: 'succeeded' } });
    await deliver('checkout.session.completed', paid)();
    expect(await d.paymentsOfQuote(quote.id)).toHaveLength(1);
  });

  it('gives the money back when the quote was invoiced while the customer was on the checkout page', async () => {
    const { quote, token, cookie } = await accepted();
    const session = sessionOf((await d.payDeposit(token, quote.id, {})).json().redirectUrl);
    expect((await h.call('POST', `/api/quotes/${quote.id}/convert`, cookie)).json().depositUnpaid).toBe(true);
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    expect((await deliver('checkout.session.completed', paid)()).statusCode).toBe(200);
    expect(await d.paymentsOfQuote(quote.id)).toEqual([]);
    expect(await d.quoteRow(quote.id)).toMatchObject({ depositPaid: '0.00' });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent);
    expect(refunds).toMatchObject([{ amount: 3838 }]);
  });

  it('closes the checkout page of another tab, so only one deposit can be paid', async () => {
    const { quote, token } = await accepted();
    const first = sessionOf((await d.payDeposit(token, quote.id, {}, 'tab-a')).json().redirectUrl);
    const second = sessionOf((await d.payDeposit(token, quote.id, {}, 'tab-b')).json().redirectUrl);
    expect(second.id).not.toBe(first.id);
    expect(stripe.sessions.get(first.id)?.status).toBe('expired');
    expect(stripe.sessions.get(second.id)?.status).toBe('open');
  });
});
