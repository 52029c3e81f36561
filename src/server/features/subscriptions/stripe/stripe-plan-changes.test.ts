import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForOutbox } from '../../../../test/app';
import { DAY, at } from '../subscription-fixtures';
import { stripePlanApp } from './stripe-plan.test-helpers';

const PAST_DUE = 'Your last payment failed. Update your card to continue.';
const PLAN_ENDED = 'Your plan has ended. Choose a plan to continue.';

describe('a plan billed by Stripe: failed renewals, plan changes, cancelling', () => {
  let s: Awaited<ReturnType<typeof stripePlanApp>>;
  beforeAll(async () => {
    s = await stripePlanApp();
  });
  afterAll(() => s.close());

  /** An owner whose trial ended, subscribed on Stripe: active, the first month paid. */
  async function activeOnStripe(planType = 'pro') {
    const o = await s.api.owner();
    await s.api.view(o.cookie);
    await s.api.setRow(o.user.id, { trialEndsAt: at(new Date(), -DAY) });
    const paid = await s.paidCheckout(o.cookie, { planType });
    const sub = await s.api.row(o.user.id);
    expect(sub).toMatchObject({ status: 'active', plan: planType });
    return { ...o, ...paid, sub };
  }

  it('follows a failing renewal to past due, and back to active when Stripe is paid', async () => {
    const { api, stripe } = s;
    const { user, cookie, sub, subscriptionId } = await activeOnStripe();
    expect(await api.chargesOf(sub.id)).toMatchObject([{ kind: 'first', status: 'paid', amount: '39.00' }]);

    stripe.setPlanCardDeclines(subscriptionId, true);
    const { invoice } = await s.renew(subscriptionId);
    const charges = await api.chargesOf(sub.id);
    expect(charges[1]).toMatchObject({
      kind: 'renewal',
      status: 'failed',
      amount: '39.00',
      failureMessage: 'Your card was declined.',
      providerPaymentId: null,
    });
    const pastDue = await api.row(user.id);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.pastDueSince).not.toBeNull();
    expect(await s.noticesOf(user.id, 'subscription.payment-failed')).toHaveLength(1);
    await waitForOutbox(s.t.db, (m) => m.to === user.email && m.subject === 'Your Crewdesk payment of $39.00 failed');
    // Within the grace days nothing is limited; after them it is, as in test mode.
    expect((await api.view(cookie)).limited).toBe(false);
    await api.setRow(user.id, { pastDueSince: at(new Date(), -8 * DAY) });
    expect(await api.view(cookie)).toMatchObject({ limited: true, limitMessage: PAST_DUE });

    // Stripe's next try fails again: one failure more in the history. Then the owner's new card pays it.
    await s.webhook('invoice.payment_failed', stripe.retryPlanInvoice(invoice!.id).invoice);
    expect(await api.chargesOf(sub.id)).toHaveLength(3);
    stripe.setPlanCardDeclines(subscriptionId, false);
    const retried = stripe.retryPlanInvoice(invoice!.id);
    await s.webhook('invoice.paid', retried.invoice);
    await s.webhook('customer.subscription.updated', retried.subscription);
    expect(await api.row(user.id)).toMatchObject({ status: 'active', pastDueSince: null });
    expect(await api.view(cookie)).toMatchObject({ limited: false });
    expect((await api.chargesOf(sub.id)).at(-1)).toMatchObject({ status: 'paid', providerPaymentId: invoice!.id });
  });

  it('changes the plan on Stripe with proration, and refuses it when the card is declined', async () => {
    const { api, stripe } = s;
    const { user, cookie, sub, subscriptionId } = await activeOnStripe('basic');
    const change = (planType: string) => api.call('POST', '/api/subscription/plan', cookie, { planType });

    // An upgrade the card cannot pay changes nothing.
    stripe.setPlanCardDeclines(subscriptionId, true);
    const refused = await change('enterprise');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Your card was declined, so your plan was not changed. Update your card and try again.',
    );
    expect((await api.row(user.id)).plan).toBe('basic');

    stripe.setPlanCardDeclines(subscriptionId, false);
    const upgraded = await change('enterprise');
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const [request] = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).slice(-1);
    expect(request.body).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const price = stripe.prices.get((request.body.items as Array<{ price: string }>)[0].price)!;
    expect(price).toMatchObject({
      product: 'crewdesk_plan_enterprise',
      unit_amount: 9900,
      recurring: { interval: 'month' },
    });
    expect(upgraded.json()).toMatchObject({ subscription: { plan: 'enterprise', status: 'active' } });
    const prorations = () =>
      [...stripe.invoices.values()].filter(
        (i) =>
          i.billing_reason === 'subscription_update' &&
          i.amount_paid > 0 &&
          i.parent.subscription_details.subscription === subscriptionId,
      );
    expect(prorations()).toHaveLength(1);
    await s.webhook('invoice.paid', prorations()[0]);
    const charge = (await api.chargesOf(sub.id)).at(-1)!;
    expect(charge).toMatchObject({ kind: 'proration', plan: 'enterprise', status: 'paid' });
    expect(Number(charge.amount)).toBeGreaterThan(0);

    // A downgrade is credited by Stripe (an invoice below zero, to the customer's balance): nothing is charged now.
    const downgraded = await change('pro');
    expect(downgraded.statusCode, downgraded.body).toBe(200);
    expect(downgraded.json()).toMatchObject({ subscription: { plan: 'pro' } });
    expect(prorations()).toHaveLength(1);
    const credit = [...stripe.invoices.values()].at(-1)!;
    expect(credit.total).toBeLessThan(0);
    const charges = (await api.chargesOf(sub.id)).length;
    await s.webhook('invoice.paid', credit);
    expect(await api.chargesOf(sub.id)).toHaveLength(charges);
    expect((await change('pro')).statusCode).toBe(409);
  });

  it('cancels at the period end on Stripe, resumes, and ends the plan when Stripe does', async () => {
    const { api, stripe } = s;
    const { user, cookie, subscriptionId } = await activeOnStripe();
    const cancelled = await api.call('POST', '/api/subscription/cancel', cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, nextCharge: null, status: 'active' });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);

    const resumed = await api.call('POST', '/api/subscription/resume', cookie);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);

    await api.call('POST', '/api/subscription/cancel', cookie);
    const { subscription, invoice } = await s.renew(subscriptionId);
    expect(invoice).toBeNull();
    expect(subscription.status).toBe('canceled');
    expect(await api.view(cookie)).toMatchObject({ status: 'canceled', limited: true, limitMessage: PLAN_ENDED });

    // Choosing a plan again opens a new page for the same Stripe customer.
    await s.openCheckout(cookie, { planType: 'basic' });
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body).toMatchObject({
      customer: subscription.customer,
    });
    expect((await api.row(user.id)).status).toBe('canceled');
  });
});
