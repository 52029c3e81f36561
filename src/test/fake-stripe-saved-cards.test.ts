import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { unixNow } from './fake-stripe-objects';

/**
 * The fake's cards kept on customers, driven with the real SDK: customers made through the API, payment pages that
 * keep the card (`setup_future_usage`), setup-mode pages, and subscriptions made off Checkout on a kept card.
 */
let fake: FakeStripe;
let stripe: Stripe;
let product: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  const url = new URL(fake.url);
  stripe = new Stripe(fake.secretKey, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
  product = (await stripe.products.create({ id: 'crewdesk_plan_domain', name: 'Crewdesk Domain' })).id;
});
afterAll(() => fake.close());

const VISA = { brand: 'visa', last4: '4242' };
const MASTERCARD = { brand: 'mastercard', last4: '4444' };
const METADATA = { purpose: 'domain', subscriptionId: '3' };
const urls = { success_url: 'http://localhost:3000/done?session_id={CHECKOUT_SESSION_ID}', cancel_url: 'http://x/no' };
const key = () => ({ idempotencyKey: randomUUID() });
const newCustomer = () => stripe.customers.create({ email: `owner-${randomUUID()}@acme.test` });

const paymentPage = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2_900, product_data: { name: 'Setup' } } }],
    ...urls,
    ...extra,
  });

const setupPage = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({ mode: 'setup', currency: 'usd', ...urls, ...extra });

/** A card kept on a new customer through a completed setup-mode page. */
async function keptCard(card = VISA) {
  const customer = (await newCustomer()).id;
  const completed = fake.completeSetupCheckout((await setupPage({ customer })).id, card);
  const intent = fake.setupIntents.get(completed.setup_intent ?? '');
  if (!intent) throw new Error('The setup page kept no card');
  return { customer, paymentMethod: intent.payment_method };
}

/** `subscriptions.create` as the app sends it: the monthly fee inline, on the kept card. */
const subscribe = (input: { customer: string; paymentMethod: string; trialEnd?: number }, options = key()) =>
  stripe.subscriptions.create(
    {
      customer: input.customer,
      default_payment_method: input.paymentMethod,
      items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 1_500, recurring: { interval: 'month' }, product } },
      ],
      ...(input.trialEnd ? { trial_end: input.trialEnd } : {}),
      metadata: METADATA,
      expand: ['default_payment_method'],
    },
    options,
  );

describe('fake Stripe: customers', () => {
  it('makes a customer with its e-mail, name and metadata, once per idempotency key', async () => {
    const [options, params] = [key(), { email: 'owner@acme.test', name: 'Acme', metadata: { companyId: '7' } }];
    const customer = await stripe.customers.create(params, options);

    expect(customer).toMatchObject({ id: expect.stringMatching(/^cus_/), object: 'customer', balance: 0, ...params });
    expect(fake.customers.get(customer.id)).toEqual(customer);
    const count = fake.customers.size;
    expect((await stripe.customers.create(params, options)).id).toBe(customer.id);
    expect([fake.customers.size, fake.requestsTo('POST', '/v1/customers').at(-1)?.replayed]).toEqual([count, true]);
  });
});

