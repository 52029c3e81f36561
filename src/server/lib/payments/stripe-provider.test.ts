import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_WEBHOOK_SECRET, FakeStripe } from '../../../test/fake-stripe';
import type { AccountChange } from '../../../test/fake-stripe-objects';
import type { HostedPaymentProvider } from './provider';
import { readStripeEvent, StripeSignatureError } from './stripe-events';
import { createStripeProvider, STRIPE_API_VERSION } from './stripe-provider';

let fake: FakeStripe;
let stripe: HostedPaymentProvider;

beforeAll(async () => {
  fake = await new FakeStripe().start();
  stripe = createStripeProvider({ secretKey: fake.secretKey, apiUrl: fake.url });
});
afterAll(() => fake.close());

const key = () => randomUUID();

async function newAccount() {
  const email = `owner-${randomUUID()}@example.test`;
  return stripe.createAccount({ businessName: 'Acme Plumbing', businessType: 'company', email, idempotencyKey: key() });
}

async function newCheckout(overrides: { customerEmail?: string | null } = {}) {
  const { accountId } = await newAccount();
  const input = {
    amountCents: 12_345,
    destination: { accountId, feeCents: 358 },
    description: 'Invoice INV-0042',
    customerEmail: 'customer@example.test',
    successUrl: 'http://localhost:3000/pay/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/pay/cancelled',
    metadata: { invoiceId: '42', companyId: '7' },
    idempotencyKey: key(),
    ...overrides,
  };
  return { input, accountId, checkout: await stripe.createCheckout(input) };
}

