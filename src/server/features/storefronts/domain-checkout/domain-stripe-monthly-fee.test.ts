import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, waitForOutbox } from '../../../../test/app';
import { subscriptionCharges } from '../../../db/schema';
import { stripePlanApp } from '../../subscriptions/stripe/stripe-plan.test-helpers';
import { domainFeeOf, domainHelpers, seedPendingDomain } from './domain-checkout.test-helpers';

const DAY = 86_400_000;
const unix = (when: Date) => String(Math.floor(when.getTime() / 1000));

/** With Stripe, a paid domain's monthly fee is a Stripe Billing subscription on the card its checkout kept. */
describe('domain checkout on Stripe: the monthly fee billed by Stripe from 30 days on', () => {
  let s: Awaited<ReturnType<typeof stripePlanApp>>;
  let h: ReturnType<typeof domainHelpers>;
  beforeAll(async () => {
    s = await stripePlanApp();
    h = domainHelpers(s.t);
  });
  afterAll(() => s.close());

  const feeOf = (userId: number, domainId: number) => domainFeeOf(s.t.db, userId, domainId);
  const chargesOf = (subscriptionId: number) =>
    s.t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));

  it('subscribes the fee on Stripe with the card the setup page kept, once, and records what Stripe charges', async () => {
    const { user, domain } = await seedPendingDomain(s.t.db, {
      domainType: 'custom',
      setupFee: '49.00',
      monthlyFee: '19.00',
    });
    const res = await h.pay({ subdomain: domain.domain, cardDetails: undefined, amount: 4900 }, 'fee-1');
    expect(res.statusCode, res.body).toBe(200);
    const page = [...s.stripe.sessions.values()].find((x) => x.url === res.json().redirectUrl)!;
    const paid = s.stripe.payCheckout(page.id, { brand: 'visa', last4: '4242' });
    await s.webhook('checkout.session.completed', paid);

    const row = await h.row(domain.id);
    expect(row).toMatchObject({ status: 'active', setupAmountPaid: '49.00' });
    const trialEndsAt = new Date(row.activatedAt!.getTime() + 30 * DAY);
    const created = s.stripe.requestsTo('POST', '/v1/subscriptions');
    expect(created).toHaveLength(1);
    const intent = s.stripe.paymentIntents.get(paid.payment_intent as string)!;
    const fee = await feeOf(user.id, domain.id);
    expect(created[0].idempotencyKey).toBe(`domain-${domain.id}-monthly-${page.id}`);
    expect(created[0].body).toMatchObject({
      customer: paid.customer,
      default_payment_method: intent.payment_method,
      items: [
        { price_data: { unit_amount: '1900', recurring: { interval: 'month' }, product: 'crewdesk_plan_domain' } },
      ],
      metadata: { purpose: 'domain', subscriptionId: String(fee.id) },
    });
    expect(Number(created[0].body.trial_end)).toBeCloseTo(Number(unix(trialEndsAt)), -1);
    expect(fee).toMatchObject({
      provider: 'stripe',
      status: 'trialing',
      plan: 'domain',
      monthlyPrice: '19.00',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardToken: null,
    });
    expect(fee.providerSubscriptionId).toMatch(/^sub_/);

    // The nudge that follows and a second delivery make no second subscription.
    expect((await h.confirm(domain.domain, page.id)).json()).toMatchObject({ status: 'active' });
    await s.webhook('checkout.session.completed', paid);
    expect(s.stripe.requestsTo('POST', '/v1/subscriptions')).toHaveLength(1);
    // Test mode's renewal job leaves what Stripe bills alone.
    expect(await chargesOf(fee.id)).toEqual([]);

    // Thirty days on, Stripe charges the first month: the billing history has it, and the owner a receipt.
    await s.renew(fee.providerSubscriptionId!);
    expect(await chargesOf(fee.id)).toMatchObject([
      { kind: 'first', status: 'paid', amount: '19.00', plan: 'domain', provider: 'stripe' },
    ]);
    expect(await feeOf(user.id, domain.id)).toMatchObject({ status: 'active' });
    await waitForOutbox(
      s.t.db,
      (m) => m.to === user.email && m.subject === `Receipt: $19.00 for Crewdesk domain ${domain.domain}`,
    );

    // Deleting the domain ends the fee with the month paid: Stripe charges nothing more.
    const cookie = await signIn(s.t.app, user.email, user.plainPassword);
    const deleted = await s.t.app.inject({ method: 'DELETE', url: `/api/domains/${domain.id}`, headers: { cookie } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [cancel] = s.stripe.requestsTo('POST', `/v1/subscriptions/${fee.providerSubscriptionId}`).slice(-1);
    expect(cancel.body).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await feeOf(user.id, domain.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('subscribes the fee when the page was paid before the owner tried again, without a second page', async () => {
    const { user, domain } = await seedPendingDomain(s.t.db);
    const first = await h.pay({ subdomain: domain.domain, cardDetails: undefined }, 'fee-2');
    const page = [...s.stripe.sessions.values()].find((x) => x.url === first.json().redirectUrl)!;
    s.stripe.payCheckout(page.id, { brand: 'mastercard', last4: '4444' });
    const sessions = s.stripe.sessions.size;
    const again = await h.pay({ subdomain: domain.domain, cardDetails: undefined }, 'fee-3');
    expect(again.statusCode, again.body).toBe(200);
    expect(s.stripe.sessions.size).toBe(sessions);
    expect(await feeOf(user.id, domain.id)).toMatchObject({
      provider: 'stripe',
      status: 'trialing',
      cardLast4: '4444',
    });
  });
});