describe('fake Stripe: payment pages that keep the card', () => {
  it("keeps the card on the session's customer: the payment intent names it, the customer and the usage", async () => {
    const customer = (await newCustomer()).id;
    const session = await paymentPage({ customer, payment_intent_data: { setup_future_usage: 'off_session' } });
    expect(session).toMatchObject({ customer, customer_email: null, setup_intent: null });

    fake.payCheckout(session.id, VISA);
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge', 'payment_intent.payment_method'],
    });

    const intent = paid.payment_intent as Stripe.PaymentIntent;
    const method = intent.payment_method as Stripe.PaymentMethod;
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer });
    expect(intent).toMatchObject({ customer, setup_future_usage: 'off_session', amount: 2_900 });
    expect(method).toMatchObject({ id: expect.stringMatching(/^pm_/), type: 'card', card: VISA, customer });
    expect(fake.paymentIntents.get(intent.id)?.payment_method).toBe(method.id);
    expect(fake.paymentMethods.get(method.id)?.customer).toBe(customer);
  });

  it("makes a customer from the page's e-mail when it names none", async () => {
    const usage = { setup_future_usage: 'on_session' as const };
    const session = await paymentPage({ customer_email: 'buyer@acme.test', payment_intent_data: usage });
    const paid = fake.payCheckout(session.id, MASTERCARD);

    const customer = fake.customers.get(paid.customer ?? '');
    expect(customer).toMatchObject({ email: 'buyer@acme.test' });
    const intent = fake.paymentIntents.get(paid.payment_intent ?? '');
    expect(intent).toMatchObject({ customer: customer?.id, setup_future_usage: 'on_session' });
    const method = fake.paymentMethods.get(intent?.payment_method ?? '');
    expect(method).toMatchObject({ card: MASTERCARD, customer: customer?.id });
  });

  it('keeps no card and makes no customer without setup_future_usage', async () => {
    const session = await paymentPage({ customer_email: 'once@acme.test' });
    const [customers, methods] = [fake.customers.size, fake.paymentMethods.size];
    const paid = fake.payCheckout(session.id, VISA);

    expect(paid.customer).toBeNull();
    const intent = fake.paymentIntents.get(paid.payment_intent ?? '');
    expect(intent).toMatchObject({ customer: null, payment_method: null, setup_future_usage: null });
    expect([fake.customers.size, fake.paymentMethods.size]).toEqual([customers, methods]);
  });

  it('refuses an unknown customer, a customer with an e-mail, and an unknown usage', async () => {
    await expect(paymentPage({ customer: 'cus_missing' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'customer',
      message: "No such customer: 'cus_missing'",
    });
    const customer = (await newCustomer()).id;
    const both = paymentPage({ customer, customer_email: 'x@acme.test' });
    await expect(both).rejects.toMatchObject({ param: 'customer_email' });
    const usage = 'sometimes' as Stripe.Checkout.SessionCreateParams.PaymentIntentData.SetupFutureUsage;
    await expect(paymentPage({ payment_intent_data: { setup_future_usage: usage } })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'payment_intent_data[setup_future_usage]',
    });
  });
});

describe('fake Stripe: setup-mode pages', () => {
  it('opens a page that charges nothing, then keeps the card with a SetupIntent the session expands', async () => {
    const customer = (await newCustomer()).id;
    const metadata = { domainId: '9' };
    const session = await setupPage({ customer, metadata, setup_intent_data: { metadata } });
    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_/),
      mode: 'setup',
      status: 'open',
      payment_status: 'no_payment_required',
      amount_total: null,
      currency: 'usd',
      customer,
      payment_intent: null,
      setup_intent: null,
      metadata,
      url: expect.stringContaining(session.id),
    });

    const completed = fake.completeSetupCheckout(session.id, MASTERCARD);
    expect(completed).toMatchObject({ status: 'complete', customer, url: null });
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge', 'setup_intent.payment_method'],
    });

    const intent = retrieved.setup_intent as Stripe.SetupIntent;
    const succeeded = { object: 'setup_intent', status: 'succeeded', usage: 'off_session', customer, metadata };
    expect(intent).toMatchObject({ id: completed.setup_intent, ...succeeded });
    expect(intent.payment_method).toMatchObject({ object: 'payment_method', card: MASTERCARD, customer });
    expect(retrieved.payment_intent).toBeNull();
  });

  it('makes a customer on completion when the page named none', async () => {
    const session = await setupPage({ customer_email: 'new@acme.test' });
    const completed = fake.completeSetupCheckout(session.id, VISA);

    expect(fake.customers.get(completed.customer ?? '')).toMatchObject({ email: 'new@acme.test' });
    expect(fake.setupIntents.get(completed.setup_intent ?? '')).toMatchObject({ customer: completed.customer });
  });

  it('expires (or lapses) like any page, and is then not completed', async () => {
    const expired = await stripe.checkout.sessions.expire((await setupPage()).id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect(() => fake.completeSetupCheckout(expired.id, VISA)).toThrow(/expired, not open/);

    expect(fake.lapseCheckout((await setupPage()).id)).toMatchObject({ status: 'expired' });
  });

  it('refuses a page without a currency, with line items, or for an unknown customer', async () => {
    await expect(stripe.checkout.sessions.create({ mode: 'setup', ...urls })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'currency',
    });
    const lineItems = [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'X' } } }];
    await expect(setupPage({ line_items: lineItems })).rejects.toMatchObject({
      param: 'line_items',
      message: 'You can not pass `line_items` in `setup` mode.',
    });
    const unknown = setupPage({ customer: 'cus_missing' });
    await expect(unknown).rejects.toMatchObject({ code: 'resource_missing', param: 'customer' });
  });
});

