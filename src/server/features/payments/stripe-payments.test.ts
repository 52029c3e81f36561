import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { FakeStripe, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../test/fake-stripe';
import { connectedAccounts, payments, platformTransactions } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';

describe('card payments through Stripe (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  let keys = 0;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
    h = invoiceHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (type: string, object: object, secret = FAKE_STRIPE_WEBHOOK_SECRET) => {
    const event = stripe.signedEvent(type, object, secret);
    return { event, send: () => t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...event }) };
  };

  /** An owner whose Express account Stripe has verified, with an invoice of 180.00 sent to their customer. */
  async function billed() {
    const owner = await h.ownerWithCustomer();
    const connected = await h.call('POST', '/api/connected-accounts', owner.cookie, {
      processor: 'stripe',
      businessName: 'Green Acres',
      businessType: 'company',
    });
    expect(connected.statusCode).toBe(201);
    const [row] = await t.db.select().from(connectedAccounts).where(eq(connectedAccounts.companyId, owner.company.id));
    const account = stripe.setAccount(row.accountId, { charges_enabled: true, payouts_enabled: true });
    expect((await deliver('account.updated', account).send()).statusCode).toBe(200);
    const invoice = await h.create(owner.cookie, owner.customer.id);
    await h.call('POST', `/api/invoices/${invoice.id}/send`, owner.cookie);
    return { ...owner, invoice, token: owner.customer.accessToken, accountId: row.accountId, connected };
  }
  const pay = (token: string, invoiceId: number, key = `key-${++keys}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${token}/invoices/${invoiceId}/pay`,
      headers: { 'idempotency-key': key },
      payload: {},
    });
  const sessionOf = (checkoutUrl: string) => [...stripe.sessions.values()].find((s) => s.url === checkoutUrl)!;

  it('connects an Express account pending onboarding, then verified when Stripe says so', async () => {
    const { connected, accountId, cookie } = await billed();
    expect(connected.json().account.status).toBe('pending');
    expect(connected.json().onboardingUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(stripe.accounts.get(accountId)).toMatchObject({ type: 'express' });
    const accounts = (await h.call('GET', '/api/connected-accounts', cookie)).json();
    expect(accounts).toMatchObject([{ status: 'verified', capabilities: expect.arrayContaining(['card_payments']) }]);
    expect((await h.call('GET', '/api/payments/mode', cookie)).json()).toEqual({ mode: 'stripe' });
  });

  it('refuses a webhook whose signature is wrong, and changes nothing', async () => {
    const { accountId } = await billed();
    const account = stripe.setAccount(accountId, {
      charges_enabled: false,
      payouts_enabled: false,
      disabled_reason: 'rejected.fraud',
    });
    const forged = await deliver('account.updated', account, 'whsec_someone_else').send();
    expect(forged.statusCode).toBe(400);
    const { event } = deliver('account.updated', account);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: event.headers,
      body: event.body.replace('rejected.fraud', 'rejected.other'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      body: event.body,
    });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await t.db.select().from(connectedAccounts).where(eq(connectedAccounts.accountId, accountId));
    expect(row.status).toBe('verified');
  });

  it('sends the customer to Checkout with the fee as application fee, and counts the payment once Stripe confirms it', async () => {
    const { invoice, token, accountId, company } = await billed();
    const started = await pay(token, invoice.id, 'tab-1');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('redirect');
    const session = sessionOf(started.json().redirectUrl);
    const [created] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(created.idempotencyKey).toBeTruthy();
    expect(created.body).toMatchObject({
      mode: 'payment',
      payment_intent_data: { application_fee_amount: '522', transfer_data: { destination: accountId } },
    });
    // The same key again: the same page, no second session.
    const sessions = stripe.sessions.size;
    expect((await pay(token, invoice.id, 'tab-1')).json().redirectUrl).toBe(started.json().redirectUrl);
    expect(stripe.sessions.size).toBe(sessions);

    // The success page before Stripe's word: the payment is pending and nothing is marked paid.
    const early = await h.call('GET', `/api/invoices/${invoice.id}?payment_id=${session.id}`);
    expect(early.json()).toMatchObject({ status: 'sent', payment: { status: 'pending' } });
    const nudged = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/mark-paid?payment_id=${session.id}`,
      payload: { paymentMethod: 'card', transactionId: session.id },
    });
    expect(nudged.json()).toMatchObject({ status: 'sent', payment: { status: 'pending' } });
    expect((await h.row(invoice.id)).amountPaid).toBe('0.00');

    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    const completed = deliver('checkout.session.completed', paid);
    expect((await completed.send()).json()).toEqual({ received: true });
    const row = await h.row(invoice.id);
    expect(row).toMatchObject({ status: 'paid', amountPaid: '180.00', paymentMethod: 'card' });
    expect(row.externalTransactionId).toBe(paid.payment_intent);
    const taken = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(taken).toMatchObject([{ amount: '180.00', provider: 'stripe', cardBrand: 'visa', cardLast4: '4242' }]);

    // Delivered again: answered, ignored.
    expect((await completed.send()).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver('checkout.session.completed', paid).send()).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
    const fees = await t.db.select().from(platformTransactions).where(eq(platformTransactions.companyId, company.id));
    expect(fees).toMatchObject([
      { amount: '180.00', platformFeeAmount: '5.22', externalTransactionId: paid.payment_intent },
    ]);
    const after = await h.call('GET', `/api/invoices/${invoice.id}?payment_id=${session.id}`);
    expect(after.json()).toMatchObject({ status: 'paid', payment: { status: 'succeeded', amount: '180.00' } });
  });

  it("counts a payment when the success page's nudge finds it paid at Stripe before the webhook comes", async () => {
    const { invoice, token } = await billed();
    const session = sessionOf((await pay(token, invoice.id)).json().redirectUrl);
    const paid = stripe.payCheckout(session.id, { brand: 'mastercard', last4: '4444' });
    const nudged = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/mark-paid?payment_id=${session.id}`,
      payload: { paymentMethod: 'card' },
    });
    expect(nudged.json()).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    await deliver('checkout.session.completed', paid).send();
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
  });

  it('closes the checkout page of another tab, so only one can be paid', async () => {
    const { invoice, token } = await billed();
    const first = sessionOf((await pay(token, invoice.id, 'tab-a')).json().redirectUrl);
    const second = sessionOf((await pay(token, invoice.id, 'tab-b')).json().redirectUrl);
    expect(second.id).not.toBe(first.id);
    expect(stripe.sessions.get(first.id)?.status).toBe('expired');
    expect(stripe.sessions.get(second.id)?.status).toBe('open');
  });
});
