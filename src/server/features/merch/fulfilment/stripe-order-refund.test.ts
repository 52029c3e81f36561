import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '../../../../shared/payments/refunds.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { FakeStripe, startFakeStripe } from '../../../../test/fake-stripe';
import { fulfilmentHelpers } from './fulfilment.test-helpers';

describe('a cancelled merchandise order refunded through Stripe (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let h: ReturnType<typeof fulfilmentHelpers>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
    h = fulfilmentHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** An order of 25.98 paid to the platform on Stripe's Checkout page: the payment intent a refund names. */
  async function paidThroughStripe() {
    const provider = t.ctx.payments;
    if (provider.kind !== 'stripe') throw new Error('the test app should run with Stripe');
    const checkout = await provider.createCheckout({
      amountCents: 2598,
      description: 'Crewdesk merchandise order',
      customerEmail: null,
      successUrl: 'http://localhost/supplies',
      cancelUrl: 'http://localhost/supplies',
      metadata: { purpose: 'merchandise' },
      idempotencyKey: `merch-test-${Date.now()}-${Math.random()}`,
    });
    const paid = stripe.payCheckout(checkout.sessionId, { brand: 'visa', last4: '4242' });
    const intent = String(paid.payment_intent);
    return { intent, ...(await h.ownerWithOrder({ provider: 'stripe', providerPaymentId: intent })) };
  }

  it('refunds the whole total as a platform charge (no transfer reversed, no fee given back), once', async () => {
    const { order, intent } = await paidThroughStripe();
    const cancelled = await h.move(order.id, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });

    const calls = stripe.requestsTo('POST', '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0].idempotencyKey).toBe(`merch-refund-${order.id}`);
    expect(calls[0].body).toEqual({ payment_intent: intent, amount: '2598' });
    const [made] = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(made).toMatchObject({ amount: 2598 });
    expect(await h.row(order.id)).toMatchObject({ status: 'cancelled', providerRefundId: made.id });

    const again = await h.move(order.id, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(stripe.requestsTo('POST', '/v1/refunds')).toHaveLength(1);
  });

  it('answers 502 and changes nothing when Stripe refuses the refund', async () => {
    const { order, intent } = await paidThroughStripe();
    // Refunded meanwhile on Stripe's own dashboard: nothing is left to give back.
    const outside = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: intent }),
    });
    expect(outside.status).toBe(200);
    const refused = await h.move(order.id, { status: 'cancelled' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(refundMessages.providerFailed);
    expect(await h.row(order.id)).toEqual(order);
  });
});
