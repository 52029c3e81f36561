import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchCheckout } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { FakeStripe, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../../test/fake-stripe';
import { merchandiseOrders, notifications } from '../../../db/schema';
import { orderHelpers, seedCoupon } from './orders.test-helpers';

describe('merchandise orders paid through Stripe (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
    h = orderHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const webhook = (type: string, object: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...stripe.signedEvent(type, object, FAKE_STRIPE_WEBHOOK_SECRET),
    });
  const sessionOf = (url: string) => [...stripe.sessions.values()].find((s) => s.url === url)!;
  const paidNotices = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'merch.paid')));

  /** An owner's order of 3 yard signs (38.97) waiting on Stripe's page. */
  let keys = 0;
  async function pending(opts: { couponCode?: string } = {}) {
    const owner = await h.owner();
    const key = `k-${++keys}`;
    const placed = await h.place(owner.cookie, { items: { 'yard-signs': 3 }, card: undefined, ...opts }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<MerchCheckout>();
    return { ...owner, key, answer, order: answer.order, session: sessionOf(answer.redirectUrl!) };
  }

  it("sends the owner to a Checkout page paid to the platform, and nothing is paid before Stripe's word", async () => {
    const { answer, order, session, company, user, cookie, key } = await pending();
    expect(answer.status).toBe('redirect');
    expect(order).toMatchObject({ status: 'pending', total: '38.97', paidAt: null });
    const [created] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(created.idempotencyKey).toBe(`merch-${company.id}-${key}`);
    expect(created.body).toMatchObject({
      mode: 'payment',
      customer_email: user.email,
      line_items: [
        {
          quantity: '1',
          price_data: {
            unit_amount: '3897',
            product_data: { name: `Crewdesk merchandise order ${order.orderNumber}` },
          },
        },
      ],
      metadata: { purpose: 'merchandise', orderId: String(order.id), companyId: String(company.id) },
    });
    const intent = created.body.payment_intent_data as Record<string, unknown>;
    expect(intent).not.toHaveProperty('transfer_data');
    expect(intent).not.toHaveProperty('application_fee_amount');
    expect(session.success_url).toBe(`${t.ctx.origin.url}/supplies?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${t.ctx.origin.url}/supplies?order=${order.id}&cancelled=1`);

    // The nudge before paying changes nothing; the same key answers the same page.
    const early = await h.call('POST', `/api/merchandise-orders/${order.id}/confirm`, cookie);
    expect(early.json()).toMatchObject({ status: 'pending', paidAt: null });
    const sessions = stripe.sessions.size;
    const again = await h.place(cookie, { items: { 'yard-signs': 3 }, card: undefined }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'redirect', redirectUrl: answer.redirectUrl });
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('counts the payment once when the nudge comes first, then the webhook', async () => {
    const { order, session, cookie, user } = await pending();
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    const nudged = await h.call('POST', `/api/merchandise-orders/${order.id}/confirm`, cookie);
    expect(nudged.statusCode).toBe(200);
    expect(nudged.json()).toMatchObject({ status: 'paid', cardBrand: 'visa', cardLast4: '4242' });
    const row = await h.order(order.id);
    expect(row).toMatchObject({ provider: 'stripe', providerPaymentId: paid.payment_intent });
    expect((await webhook('checkout.session.completed', paid)).json()).toEqual({ received: true });
    const after = await h.order(order.id);
    expect(after.paidAt).toEqual(row.paidAt);
    expect(await paidNotices(user.id)).toHaveLength(1);
  });

  it('counts the payment once when the webhook comes first, then the nudge', async () => {
    const { order, session, cookie, user } = await pending();
    const paid = stripe.payCheckout(session.id, { brand: 'mastercard', last4: '4444' });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const row = await h.order(order.id);
    expect(row).toMatchObject({ status: 'paid', cardBrand: 'mastercard', cardLast4: '4444' });
    const nudged = await h.call('POST', `/api/merchandise-orders/${order.id}/confirm`, cookie);
    expect(nudged.json()).toMatchObject({ status: 'paid', paidAt: row.paidAt!.toISOString() });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await paidNotices(user.id)).toHaveLength(1);
  });

  it('cancels the order of an expired session and gives its coupon use back', async () => {
    const coupon = await seedCoupon(t.db, { type: 'fixed_amount', value: '5.00' });
    const { order, session } = await pending({ couponCode: coupon.code });
    expect(order).toMatchObject({ total: '33.97', discountAmount: '5.00' });
    expect((await h.coupon(coupon.id)).usageCount).toBe(1);
    const lapsed = stripe.lapseCheckout(session.id);
    expect((await webhook('checkout.session.expired', lapsed)).statusCode).toBe(200);
    const row = await h.order(order.id);
    expect(row).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await h.usagesOf(coupon.id)).toHaveLength(0);
    expect((await h.coupon(coupon.id)).usageCount).toBe(0);
  });

  it("lets the owner give up a pending order: Stripe's page is closed and the coupon given back", async () => {
    const coupon = await seedCoupon(t.db, { type: 'percentage', value: '10' });
    const { order, session, cookie } = await pending({ couponCode: coupon.code });
    const cancelled = await h.call('POST', `/api/merchandise-orders/${order.id}/cancel`, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect((await h.coupon(coupon.id)).usageCount).toBe(0);
    const twice = await h.call('POST', `/api/merchandise-orders/${order.id}/cancel`, cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Order ${order.orderNumber} is cancelled and can no longer be cancelled`);
  });

  it('refunds at once money taken for an order already cancelled', async () => {
    const { order, session, company } = await pending();
    // Cancelled (by the administrator, say) while the customer was still on Stripe's page, then paid there.
    await t.db
      .update(merchandiseOrders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(merchandiseOrders.id, order.id));
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent);
    expect(refunds).toMatchObject([{ amount: 3897 }]);
    expect(stripe.requestsTo('POST', '/v1/refunds').slice(-1)[0].body).not.toHaveProperty('reverse_transfer');
    const row = await h.order(order.id);
    expect(row).toMatchObject({ status: 'cancelled', providerRefundId: refunds[0].id, companyId: company.id });
    expect(row.refundedAt).toBeInstanceOf(Date);
    // Delivered again: no second refund.
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
  });
});
