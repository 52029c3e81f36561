import { describe, expect, it } from 'vitest';
import {
  BASIC,
  DAY_MS,
  expectedProration,
  invoiceOf,
  newKey as key,
  PLAN_METADATA as metadata,
  PRO,
  sentPriceData as priceData,
  unixDate,
  usePlanBillingFake,
} from '../../../test/plan-billing-fixture';

const t = usePlanBillingFake();

describe('stripeBilling: createPlanCheckout', () => {
  it('opens a subscription-mode page at the monthly price, once per idempotency key', async () => {
    const input = t.checkoutInput();
    const checkout = await t.billing.createPlanCheckout(input);

    const url = t.fake.sessions.get(checkout.sessionId)?.url;
    expect(checkout).toEqual({ sessionId: expect.stringMatching(/^cs_/), url });
    const request = t.lastRequest('POST', '/v1/checkout/sessions');
    expect(request?.idempotencyKey).toBe(input.idempotencyKey);
    expect(request?.body).toEqual({
      mode: 'subscription',
      line_items: [{ quantity: '1', price_data: priceData('3900', 'crewdesk_plan_pro') }],
      subscription_data: { metadata },
      metadata,
      customer_email: 'owner@acme.test',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    const session = { mode: 'subscription', amount_total: 3_900, customer: null, subscription: null };
    expect(t.fake.sessions.get(checkout.sessionId)).toMatchObject(session);

    const sessions = t.fake.sessions.size;
    expect(await t.billing.createPlanCheckout(input)).toEqual(checkout);
    expect(t.fake.sessions.size).toBe(sessions);
    expect(t.lastRequest('POST', '/v1/checkout/sessions')?.replayed).toBe(true);
  });

  it("makes the plan's product once, then finds it", async () => {
    await t.billing.createPlanCheckout(t.checkoutInput({ plan: BASIC }));
    await t.billing.createPlanCheckout(t.checkoutInput({ plan: BASIC }));

    const creates = t.fake.requestsTo('POST', '/v1/products').filter((r) => r.body.id === 'crewdesk_plan_basic');
    expect(creates.map((r) => r.body)).toEqual([{ id: 'crewdesk_plan_basic', name: 'Crewdesk Basic' }]);
    expect(t.fake.requestsTo('GET', '/v1/products/crewdesk_plan_basic').length).toBeGreaterThanOrEqual(2);
  });

  it('puts the first charge off to the trial end; mirrors a percent coupon once, repeating', async () => {
    const trialEnd = new Date(Date.now() + 14 * DAY_MS);
    const discount = { couponId: 5, percentOff: '12.5', amountOffCents: null, months: 3 };
    const { sessionId } = await t.billing.createPlanCheckout(t.checkoutInput({ trialEnd, discount }));
    await t.billing.createPlanCheckout(t.checkoutInput({ trialEnd, discount }));

    const coupon = 'crewdesk_coupon_5_p12_5_m3';
    expect(t.lastRequest('POST', '/v1/checkout/sessions')?.body).toMatchObject({
      discounts: [{ coupon }],
      subscription_data: { metadata, trial_end: String(Math.floor(trialEnd.getTime() / 1000)) },
    });
    const creates = t.fake.requestsTo('POST', '/v1/coupons').filter((r) => r.body.id === coupon);
    const mirrored = { id: coupon, duration: 'repeating', duration_in_months: '3', percent_off: '12.5' };
    expect(creates.map((r) => r.body)).toEqual([mirrored]);
    expect(t.fake.sessions.get(sessionId)?.amount_total).toBe(0);
  });

  it('mirrors an amount coupon in cents, taken off the first invoice', async () => {
    const discount = { couponId: 6, percentOff: null, amountOffCents: 500, months: 2 };
    const { sessionId, invoice } = await t.subscribed({ discount });

    expect(t.lastRequest('POST', '/v1/coupons')?.body).toEqual({
      id: 'crewdesk_coupon_6_a500_m2',
      duration: 'repeating',
      duration_in_months: '2',
      amount_off: '500',
      currency: 'usd',
    });
    expect(t.fake.sessions.get(sessionId)?.amount_total).toBe(3_400);
    expect(invoiceOf(invoice, 'paid')).toMatchObject({ subtotalCents: 3_900, discountCents: 500, amountCents: 3_400 });
  });

  it("names the Stripe customer when there is one, else gives the owner's e-mail", async () => {
    const { subscription: first } = await t.subscribed();
    expect(t.fake.customers.get(first.customer)?.email).toBe('owner@acme.test');

    const customers = t.fake.customers.size;
    const { subscription } = await t.subscribed({ customerId: first.customer });
    const body = t.lastRequest('POST', '/v1/checkout/sessions')?.body;
    expect(body?.customer).toBe(first.customer);
    expect(body).not.toHaveProperty('customer_email');
    expect([subscription.customer, t.fake.customers.size]).toEqual([first.customer, customers]);
  });

  it('passes on Stripe refusing a trial that ends within 48 hours', async () => {
    const trialEnd = new Date(Date.now() + 10 * 3600 * 1000);
    const refused = { statusCode: 400, param: 'subscription_data[trial_end]' };
    await expect(t.billing.createPlanCheckout(t.checkoutInput({ trialEnd }))).rejects.toMatchObject(refused);
  });
});

describe('stripeBilling: getPlanCheckout and getPlanSubscription', () => {
  it('reads an open page, then the subscription it made with the card brand and last four', async () => {
    const { sessionId } = await t.billing.createPlanCheckout(t.checkoutInput());
    const open = await t.billing.getPlanCheckout(sessionId);
    expect(open).toEqual({ sessionId, status: 'open', subscription: null, metadata });
    expect(t.lastRequest('GET', `/v1/checkout/sessions/${sessionId}`)?.query).toEqual({
      expand: ['subscription', 'subscription.default_payment_method'],
    });

    const { subscription } = t.fake.completePlanCheckout(sessionId, { brand: 'mastercard', last4: '4444' });
    const item = subscription.items.data[0];
    const state = {
      subscriptionId: subscription.id,
      customerId: subscription.customer,
      status: 'active',
      plan: 'pro',
      currentPeriodStart: unixDate(item.current_period_start),
      currentPeriodEnd: unixDate(item.current_period_end),
      cancelAtPeriodEnd: false,
      pendingUpdate: false,
      cardBrand: 'mastercard',
      cardLast4: '4444',
      metadata,
    };
    const complete = await t.billing.getPlanCheckout(sessionId);
    expect(complete).toEqual({ sessionId, status: 'complete', subscription: state, metadata });
    expect(await t.billing.getPlanSubscription(subscription.id)).toEqual(state);
    const days = (item.current_period_end - item.current_period_start) / (DAY_MS / 1000);
    expect(days >= 28 && days <= 31).toBe(true);
    await expect(t.billing.getPlanSubscription('sub_test_missing')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('planInvoiceOf', () => {
  it('reads the first month and the renewals, the coupon (rounded half up) while it lasts', async () => {
    const discount = { couponId: 7, percentOff: '12.5', amountOffCents: null, months: 2 };
    const first = await t.subscribed({ discount });
    const { item } = first;
    expect(invoiceOf(first.invoice, 'paid')).toEqual({
      invoiceId: first.invoice?.id,
      subscriptionId: first.subscriptionId,
      metadata,
      status: 'paid',
      kind: 'first',
      subtotalCents: 3_900,
      discountCents: 488, // 12.5% of $39.00 is $4.875
      amountCents: 3_412,
      periodStart: unixDate(item.current_period_start),
      periodEnd: unixDate(item.current_period_end),
      attempt: 1,
    });

    const second = t.fake.renewPlan(first.subscriptionId);
    expect(invoiceOf(second.invoice, 'paid')).toMatchObject({
      kind: 'renewal',
      discountCents: 488,
      periodStart: unixDate(item.current_period_end),
      periodEnd: unixDate(second.subscription.items.data[0].current_period_end),
    });
    const third = t.fake.renewPlan(first.subscriptionId);
    expect(invoiceOf(third.invoice, 'paid')).toMatchObject({ discountCents: 0, amountCents: 3_900 });
  });

  it('reads a failed renewal and its retries: the attempt tells them apart', async () => {
    const { subscriptionId } = await t.subscribed();
    t.fake.setPlanCardDeclines(subscriptionId, true);
    const failed = t.fake.renewPlan(subscriptionId).invoice;
    expect(invoiceOf(failed, 'failed')).toMatchObject({ status: 'failed', amountCents: 3_900, attempt: 1 });
    expect((await t.billing.getPlanSubscription(subscriptionId)).status).toBe('past_due');

    const again = t.fake.retryPlanInvoice(failed?.id ?? '').invoice;
    expect(invoiceOf(again, 'failed')).toMatchObject({ invoiceId: failed?.id, attempt: 2 });
    t.fake.setPlanCardDeclines(subscriptionId, false);
    const paid = t.fake.retryPlanInvoice(failed?.id ?? '').invoice;
    expect(invoiceOf(paid, 'paid')).toMatchObject({ status: 'paid', amountCents: 3_900, attempt: 3 });
    expect((await t.billing.getPlanSubscription(subscriptionId)).status).toBe('active');
  });

  it("is null for a trial's $0 first invoice", async () => {
    const { subscription, invoice } = await t.subscribed({ trialEnd: new Date(Date.now() + 14 * DAY_MS) });
    expect(invoice).toBeNull();
    const trialing = { status: 'trialing', currentPeriodEnd: unixDate(subscription.trial_end ?? 0) };
    expect(await t.billing.getPlanSubscription(subscription.id)).toMatchObject(trialing);
    const zero = t.latestInvoice(subscription.id);
    expect(zero).toMatchObject({ billing_reason: 'subscription_create', subtotal: 0, status: 'paid' });
    expect(invoiceOf(zero, 'paid')).toBeNull();

    const afterTrial = t.fake.renewPlan(subscription.id).invoice;
    const start = unixDate(subscription.trial_end ?? 0);
    expect(invoiceOf(afterTrial, 'paid')).toMatchObject({ amountCents: 3_900, periodStart: start });
  });
});

describe('stripeBilling: changePlanSubscription', () => {
  it('moves to another plan and invoices the rest of the period at once', async () => {
    const { subscriptionId, item, period } = await t.subscribed({ plan: BASIC });
    const input = { plan: PRO, prorate: true, idempotencyKey: key() };
    const state = await t.billing.changePlanSubscription(subscriptionId, input);

    expect(state).toMatchObject({ plan: 'pro', status: 'active', pendingUpdate: false, cardLast4: '4242' });
    const request = t.lastRequest('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(request?.idempotencyKey).toBe(input.idempotencyKey);
    const price = t.lastRequest('POST', '/v1/prices');
    expect(price?.body).toEqual(priceData('3900', 'crewdesk_plan_pro'));
    expect(price?.idempotencyKey).toBe(`${input.idempotencyKey}-price`);
    expect(request?.body).toEqual({
      items: [{ id: item.id, price: [...t.fake.prices.values()].at(-1)!.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['default_payment_method'],
    });
    const invoice = t.latestInvoice(subscriptionId);
    const amount = expectedProration({ from: 1_900, to: 3_900 }, invoice, period);
    expect(amount).toBeGreaterThan(1_990);
    const read = { kind: 'proration', subtotalCents: amount, amountCents: amount, periodEnd: unixDate(period.end) };
    expect(invoiceOf(invoice, 'paid')).toMatchObject(read);

    const invoices = t.fake.invoices.size;
    await t.billing.changePlanSubscription(subscriptionId, input);
    expect(t.fake.invoices.size).toBe(invoices);
  });

  it('leaves the plan as it was, the change pending, when the card is refused', async () => {
    const { subscriptionId } = await t.subscribed({ plan: BASIC });
    t.fake.setPlanCardDeclines(subscriptionId, true);
    const input = { plan: PRO, prorate: true, idempotencyKey: key() };
    const state = await t.billing.changePlanSubscription(subscriptionId, input);
    expect(state).toMatchObject({ plan: 'basic', status: 'active', pendingUpdate: true });
    const open = t.latestInvoice(subscriptionId);
    expect(invoiceOf(open, 'failed')).toMatchObject({ kind: 'proration', status: 'failed', attempt: 1 });

    t.fake.setPlanCardDeclines(subscriptionId, false);
    t.fake.retryPlanInvoice(open.id);
    expect(await t.billing.getPlanSubscription(subscriptionId)).toMatchObject({ plan: 'pro', pendingUpdate: false });
  });

  it('changes the plan with no invoice during the trial, or without proration', async () => {
    const trial = await t.subscribed({ plan: BASIC, trialEnd: new Date(Date.now() + 14 * DAY_MS) });
    const invoices = t.fake.invoices.size;
    const during = { plan: PRO, prorate: true, idempotencyKey: key() };
    const state = await t.billing.changePlanSubscription(trial.subscriptionId, during);
    expect([state.plan, state.status, t.fake.invoices.size]).toEqual(['pro', 'trialing', invoices]);

    const { subscriptionId } = await t.subscribed({ plan: PRO });
    const before = t.fake.invoices.size;
    const down = { plan: BASIC, prorate: false, idempotencyKey: key() };
    expect((await t.billing.changePlanSubscription(subscriptionId, down)).plan).toBe('basic');
    expect(t.lastRequest('POST', `/v1/subscriptions/${subscriptionId}`)?.body.proration_behavior).toBe('none');
    expect(t.fake.invoices.size).toBe(before);
  });

  it("credits a downgrade's rest of the period, taken off the next invoices", async () => {
    const { subscriptionId, subscription, period } = await t.subscribed({ plan: PRO });
    await t.billing.changePlanSubscription(subscriptionId, { plan: BASIC, prorate: true, idempotencyKey: key() });
    const credit = t.latestInvoice(subscriptionId);
    const amount = expectedProration({ from: 3_900, to: 1_900 }, credit, period);
    expect(credit).toMatchObject({ billing_reason: 'subscription_update', total: amount, amount_due: 0 });
    expect(invoiceOf(credit, 'paid')).toBeNull();
    expect(t.fake.customers.get(subscription.customer)?.balance).toBe(amount);

    // About $20 of credit: the next month ($19) is free, the one after takes off what is left.
    const next = t.fake.renewPlan(subscriptionId).invoice;
    expect(invoiceOf(next, 'paid')).toMatchObject({ subtotalCents: 1_900, discountCents: 0, amountCents: 0 });
    const then = t.fake.renewPlan(subscriptionId).invoice;
    expect(invoiceOf(then, 'paid')?.amountCents).toBe(1_900 + 1_900 + amount);
  });
});

describe('stripeBilling: setPlanCancellation and billingPortalUrl', () => {
  it('ends the plan with its period, or takes that back', async () => {
    const { subscriptionId } = await t.subscribed();
    const idempotencyKey = key();
    expect((await t.billing.setPlanCancellation(subscriptionId, true, idempotencyKey)).cancelAtPeriodEnd).toBe(true);
    expect(t.lastRequest('POST', `/v1/subscriptions/${subscriptionId}`)).toMatchObject({
      idempotencyKey,
      body: { cancel_at_period_end: 'true', expand: ['default_payment_method'] },
    });
    expect((await t.billing.setPlanCancellation(subscriptionId, false, key())).cancelAtPeriodEnd).toBe(false);
    expect(t.fake.renewPlan(subscriptionId).subscription.status).toBe('active');

    await t.billing.setPlanCancellation(subscriptionId, true, key());
    expect(t.fake.renewPlan(subscriptionId)).toMatchObject({ invoice: null, subscription: { status: 'canceled' } });
    expect(await t.billing.getPlanSubscription(subscriptionId)).toMatchObject({ status: 'canceled' });
  });

  it("opens the billing portal for the plan's customer", async () => {
    const { subscription } = await t.subscribed();
    const returnUrl = 'http://localhost:3000/billing';
    const url = await t.billing.billingPortalUrl(subscription.customer, returnUrl);

    expect(url).toBe([...t.fake.portalSessions.values()].at(-1)?.url);
    expect(url).toMatch(new RegExp(`^${t.fake.url}/p/session/bps_`));
    const body = t.lastRequest('POST', '/v1/billing_portal/sessions')?.body;
    expect(body).toEqual({ customer: subscription.customer, return_url: returnUrl });
    await expect(t.billing.billingPortalUrl('cus_test_missing', returnUrl)).rejects.toMatchObject({ statusCode: 400 });
  });
});