describe('fake Stripe: subscriptions made on a kept card', () => {
  it('trials until trial_end with a $0 first invoice; the renewal then charges the month and makes it active', async () => {
    const card = await keptCard();
    const trialEnd = unixNow() + 30 * 24 * 3600;
    const subscription = await subscribe({ ...card, trialEnd });

    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      status: 'trialing',
      customer: card.customer,
      trial_end: trialEnd,
      metadata: METADATA,
      default_payment_method: { id: card.paymentMethod, card: VISA },
    });
    expect(subscription.items.data[0]).toMatchObject({ quantity: 1, current_period_end: trialEnd });
    const first = fake.invoices.get(String(subscription.latest_invoice));
    expect(first).toMatchObject({ billing_reason: 'subscription_create', total: 0, status: 'paid' });

    const { subscription: renewed, invoice } = fake.renewPlan(subscription.id);
    expect(renewed.status).toBe('active');
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 1_500,
      status: 'paid',
      parent: { subscription_details: { subscription: subscription.id, metadata: METADATA } },
    });
    expect(invoice?.lines.data[0].period.start).toBe(trialEnd);
    const retrieved = await stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved).toMatchObject({ status: 'active', latest_invoice: invoice?.id });
  });

  it('without a trial charges the first month at once; once per idempotency key', async () => {
    const [card, options] = [await keptCard(), key()];
    const subscription = await subscribe(card, options);

    expect(subscription.status).toBe('active');
    expect(fake.invoices.get(String(subscription.latest_invoice))).toMatchObject({ amount_paid: 1_500 });
    const count = fake.subscriptions.size;
    expect((await subscribe(card, options)).id).toBe(subscription.id);
    expect(fake.subscriptions.size).toBe(count);
  });

  it("goes past due on a refused renewal and back to active on the retry; cancels with its period's end", async () => {
    const subscription = await subscribe(await keptCard());
    fake.setPlanCardDeclines(subscription.id, true);
    const { subscription: pastDue, invoice } = fake.renewPlan(subscription.id);
    expect([pastDue.status, invoice?.status]).toEqual(['past_due', 'open']);

    fake.setPlanCardDeclines(subscription.id, false);
    expect(fake.retryPlanInvoice(String(invoice?.id)).subscription.status).toBe('active');
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    expect(fake.renewPlan(subscription.id)).toMatchObject({ subscription: { status: 'canceled' }, invoice: null });
  });

  it("refuses another customer's card, an unknown customer or card, a missing card, and a trial end gone", async () => {
    const [mine, theirs] = [await keptCard(), await keptCard(MASTERCARD)];
    const base = { customer: mine.customer, paymentMethod: theirs.paymentMethod };

    await expect(subscribe(base)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'default_payment_method',
      message: expect.stringContaining('must be attached to the customer'),
    });
    const unknown = subscribe({ ...base, customer: 'cus_missing' });
    await expect(unknown).rejects.toMatchObject({ code: 'resource_missing', param: 'customer' });
    const noCard = subscribe({ ...base, paymentMethod: 'pm_missing' });
    await expect(noCard).rejects.toMatchObject({ code: 'resource_missing', param: 'default_payment_method' });
    const missing = subscribe({ ...base, paymentMethod: '' });
    await expect(missing).rejects.toMatchObject({ code: 'parameter_missing', param: 'default_payment_method' });
    await expect(subscribe({ ...mine, trialEnd: unixNow() - 60 })).rejects.toMatchObject({ param: 'trial_end' });
    expect([...fake.subscriptions.values()].filter((s) => s.customer === mine.customer)).toEqual([]);
  });
});
