import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { FakeStripe, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../../test/fake-stripe';
import { emailOutbox } from '../../../db/schema';
import { domainHelpers, seedDomainCoupon, seedPendingDomain } from './domain-checkout.test-helpers';

describe('the domain setup fee paid through Stripe (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let h: ReturnType<typeof domainHelpers>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
    h = domainHelpers(t);
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
  const receipts = (domainId: number) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `domain:${domainId}`));

  let keys = 0;
  /** A pending domain whose owner was sent to Stripe's page. */
  async function onStripe(opts: { couponCode?: string; amount?: number } = {}) {
    const seeded = await seedPendingDomain(t.db);
    const key = `dk-${++keys}`;
    const res = await h.pay({ subdomain: seeded.domain.domain, cardDetails: undefined, ...opts }, key);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ success: true; message: string; redirectUrl: string }>();
    const session = [...stripe.sessions.values()].find((s) => s.url === answer.redirectUrl)!;
    return { ...seeded, key, answer, session };
  }

  it("shows Stripe's mode and sends the owner to a Checkout page paid to the platform; a retry gets the same page", async () => {
    const { domain, company, user, key, answer, session } = await onStripe();
    expect((await h.order(domain.domain)).json()).toMatchObject({ payments: { mode: 'stripe' } });
    expect(answer).toEqual({
      success: true,
      message: "Continue on Stripe's secure page to pay the setup fee.",
      redirectUrl: session.url,
    });
    const [created] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(created.idempotencyKey).toBe(`domain-${domain.id}-${key}`);
    // The card is kept, on a customer of the platform's made for the page, for the domain's monthly fee.
    const [customer] = stripe.requestsTo('POST', '/v1/customers').slice(-1);
    expect(customer.body).toMatchObject({ email: user.email });
    expect(customer.idempotencyKey).toBe(`domain-${domain.id}-${key}-customer`);
    expect(created.body).toMatchObject({
      mode: 'payment',
      customer: expect.stringMatching(/^cus_/),
      line_items: [{ quantity: '1', price_data: { unit_amount: '2900' } }],
      metadata: { purpose: 'domain', domainId: String(domain.id), companyId: String(company.id) },
    });
    const intent = created.body.payment_intent_data as Record<string, unknown>;
    expect(intent).toMatchObject({ setup_future_usage: 'off_session' });
    expect(intent).not.toHaveProperty('transfer_data');
    expect(intent).not.toHaveProperty('application_fee_amount');
    expect(session.success_url).toBe(
      `${t.ctx.origin.url}/checkout/domain/${domain.domain}?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(await h.row(domain.id)).toMatchObject({ status: 'pending', checkoutSessionId: session.id });

    const sessions = stripe.sessions.size;
    const again = await h.pay({ subdomain: domain.domain, cardDetails: undefined }, key);
    expect(again.json()).toEqual(answer);
    expect(stripe.sessions.size).toBe(sessions);
    // The nudge before paying changes nothing.
    const early = await h.confirm(domain.domain, session.id);
    expect(early.json()).toEqual({
      status: 'pending',
      message: 'Stripe has not confirmed the payment yet. Please check again in a moment.',
    });
  });

  it('activates the domain once when the webhook comes first, then the nudge and a second delivery', async () => {
    const { domain, session } = await onStripe();
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const row = await h.row(domain.id);
    expect(row).toMatchObject({ status: 'active', setupAmountPaid: '29.00', setupPaymentId: paid.payment_intent });
    const nudged = await h.confirm(domain.domain, session.id);
    expect(nudged.statusCode).toBe(200);
    expect(nudged.json()).toMatchObject({ status: 'active' });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect((await h.row(domain.id)).activatedAt).toEqual(row.activatedAt);
    expect(await receipts(domain.id)).toHaveLength(1);
    expect((await h.order(domain.domain)).statusCode).toBe(404);
  });

  it('activates the domain once when the nudge comes first, then the webhook', async () => {
    const { domain, session } = await onStripe();
    const paid = stripe.payCheckout(session.id, { brand: 'mastercard', last4: '4444' });
    const nudged = await h.confirm(domain.domain, session.id);
    expect(nudged.json()).toEqual({
      status: 'active',
      message: `${domain.domain} is set up. Its monthly fee starts in 30 days; a receipt is on its way.`,
    });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await receipts(domain.id)).toHaveLength(1);
  });

  it('refuses a nudge naming another session with 404, and never asks Stripe about it', async () => {
    const { domain } = await onStripe();
    const other = await onStripe();
    const before = stripe.requestsTo('GET', `/v1/checkout/sessions/${other.session.id}`).length;
    const res = await h.confirm(domain.domain, other.session.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Domain order not found' });
    expect(stripe.requestsTo('GET', `/v1/checkout/sessions/${other.session.id}`)).toHaveLength(before);
  });

  it('gives the coupon use back when the page lapses, and a new try opens a new page', async () => {
    const coupon = await seedDomainCoupon(t.db, { type: 'fixed_amount', value: '4.00' });
    const { domain, session } = await onStripe({ couponCode: coupon.code, amount: 2500 });
    expect((await h.coupon(coupon.id)).usageCount).toBe(1);
    expect((await webhook('checkout.session.expired', stripe.lapseCheckout(session.id))).statusCode).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({ status: 'pending', checkoutSessionId: null, couponId: null });
    expect((await h.coupon(coupon.id)).usageCount).toBe(0);
    const retry = await h.pay({
      subdomain: domain.domain,
      cardDetails: undefined,
      couponCode: coupon.code,
      amount: 2500,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().redirectUrl).not.toBe(session.url);
  });

  it("closes the earlier page when another try opens one; the new page's payment counts", async () => {
    const { domain, session } = await onStripe();
    const second = await h.pay({ subdomain: domain.domain, cardDetails: undefined }, 'another-key');
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    const current = [...stripe.sessions.values()].find((s) => s.url === second.json().redirectUrl)!;
    const paid = stripe.payCheckout(current.id, { brand: 'visa', last4: '4242' });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({ status: 'active', checkoutSessionId: current.id });
  });

  it('applies a payment Stripe took on the earlier page when the owner tries again, opening no new page', async () => {
    const { domain, session } = await onStripe();
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    const sessions = stripe.sessions.size;
    const again = await h.pay({ subdomain: domain.domain, cardDetails: undefined }, 'a-new-try');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).not.toHaveProperty('redirectUrl');
    expect(stripe.sessions.size).toBe(sessions);
    expect(await h.row(domain.id)).toMatchObject({ status: 'active', setupPaymentId: paid.payment_intent });
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    expect(await receipts(domain.id)).toHaveLength(1);
    expect(stripe.refunds.size).toBe(0);
  });

  it('with a 100 % coupon opens a page that only takes the card for the monthly fee, then activates', async () => {
    const coupon = await seedDomainCoupon(t.db, { type: 'percentage', value: '100' });
    const { domain, session } = await onStripe({ couponCode: coupon.code, amount: 0 });
    const [created] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(created.body).toMatchObject({ mode: 'setup', currency: 'usd', metadata: { amountCents: '0' } });
    expect(created.body).not.toHaveProperty('line_items');
    expect(await h.row(domain.id)).toMatchObject({ status: 'pending', couponId: coupon.id });

    const done = stripe.completeSetupCheckout(session.id, { brand: 'visa', last4: '4242' });
    expect((await webhook('checkout.session.completed', done)).statusCode).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({
      status: 'active',
      setupAmountPaid: '0.00',
      setupPaymentId: null,
      couponId: coupon.id,
    });
    expect(await receipts(domain.id)).toHaveLength(1);
    expect(stripe.refunds.size).toBe(0);
  });

  it('refuses an amount other than the fee before opening any page', async () => {
    const { domain } = await seedPendingDomain(t.db);
    const sessions = stripe.sessions.size;
    const res = await h.pay({ subdomain: domain.domain, cardDetails: undefined, amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(stripe.sessions.size).toBe(sessions);
    expect(await h.row(domain.id)).toMatchObject({ status: 'pending', checkoutSessionId: null });
  });
});
