import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TierSubscription } from '../../../../shared/storefronts/tier.schemas';
import { subscriptionCharges, subscriptions } from '../../../db/schema';
import { stripePlanApp, VISA } from '../../subscriptions/stripe/stripe-plan.test-helpers';
import { storefrontTestApi } from './storefront.test-helpers';

const unix = (when: Date) => String(Math.floor(when.getTime() / 1000));
const DAY = 86_400_000;

/** With Stripe, a storefront tier is a Stripe Billing subscription: Checkout to start it, Stripe's word after. */
describe('storefronts: choosing a tier on Stripe Billing', () => {
  let s: Awaited<ReturnType<typeof stripePlanApp>>;
  beforeAll(async () => {
    s = await stripePlanApp();
  });
  afterAll(() => s.close());

  const sf = storefrontTestApi(() => s.t);
  const choose = (cookie: string, tierName: string) => sf.call('POST', '/api/landing-page-tier', cookie, { tierName });
  const tierOf = async (cookie: string) =>
    (await sf.call('GET', '/api/landing-page-tier', cookie)).json<TierSubscription>();
  const confirm = (cookie: string, sessionId: string) =>
    sf.call('POST', '/api/landing-page-tier/confirm-checkout', cookie, { sessionId });
  const rowOf = async (userId: number) =>
    (
      await s.t.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.product, 'storefront')))
    )[0];
  const chargesOf = (subscriptionId: number) =>
    s.t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));
  const sessionAt = (url: string) => [...s.stripe.sessions.values()].find((session) => session.url === url)!;

  /** The owner chooses a tier with no Stripe subscription yet: Stripe's page is answered, nothing changes here. */
  async function openPage(cookie: string, tierName: string) {
    const response = await choose(cookie, tierName);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; redirectUrl: string }>();
    return { answer, session: sessionAt(answer.redirectUrl) };
  }

  it('opens Checkout for the tier with the storefront trial, takes it only once Stripe says it is paid', async () => {
    const { cookie, user, company, config } = await sf.storefrontOwner();
    const trialEndsAt = new Date(new Date(config.createdAt).getTime() + 30 * DAY);

    const first = await openPage(cookie, 'pro');
    expect(first.answer.message).toBe("Continue on Stripe's secure page to subscribe to the Pro tier.");
    const [request] = s.stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    const row = await rowOf(user.id);
    expect(request.body).toMatchObject({
      mode: 'subscription',
      customer_email: user.email,
      line_items: [
        {
          quantity: '1',
          price_data: {
            unit_amount: '3999',
            recurring: { interval: 'month' },
            product: 'crewdesk_plan_storefront_pro',
          },
        },
      ],
      subscription_data: { trial_end: unix(trialEndsAt) },
      metadata: {
        purpose: 'storefront-tier',
        companyId: String(company.id),
        subscriptionId: String(row.id),
        plan: 'pro',
        monthlyCents: '3999',
      },
    });
    expect(request.body.success_url).toBe(
      `${s.t.ctx.origin.url}/landing-page-builder?tab=pricing&checkout={CHECKOUT_SESSION_ID}`,
    );
    // Nothing is chosen before Stripe's word.
    expect((await sf.configRow(company.id)).tierName).toBe('basic');
    expect(await tierOf(cookie)).toMatchObject({ tierName: 'basic', status: 'none', paymentMode: 'stripe' });

    // Choosing again closes the first page: two pages can never both be paid.
    const second = await openPage(cookie, 'enterprise');
    expect(s.stripe.sessions.get(first.session.id)?.status).toBe('expired');

    // Another owner's nudge with this page changes nothing for anyone.
    const paid = s.stripe.completePlanCheckout(second.session.id, VISA);
    const other = await sf.storefrontOwner();
    const foreign = await confirm(other.cookie, second.session.id);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toMatchObject({ tierName: 'basic', status: 'none' });
    expect((await sf.configRow(company.id)).tierName).toBe('basic');

    const mine = await confirm(cookie, second.session.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      tierName: 'enterprise',
      status: 'trialing',
      monthlyPrice: '79.99',
      card: VISA,
      trialEndsAt: trialEndsAt.toISOString(),
    });
    expect((await sf.configRow(company.id)).tierName).toBe('enterprise');
    // The webhook that follows changes nothing more.
    await s.webhook('checkout.session.completed', paid.session);
    await s.webhook('customer.subscription.created', paid.subscription);
    expect(await rowOf(user.id)).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: paid.subscription.id,
      plan: 'enterprise',
      status: 'trialing',
      checkoutSessionId: null,
      cardToken: null,
    });
    expect(await chargesOf(row.id)).toEqual([]);

    // The trial ends: Stripe charges the first month, and the billing history has it once.
    const { invoice } = await s.renew(paid.subscription.id);
    await s.webhook('invoice.paid', invoice!);
    const charges = await chargesOf(row.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ plan: 'enterprise', kind: 'first', status: 'paid', amount: '79.99' });
    expect(await tierOf(cookie)).toMatchObject({ status: 'active', tierName: 'enterprise' });
  });

  it('changes a paid tier on Stripe with proration, refuses when the card is declined, and cancels with the month', async () => {
    const { cookie, user, company } = await sf.storefrontOwner();
    const { session } = await openPage(cookie, 'pro');
    const paid = s.stripe.completePlanCheckout(session.id, VISA);
    await s.webhook('checkout.session.completed', paid.session);
    await s.renew(paid.subscription.id);
    expect(await tierOf(cookie)).toMatchObject({ tierName: 'pro', status: 'active' });

    // An upgrade the card cannot pay changes nothing.
    s.stripe.setPlanCardDeclines(paid.subscription.id, true);
    const refused = await choose(cookie, 'enterprise');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Your card was declined, so your subscription was not changed. Update your card and try again.',
    );
    expect((await sf.configRow(company.id)).tierName).toBe('pro');
    expect(await rowOf(user.id)).toMatchObject({ plan: 'pro', monthlyPrice: '39.99' });

    s.stripe.setPlanCardDeclines(paid.subscription.id, false);
    const up = await choose(cookie, 'enterprise');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({
      message:
        'Your storefront is on the Enterprise tier. The rest of this month is charged or credited on your Stripe invoice.',
      redirectUrl: null,
    });
    const [update] = s.stripe.requestsTo('POST', `/v1/subscriptions/${paid.subscription.id}`).slice(-1);
    expect(update.body).toMatchObject({ proration_behavior: 'always_invoice' });
    expect((await sf.configRow(company.id)).tierName).toBe('enterprise');
    expect(await rowOf(user.id)).toMatchObject({ plan: 'enterprise', monthlyPrice: '79.99' });

    const cancelled = await sf.call('POST', '/api/landing-page-tier/cancel', cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toMatch(/^Your storefront tier ends on .+; nothing more will be charged\.$/);
    expect(await rowOf(user.id)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await sf.call('POST', '/api/landing-page-tier/cancel', cookie)).statusCode).toBe(409);

    // Stripe ends it with the period.
    const ended = await s.renew(paid.subscription.id);
    expect(ended.subscription.status).toBe('canceled');
    expect(await tierOf(cookie)).toMatchObject({ status: 'canceled' });
  });

  it('takes the tier from the webhook alone, and forgets a page that lapses', async () => {
    const { cookie, user, company } = await sf.storefrontOwner();
    const lapsing = await openPage(cookie, 'enterprise');
    await s.webhook('checkout.session.expired', s.stripe.lapseCheckout(lapsing.session.id));
    expect(await rowOf(user.id)).toMatchObject({ checkoutSessionId: null });
    expect(await tierOf(cookie)).toMatchObject({ tierName: 'basic', status: 'none' });

    const { session } = await openPage(cookie, 'pro');
    const paid = s.stripe.completePlanCheckout(session.id, VISA);
    await s.webhook('checkout.session.completed', paid.session);
    expect((await sf.configRow(company.id)).tierName).toBe('pro');
    expect(await tierOf(cookie)).toMatchObject({ tierName: 'pro', status: 'trialing', card: VISA });

    const bad = await confirm(cookie, '');
    expect(bad.statusCode).toBe(400);
  });
});
