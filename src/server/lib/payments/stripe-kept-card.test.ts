import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../test/fake-stripe';
import type { HostedPaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

let fake: FakeStripe;
let stripe: HostedPaymentProvider;

beforeAll(async () => {
  fake = await new FakeStripe().start();
  stripe = createStripeProvider({ secretKey: fake.secretKey, apiUrl: fake.url });
});
afterAll(() => fake.close());

/** A platform payment whose card is kept for monthly charges (a domain's setup fee). */
const keepingCheckout = (amountCents: number) => {
  const input = {
    amountCents,
    description: 'Crewdesk domain setup: shop.example.test',
    customerEmail: 'owner@example.test',
    successUrl: 'http://localhost:3000/checkout/domain/shop.example.test?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/checkout/domain/shop.example.test',
    metadata: { purpose: 'domain', domainId: '9' },
    idempotencyKey: randomUUID(),
    keepCard: true,
  };
  return { input, created: stripe.createCheckout(input) };
};

describe('createStripeProvider: a card kept for monthly charges', () => {
  it('pays for a customer made for the page and keeps the card on it, once per idempotency key', async () => {
    const { input, created } = keepingCheckout(2900);
    const checkout = await created;
    const [customer] = fake.requestsTo('POST', '/v1/customers').slice(-1);
    expect(customer.idempotencyKey).toBe(`${input.idempotencyKey}-customer`);
    expect(customer.body).toEqual({ email: 'owner@example.test', metadata: input.metadata });
    const [request] = fake.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(request.body).toMatchObject({
      mode: 'payment',
      customer: expect.stringMatching(/^cus_/),
      payment_intent_data: { setup_future_usage: 'off_session', metadata: input.metadata },
    });
    expect(request.body).not.toHaveProperty('customer_email');
    expect((await stripe.getCheckout(checkout.sessionId)).keptCard).toBeNull();

    const customers = fake.requestsTo('POST', '/v1/customers').length;
    expect(await stripe.createCheckout(input)).toEqual(checkout);
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(customers + 1);

    const paid = fake.payCheckout(checkout.sessionId, { brand: 'visa', last4: '4242' });
    const state = await stripe.getCheckout(checkout.sessionId);
    const intent = fake.paymentIntents.get(paid.payment_intent as string)!;
    expect(state.charge).toMatchObject({ amountCents: 2900, cardLast4: '4242' });
    expect(state.keptCard).toEqual({
      customerId: request.body.customer,
      paymentMethodId: intent.payment_method,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('with nothing to pay only takes the card (setup mode), and reads it once taken', async () => {
    const { created } = keepingCheckout(0);
    const checkout = await created;
    const [request] = fake.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(request.body).toMatchObject({ mode: 'setup', currency: 'usd', customer: expect.stringMatching(/^cus_/) });
    expect(request.body).not.toHaveProperty('line_items');
    expect(request.body).not.toHaveProperty('payment_intent_data');

    fake.completeSetupCheckout(checkout.sessionId, { brand: 'mastercard', last4: '4444' });
    const state = await stripe.getCheckout(checkout.sessionId);
    expect(state).toMatchObject({ status: 'complete', charge: null });
    expect(state.keptCard).toEqual({
      customerId: request.body.customer,
      paymentMethodId: expect.stringMatching(/^pm_/),
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
  });

  it('subscribes the kept card to a monthly product, its first charge after the trial', async () => {
    const { created } = keepingCheckout(2900);
    const checkout = await created;
    fake.payCheckout(checkout.sessionId, { brand: 'visa', last4: '4242' });
    const card = (await stripe.getCheckout(checkout.sessionId)).keptCard!;
    const trialEnd = new Date(Date.now() + 30 * 86_400_000);
    const input = {
      plan: { id: 'domain', name: 'Domain', priceCents: 1900 },
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      trialEnd,
      metadata: { purpose: 'domain', subscriptionId: '5' },
      idempotencyKey: randomUUID(),
    };
    const sub = await stripe.createPlanSubscription(input);
    expect(sub).toMatchObject({
      customerId: card.customerId,
      status: 'trialing',
      cancelAtPeriodEnd: false,
      cardBrand: 'visa',
      cardLast4: '4242',
      metadata: { purpose: 'domain', subscriptionId: '5' },
    });
    expect(sub.currentPeriodEnd?.getTime()).toBe(Math.floor(trialEnd.getTime() / 1000) * 1000);
    expect(await stripe.createPlanSubscription(input)).toMatchObject({ subscriptionId: sub.subscriptionId });
    expect(fake.requestsTo('POST', '/v1/subscriptions').at(-1)?.body).toMatchObject({
      items: [{ price_data: { unit_amount: '1900', product: 'crewdesk_plan_domain' } }],
    });
  });
});
