import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOutbox } from '../../../../test/app';
import { DAY, at } from '../subscription-fixtures';
import { stripePlanApp, VISA } from './stripe-plan.test-helpers';

const unix = (when: Date) => String(Math.floor(when.getTime() / 1000));

describe('plans on Stripe Billing: Checkout in subscription mode, then what Stripe says', () => {
  let s: Awaited<ReturnType<typeof stripePlanApp>>;
  beforeAll(async () => {
    s = await stripePlanApp();
  });
  afterAll(() => s.close());

  it('subscribes during the trial with LAUNCH20: Stripe charges nothing before the trial ends, then 20 % off', async () => {
    const { api, stripe } = s;
    const { user, cookie } = await api.owner();
    await api.view(cookie);
    const { trialEndsAt } = await api.row(user.id);
    const coupon = await api.launchCoupon();

    const { answer, session } = await s.openCheckout(cookie, { couponCode: 'launch20', paymentMethod: undefined });
    expect(answer.message).toBe("Continue on Stripe's secure page to subscribe to Pro.");
    const [request] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    const sub = await api.row(user.id);
    expect(request.body).toMatchObject({
      mode: 'subscription',
      customer_email: user.email,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '3900',
            recurring: { interval: 'month' },
            product: 'crewdesk_plan_pro',
          },
        },
      ],
      subscription_data: {
        trial_end: unix(trialEndsAt),
        metadata: { purpose: 'plan', subscriptionId: String(sub.id) },
      },
      metadata: { purpose: 'plan', subscriptionId: String(sub.id), plan: 'pro' },
    });
    expect(request.idempotencyKey).toMatch(new RegExp(`^sub-${sub.id}-checkout-\\d+$`));
    const stripeCoupon = stripe.coupons.get((request.body.discounts as Array<{ coupon: string }>)[0].coupon)!;
    expect(stripeCoupon).toMatchObject({ percent_off: 20, duration: 'repeating', duration_in_months: 3 });
    // The coupon is held for the page; nothing is chosen until Stripe says it is paid.
    expect(sub).toMatchObject({ checkoutSessionId: session.id, couponId: coupon.id, plan: null, status: 'trialing' });
    expect(await api.usagesOf(user.id)).toHaveLength(1);
    expect((await api.view(cookie)).plan).toBeNull();

    const { subscriptionId } = await s.paidCheckout(cookie, { couponCode: 'LAUNCH20' });
    // Subscribing again closed the first page (expired, its coupon given back) and opened another.
    expect(stripe.sessions.get(session.id)?.status).toBe('expired');
    expect(await api.usagesOf(user.id)).toHaveLength(1);

    let view = await api.view(cookie);
    expect(view).toMatchObject({
      status: 'trialing',
      plan: 'pro',
      card: VISA,
      coupon: { code: 'LAUNCH20', monthsLeft: 3 },
      nextCharge: { at: trialEndsAt.toISOString(), amount: '31.20' },
      paymentMode: 'stripe',
    });
    expect(await api.row(user.id)).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: subscriptionId,
      checkoutSessionId: null,
      cardToken: null,
    });
    expect(await api.chargesOf(sub.id)).toEqual([]);

    // The trial ends: Stripe charges the first month, 20 % off.
    const { invoice } = await s.renew(subscriptionId);
    const [first] = await api.chargesOf(sub.id);
    expect(first).toMatchObject({
      kind: 'first',
      plan: 'pro',
      status: 'paid',
      originalAmount: '39.00',
      discountAmount: '7.80',
      amount: '31.20',
      provider: 'stripe',
      providerPaymentId: invoice!.id,
      cardLast4: '4242',
    });
    view = await api.view(cookie);
    expect(view).toMatchObject({ status: 'active', coupon: { monthsLeft: 2 }, limited: false });
    expect(view.currentPeriodEnd).not.toBeNull();
    await waitForOutbox(s.t.db, (m) => m.to === user.email && m.subject === 'Receipt: $31.20 for Crewdesk Pro');

    // Stripe may send an event again, under another id: the invoice is recorded once.
    await s.webhook('invoice.paid', invoice!);
    expect(await api.chargesOf(sub.id)).toHaveLength(1);
  });

  it("shows the plan on return from Stripe's page before the webhook, from Stripe's record", async () => {
    const { api, stripe } = s;
    const { user, cookie } = await api.owner();
    await api.view(cookie);
    await api.setRow(user.id, { trialEndsAt: at(new Date(), -DAY) });
    const { session } = await s.openCheckout(cookie, { planType: 'basic' });
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body).not.toHaveProperty(
      'subscription_data.trial_end',
    );

    // Another owner's nudge with this page changes nothing for anyone.
    const other = await api.owner();
    stripe.completePlanCheckout(session.id, VISA);
    const foreign = await api.call('POST', '/api/subscription/confirm-checkout', other.cookie, {
      sessionId: session.id,
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toMatchObject({ plan: null });
    expect((await api.row(user.id)).plan).toBeNull();

    const mine = await api.call('POST', '/api/subscription/confirm-checkout', cookie, { sessionId: session.id });
    expect(mine.json()).toMatchObject({ status: 'active', plan: 'basic', card: VISA });
    // The webhook that follows changes nothing more.
    await s.webhook('checkout.session.completed', stripe.sessions.get(session.id)!);
    expect(await api.row(user.id)).toMatchObject({ plan: 'basic', status: 'active', checkoutSessionId: null });

    const bad = await api.call('POST', '/api/subscription/confirm-checkout', cookie, { sessionId: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the coupon back when the page lapses unpaid', async () => {
    const { api, stripe } = s;
    const { user, cookie } = await api.owner();
    const { session } = await s.openCheckout(cookie, { couponCode: 'LAUNCH20' });
    expect(await api.usagesOf(user.id)).toHaveLength(1);
    await s.webhook('checkout.session.expired', stripe.lapseCheckout(session.id));
    expect(await api.usagesOf(user.id)).toHaveLength(0);
    expect(await api.row(user.id)).toMatchObject({ checkoutSessionId: null, couponId: null, plan: null });
  });

  it("sends the owner to Stripe's billing page for the card, once Stripe bills them", async () => {
    const { api, stripe } = s;
    const { cookie } = await api.owner();
    const before = await api.call('POST', '/api/subscription/billing-portal', cookie);
    expect(before.statusCode).toBe(409);
    const { subscription } = await s.paidCheckout(cookie);
    const response = await api.call('POST', '/api/subscription/billing-portal', cookie);
    expect(response.statusCode, response.body).toBe(200);
    const portal = [...stripe.portalSessions.values()].at(-1)!;
    expect(response.json()).toEqual({ url: portal.url });
    expect(portal).toMatchObject({ customer: subscription.customer, return_url: `${s.t.ctx.origin.url}/subscribe` });
    // With Stripe no card is typed here.
    const put = await api.call('PUT', '/api/subscription/card', cookie, {
      paymentMethod: { cardholderName: 'A B', cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' },
    });
    expect(put.statusCode).toBe(409);
  });
});
