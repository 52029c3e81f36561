import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderReceipt, PlaceOrderResult } from '../../../../shared/storefronts/order.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { FakeStripe, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../../test/fake-stripe';
import { connectedAccounts, emailOutbox, notifications, storefrontOrders } from '../../../db/schema';
import { lapseStaleOrders } from './orders.jobs';
import { newKey, orderForm, orderTestApi } from './orders.test-helpers';

describe('storefront orders paid through Stripe Checkout (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const h = orderTestApi(() => t);

  const webhook = (type: string, object: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...stripe.signedEvent(type, object, FAKE_STRIPE_WEBHOOK_SECRET),
    });
  const sessionOf = (url: string) => [...stripe.sessions.values()].find((s) => s.url === url)!;

  /** A shop whose Express account Stripe verified, with an order of 3 gift cards (75.00) waiting on Checkout. */
  async function pending() {
    const s = await h.shop({ payouts: false, tierName: 'pro' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/connected-accounts',
      headers: { cookie: s.cookie },
      payload: { processor: 'stripe', businessName: 'Greenline', businessType: 'company' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [account] = await t.db.select().from(connectedAccounts).where(eq(connectedAccounts.companyId, s.companyId));
    const verified = stripe.setAccount(account.accountId, { charges_enabled: true, payouts_enabled: true });
    expect((await webhook('account.updated', verified)).statusCode).toBe(200);
    const key = newKey();
    const form = orderForm([{ productId: s.gift.id, quantity: 3 }], { card: undefined });
    const placed = await h.place(s.subdomain, form, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<PlaceOrderResult>();
    const order = await h.orderByToken(answer.receiptToken);
    return { ...s, key, form, answer, order, accountId: account.accountId, session: sessionOf(answer.redirectUrl!) };
  }
  const paidNotices = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'storefront.order')));
  const receiptsTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it("sends the buyer to Checkout paid to the business with the tier's fee; nothing is paid before Stripe's word", async () => {
    const { answer, order, session, accountId, subdomain, form, key, gift, companyId } = await pending();
    expect(answer).toEqual({ status: 'redirect', redirectUrl: session.url, receiptToken: order.publicToken });
    expect(order).toMatchObject({ status: 'pending', provider: 'stripe', checkoutSessionId: session.id, paidAt: null });
    // 2.5 % (pro) of 75.00.
    expect(order).toMatchObject({ total: '75.00', feePercent: '2.50', feeAmount: '1.88' });
    const [created] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(created.idempotencyKey).toBe(`storefront-order-${companyId}-${key}`);
    expect(created.body).toMatchObject({
      mode: 'payment',
      customer_email: form.email,
      payment_intent_data: { application_fee_amount: '188', transfer_data: { destination: accountId } },
      metadata: { purpose: 'storefront-order', storefrontOrderId: String(order.id), companyId: String(companyId) },
    });
    const back = `${t.ctx.origin.url}/landing/${subdomain}?order=${order.publicToken}`;
    expect(session.success_url).toBe(`${back}&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(back);
    expect(await h.inventoryOf(gift.id)).toBe(7);
    expect(await h.feeRows(order.id)).toHaveLength(0);

    const early = await h.receipt(subdomain, order.publicToken);
    expect(early.json<OrderReceipt>()).toMatchObject({
      status: 'pending',
      message: 'Your payment is being confirmed.',
    });
    const sessions = stripe.sessions.size;
    const again = await h.place(subdomain, form, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('counts the payment once when the webhook comes first, then again, then the receipt', async () => {
    const { order, session, subdomain, user, form } = await pending();
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    expect((await webhook('checkout.session.completed', paid)).json()).toEqual({ received: true });
    const row = await h.orderByToken(order.publicToken);
    expect(row).toMatchObject({
      status: 'paid',
      cardBrand: 'visa',
      cardLast4: '4242',
      providerPaymentId: paid.payment_intent,
    });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const shown = await h.receipt(subdomain, order.publicToken);
    expect(shown.json()).toMatchObject({ status: 'paid', message: 'Thank you! Your order is paid.' });
    expect((await h.orderByToken(order.publicToken)).paidAt).toEqual(row.paidAt);
    expect(await h.feeRows(order.id)).toMatchObject([
      { type: 'payment', amount: '75.00', platformFeePercent: '2.50', platformFeeAmount: '1.88' },
    ]);
    await waitForOutbox(t.db, (m) => m.to === form.email);
    expect(await receiptsTo(form.email)).toHaveLength(1);
    expect(await paidNotices(user.id)).toHaveLength(1);
  });

  it('counts the payment once when the receipt nudge comes first, then the webhook', async () => {
    const { order, session, subdomain, user } = await pending();
    const paid = stripe.payCheckout(session.id, { brand: 'mastercard', last4: '4444' });
    const [first, second] = await Promise.all([
      h.receipt(subdomain, order.publicToken),
      webhook('checkout.session.completed', paid),
    ]);
    expect(first.json()).toMatchObject({ status: 'paid' });
    expect(second.statusCode).toBe(200);
    expect(await h.feeRows(order.id)).toHaveLength(1);
    expect(await paidNotices(user.id)).toHaveLength(1);
  });

  it('fails the order of an expired session and gives its stock back', async () => {
    const { order, session, subdomain, gift } = await pending();
    expect((await webhook('checkout.session.expired', stripe.lapseCheckout(session.id))).statusCode).toBe(200);
    expect(await h.orderByToken(order.publicToken)).toMatchObject({ status: 'failed', paidAt: null });
    expect(await h.inventoryOf(gift.id)).toBe(10);
    const shown = await h.receipt(subdomain, order.publicToken);
    expect(shown.json()).toMatchObject({ status: 'failed' });
  });

  it("lets the owner cancel a pending order (Stripe's page closed) and refund a paid one in full", async () => {
    const first = await pending();
    const cancelled = await h.call('POST', `/api/storefront-orders/${first.order.id}/cancel`, first.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(stripe.sessions.get(first.session.id)?.status).toBe('expired');
    expect(await h.inventoryOf(first.gift.id)).toBe(10);

    const second = await pending();
    const paid = stripe.payCheckout(second.session.id, { brand: 'visa', last4: '4242' });
    await webhook('checkout.session.completed', paid);
    const refunded = await h.call('POST', `/api/storefront-orders/${second.order.id}/cancel`, second.cookie);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [request] = stripe.requestsTo('POST', '/v1/refunds').slice(-1);
    expect(request.idempotencyKey).toBe(`storefront-refund-${second.order.id}`);
    expect(request.body).toMatchObject({
      payment_intent: paid.payment_intent,
      amount: '7500',
      refund_application_fee: 'true',
      reverse_transfer: 'true',
    });
    expect(await h.feeRows(second.order.id)).toMatchObject([
      { type: 'payment', amount: '75.00' },
      { type: 'refund', amount: '-75.00', platformFeeAmount: '-1.88' },
    ]);
  });

  it("sweeps checkouts left pending two hours: Stripe's page closed and the stock given back, or paid if it was", async () => {
    const left = await pending();
    const paidLate = await pending();
    stripe.payCheckout(paidLate.session.id, { brand: 'visa', last4: '4242' });
    const longAgo = new Date(Date.now() - 3 * 3_600_000);
    for (const id of [left.order.id, paidLate.order.id]) {
      await t.db.update(storefrontOrders).set({ createdAt: longAgo }).where(eq(storefrontOrders.id, id));
    }
    await lapseStaleOrders(t.ctx);
    expect(stripe.sessions.get(left.session.id)?.status).toBe('expired');
    expect(await h.orderByToken(left.order.publicToken)).toMatchObject({ status: 'failed' });
    expect(await h.inventoryOf(left.gift.id)).toBe(10);
    expect(await h.orderByToken(paidLate.order.publicToken)).toMatchObject({ status: 'paid' });
    expect(await h.inventoryOf(paidLate.gift.id)).toBe(7);
    expect(await h.feeRows(paidLate.order.id)).toHaveLength(1);
  });
});