describe('createStripeProvider: accounts', () => {
  it('opens one Express account per idempotency key, pending until onboarding', async () => {
    const idempotencyKey = key();
    const input = { businessName: 'Acme Plumbing', businessType: 'non_profit' as const, email: 'o@acme.test' };
    const created = fake.accounts.size;
    const account = await stripe.createAccount({ ...input, idempotencyKey });

    expect(account).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      status: 'pending',
      capabilities: [],
      requirementsStatus: 'pending',
    });
    const [request] = fake.requestsTo('POST', '/v1/accounts').slice(-1);
    expect(request).toMatchObject({ idempotencyKey, stripeVersion: STRIPE_API_VERSION });
    expect(request.body).toEqual({
      type: 'express',
      country: 'US',
      email: 'o@acme.test',
      business_type: 'non_profit',
      business_profile: { name: 'Acme Plumbing' },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
    });

    const again = await stripe.createAccount({ ...input, idempotencyKey });
    expect(again.accountId).toBe(account.accountId);
    expect(fake.accounts.size).toBe(created + 1);
    expect(fake.requestsTo('POST', '/v1/accounts').at(-1)?.replayed).toBe(true);

    await stripe.createAccount({ ...input, idempotencyKey: key() });
    expect(fake.accounts.size).toBe(created + 2);
  });

  it('links to onboarding for the account', async () => {
    const { accountId } = await newAccount();
    const urls = {
      returnUrl: 'http://localhost:3000/payments/setup/done',
      refreshUrl: 'http://localhost:3000/payments/setup',
    };
    const url = await stripe.onboardingLink(accountId, urls);

    expect(url).toBe(fake.accountLinks.at(-1)?.url);
    expect(fake.requestsTo('POST', '/v1/account_links').at(-1)?.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    expect(fake.requestsTo('POST', '/v1/account_links').at(-1)?.idempotencyKey).toMatch(
      new RegExp(`^onboarding-${accountId}-`),
    );
    await expect(stripe.onboardingLink('acct_missing', urls)).rejects.toThrow(/No such account/);
  });

  it('refuses to run against the wrong key, and an API address with a path', async () => {
    const wrong = createStripeProvider({ secretKey: 'sk_test_wrong', apiUrl: fake.url });
    await expect(
      wrong.createAccount({ businessName: 'X', businessType: 'individual', email: 'x@x.test', idempotencyKey: key() }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(() => createStripeProvider({ secretKey: fake.secretKey, apiUrl: `${fake.url}/v2` })).toThrow(/path/);
  });
});

describe('createStripeProvider: checkout', () => {
  it('creates a destination charge with the platform fee, once per idempotency key', async () => {
    const { input, accountId, checkout } = await newCheckout();
    const request = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1);

    expect(checkout).toEqual({
      sessionId: expect.stringMatching(/^cs_/),
      url: fake.sessions.get(checkout.sessionId)?.url,
    });
    expect(request?.idempotencyKey).toBe(input.idempotencyKey);
    expect(request?.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '12345', product_data: { name: 'Invoice INV-0042' } },
        },
      ],
      payment_intent_data: {
        application_fee_amount: '358',
        transfer_data: { destination: accountId },
        metadata: { invoiceId: '42', companyId: '7' },
      },
      metadata: { invoiceId: '42', companyId: '7' },
      customer_email: 'customer@example.test',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });

    const sessions = fake.sessions.size;
    expect(await stripe.createCheckout(input)).toEqual(checkout);
    expect(fake.sessions.size).toBe(sessions);
  });

  it('leaves the e-mail for the customer to type when there is none', async () => {
    await newCheckout({ customerEmail: null });
    expect(fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).not.toHaveProperty('customer_email');
  });

  it('retries a lost answer with the same idempotency key, creating one session', async () => {
    const sessions = fake.sessions.size;
    fake.hangUpAfterNext('POST', '/v1/checkout/sessions');
    const { checkout, input } = await newCheckout();

    const attempts = fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((r) => r.idempotencyKey === input.idempotencyKey);
    expect(attempts.map((r) => r.replayed)).toEqual([false, true]);
    expect(fake.sessions.size).toBe(sessions + 1);
    expect(fake.sessions.has(checkout.sessionId)).toBe(true);
  });

  it('reads the charge, with the card brand and last four only, once the customer paid', async () => {
    const { checkout } = await newCheckout();
    const before = await stripe.getCheckout(checkout.sessionId);
    expect(before).toEqual({
      sessionId: checkout.sessionId,
      status: 'open',
      charge: null,
      keptCard: null,
      metadata: { invoiceId: '42', companyId: '7' },
    });
    expect(fake.requestsTo('GET', `/v1/checkout/sessions/${checkout.sessionId}`).at(-1)?.query).toEqual({
      expand: ['payment_intent.latest_charge', 'setup_intent.payment_method'],
    });

    fake.payCheckout(checkout.sessionId, { brand: 'visa', last4: '4242' });
    const after = await stripe.getCheckout(checkout.sessionId);
    expect(after).toEqual({
      sessionId: checkout.sessionId,
      status: 'complete',
      charge: { paymentId: expect.stringMatching(/^pi_/), amountCents: 12_345, cardBrand: 'visa', cardLast4: '4242' },
      // A business's payment keeps no card.
      keptCard: null,
      metadata: { invoiceId: '42', companyId: '7' },
    });
    expect(fake.paymentIntents.get(after.charge!.paymentId)).toMatchObject({ application_fee_amount: 358 });
    await expect(stripe.getCheckout('cs_test_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('expires an open session; one already paid or expired is left as it is', async () => {
    const open = (await newCheckout()).checkout;
    await stripe.expireCheckout(open.sessionId);
    expect((await stripe.getCheckout(open.sessionId)).status).toBe('expired');
    await stripe.expireCheckout(open.sessionId);

    const paid = (await newCheckout()).checkout;
    fake.payCheckout(paid.sessionId, { brand: 'mastercard', last4: '4444' });
    await stripe.expireCheckout(paid.sessionId);
    expect((await stripe.getCheckout(paid.sessionId)).status).toBe('complete');

    await expect(stripe.expireCheckout('cs_test_missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refunds part of a payment with the fee and the transfer, once per idempotency key', async () => {
    const { checkout } = await newCheckout();
    fake.payCheckout(checkout.sessionId, { brand: 'visa', last4: '4242' });
    const { charge } = await stripe.getCheckout(checkout.sessionId);
    const input = { paymentId: charge!.paymentId, amountCents: 5_000, idempotencyKey: key() };
    const refunds = fake.refunds.size;

    const { refundId } = await stripe.refund(input);
    expect(fake.refunds.get(refundId)).toMatchObject({ amount: 5_000, payment_intent: input.paymentId });
    expect(fake.requestsTo('POST', '/v1/refunds').at(-1)).toMatchObject({
      idempotencyKey: input.idempotencyKey,
      body: {
        payment_intent: input.paymentId,
        amount: '5000',
        refund_application_fee: 'true',
        reverse_transfer: 'true',
      },
    });
    expect(await stripe.refund(input)).toEqual({ refundId });
    expect(fake.refunds.size).toBe(refunds + 1);

    await expect(stripe.refund({ ...input, amountCents: 7_346, idempotencyKey: key() })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('readStripeEvent', () => {
  const read = (event: { body: string; headers: Record<string, string> }, secret = FAKE_STRIPE_WEBHOOK_SECRET) =>
    readStripeEvent(Buffer.from(event.body), event.headers['stripe-signature'], secret);

  it('reads completed and expired checkouts', async () => {
    const { checkout } = await newCheckout();
    const paid = fake.payCheckout(checkout.sessionId, { brand: 'visa', last4: '4242' });
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      const event = fake.signedEvent(type, paid, FAKE_STRIPE_WEBHOOK_SECRET);
      expect(read(event)).toEqual({ id: event.id, kind: 'checkout.completed', sessionId: checkout.sessionId });
    }
    const lapsed = fake.lapseCheckout((await newCheckout()).checkout.sessionId);
    const expired = fake.signedEvent('checkout.session.expired', lapsed, FAKE_STRIPE_WEBHOOK_SECRET);
    expect(read(expired)).toEqual({ id: expired.id, kind: 'checkout.expired', sessionId: lapsed.id });

    const other = fake.signedEvent('payment_intent.succeeded', { id: 'pi_test_1' }, FAKE_STRIPE_WEBHOOK_SECRET);
    expect(readStripeEvent(other.body, other.headers['stripe-signature'], FAKE_STRIPE_WEBHOOK_SECRET)).toEqual({
      id: other.id,
      kind: 'ignored',
      type: 'payment_intent.succeeded',
    });
  });

  const off = { charges_enabled: false, payouts_enabled: false };
  const on = { charges_enabled: true, payouts_enabled: true };
  const [both, due] = [['card_payments', 'transfers'], ['external_account']];
  it.each<[string, AccountChange | null, string, string[], string]>([
    ['a new account', null, 'pending', [], 'pending'],
    ['charges and payouts enabled', on, 'verified', both, 'complete'],
    ['charges only, nothing due', { ...off, charges_enabled: true }, 'pending', ['card_payments'], 'complete'],
    ['Stripe verifying', { ...off, disabled_reason: 'requirements.pending_verification' }, 'pending', [], 'complete'],
    [
      'past due after onboarding',
      { ...off, disabled_reason: 'requirements.past_due', past_due: due },
      'restricted',
      [],
      'pending',
    ],
    [
      'rejected',
      { ...off, disabled_reason: 'rejected.fraud', details_submitted: false, past_due: due },
      'restricted',
      [],
      'pending',
    ],
    ['verified, more due later', { ...on, currently_due: due }, 'verified', both, 'pending'],
  ])('maps account.updated for %s', async (_name, change, status, capabilities, requirementsStatus) => {
    const { accountId } = await newAccount();
    const account = change ? fake.setAccount(accountId, change) : fake.accounts.get(accountId)!;
    const event = fake.signedEvent('account.updated', account, FAKE_STRIPE_WEBHOOK_SECRET);
    expect(read(event)).toEqual({
      id: event.id,
      kind: 'account.updated',
      state: { accountId, status, capabilities, requirementsStatus },
    });
  });

  it('refuses a tampered body, another secret, a missing signature and an old timestamp', () => {
    const event = fake.signedEvent('checkout.session.completed', { id: 'cs_test_1' }, FAKE_STRIPE_WEBHOOK_SECRET);
    expect(read(event)).toMatchObject({ kind: 'checkout.completed' });

    expect(() => read({ ...event, body: event.body.replace('cs_test_1', 'cs_test_2') })).toThrow(StripeSignatureError);
    expect(() => read(event, 'whsec_someone_else')).toThrow(StripeSignatureError);
    expect(() => readStripeEvent(event.body, undefined, FAKE_STRIPE_WEBHOOK_SECRET)).toThrow(StripeSignatureError);
    expect(() => readStripeEvent(event.body, 'garbage', FAKE_STRIPE_WEBHOOK_SECRET)).toThrow(StripeSignatureError);

    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) =>
      fake.signedEvent('checkout.session.expired', { id: 'cs_test_1' }, FAKE_STRIPE_WEBHOOK_SECRET, { timestamp });
    expect(read(signedAt(now - 60))).toMatchObject({ kind: 'checkout.expired' });
    expect(() => read(signedAt(now - 600))).toThrow(StripeSignatureError);
    expect(() => readStripeEvent(event.body, event.headers['stripe-signature'], '')).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
