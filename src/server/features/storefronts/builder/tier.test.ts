import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TierSubscription } from '../../../../shared/storefronts/tier.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { landingPageConfigs, subscriptionCharges, subscriptions } from '../../../db/schema';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { runDueRenewals } from '../../subscriptions/renewals.service';
import { at, card, DECLINED, GOOD_CARD, MINUTE } from '../../subscriptions/subscription-fixtures';
import { storefrontTestApi } from './storefront.test-helpers';

/** Choosing the storefront's tier subscribes to it monthly, billed by the plans' machinery after a 30-day trial. */
describe('storefronts: choosing a tier (test mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, storefrontOwner, configRow, setTierMax } = storefrontTestApi(() => t);
  const choose = (cookie: string, body: Record<string, unknown>) =>
    call('POST', '/api/landing-page-tier', cookie, body);
  const tierOf = async (cookie: string) =>
    (await call('GET', '/api/landing-page-tier', cookie)).json<TierSubscription>();
  const rowOf = async (userId: number) =>
    (
      await t.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.product, 'storefront')))
    )[0];
  const chargesOf = (subscriptionId: number) =>
    t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId));
  /** The storefront made `days` ago (its trial counts from then). */
  const ageStorefront = (companyId: number, days: number) =>
    t.db
      .update(landingPageConfigs)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(landingPageConfigs.companyId, companyId));

  it('starts in the 30-day trial: nothing charged, the tier set, then the renewal job charges its month', async () => {
    const { cookie, user, company } = await storefrontOwner();
    const before = await tierOf(cookie);
    expect(before).toMatchObject({ tierName: 'basic', status: 'none', card: null, paymentMode: 'test' });

    const chosen = await choose(cookie, { tierName: 'pro', paymentMethod: GOOD_CARD });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().message).toMatch(
      /^Your storefront is on the Pro tier\. Its free trial runs until .+; your card will be charged \$39\.99 then\.$/,
    );
    expect((await configRow(company.id)).tierName).toBe('pro');
    const sub = await rowOf(user.id);
    expect(sub).toMatchObject({ status: 'trialing', plan: 'pro', monthlyPrice: '39.99', cardLast4: '4242' });
    expect(await chargesOf(sub.id)).toEqual([]);
    expect(await tierOf(cookie)).toMatchObject({ tierName: 'pro', status: 'trialing', card: { last4: '4242' } });

    await runDueRenewals(t.ctx, at(sub.trialEndsAt, MINUTE));
    const [charge] = await chargesOf(sub.id);
    expect(charge).toMatchObject({ plan: 'pro', kind: 'first', status: 'paid', amount: '39.99' });
    expect((await rowOf(user.id)).status).toBe('active');
    await waitForOutbox(
      t.db,
      (m) => m.to === user.email && m.subject === 'Receipt: $39.99 for Crewdesk Storefront Pro',
    );
  });

  it('charges the first month at once when the trial is over, and a refused card changes nothing', async () => {
    const { cookie, user, company } = await storefrontOwner();
    await ageStorefront(company.id, 31);
    const refused = await choose(cookie, { tierName: 'enterprise', paymentMethod: card(DECLINED) });
    expect(refused.statusCode).toBe(402);
    expect((await configRow(company.id)).tierName).toBe('basic');
    expect(await rowOf(user.id)).toBeUndefined();

    const paid = await choose(cookie, { tierName: 'enterprise', paymentMethod: GOOD_CARD });
    expect(paid.json().message).toBe('Your storefront is on the Enterprise tier. Your card was charged $79.99.');
    const sub = await rowOf(user.id);
    expect(sub).toMatchObject({ status: 'active', plan: 'enterprise' });
    expect(await chargesOf(sub.id)).toMatchObject([{ kind: 'first', amount: '79.99', status: 'paid' }]);
  });

  it('moves a live subscription to another tier without a new card, and refuses one the products exceed', async () => {
    const { cookie, user, company } = await storefrontOwner();
    await choose(cookie, { tierName: 'pro', paymentMethod: GOOD_CARD });
    expect((await choose(cookie, { tierName: 'pro' })).json().message).toBe(
      'Your storefront is already on the Pro tier.',
    );
    await setTierMax('Basic', 2);
    for (let i = 0; i < 3; i++) await seedLandingProduct(t.db, { companyId: company.id });
    const over = await choose(cookie, { tierName: 'basic' });
    await setTierMax('Basic', 50);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'The Basic tier includes 2 products and your storefront has 3. Remove some before changing tier.',
    );
    expect((await configRow(company.id)).tierName).toBe('pro');

    const moved = await choose(cookie, { tierName: 'enterprise' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await rowOf(user.id)).monthlyPrice).toBe('79.99');
    expect((await configRow(company.id)).tierName).toBe('enterprise');
  });

  it('needs a card (or the one kept for the plan), a known tier, and a storefront', async () => {
    const { cookie } = await storefrontOwner();
    const noCard = await choose(cookie, { tierName: 'pro' });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toBe('Please enter your card details');
    const unknown = await choose(cookie, { tierName: 'platinum', paymentMethod: GOOD_CARD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose a storefront tier');

    const planned = await storefrontOwner();
    const plan = await call('POST', '/api/get-or-create-subscription', planned.cookie, {
      planType: 'pro',
      paymentMethod: GOOD_CARD,
      couponCode: null,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect((await tierOf(planned.cookie)).planCardOnFile).toBe(true);
    expect((await choose(planned.cookie, { tierName: 'pro' })).statusCode).toBe(200);

    const bare = await owner();
    const none = await choose(bare.cookie, { tierName: 'pro', paymentMethod: GOOD_CARD });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Storefront not found');
    expect((await call('GET', '/api/landing-page-tier', bare.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/landing-page-tier')).statusCode).toBe(401);
  });

  it('cancels: in the trial at once, after it with the paid month; the plan is untouched', async () => {
    const { cookie, user } = await storefrontOwner();
    expect((await call('POST', '/api/landing-page-tier/cancel', cookie)).statusCode).toBe(409);
    await choose(cookie, { tierName: 'pro', paymentMethod: GOOD_CARD });
    const cancelled = await call('POST', '/api/landing-page-tier/cancel', cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await rowOf(user.id)).status).toBe('canceled');
    const [plan] = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.product, 'plan')));
    expect(plan?.status ?? 'trialing').toBe('trialing');

    // Chosen again while the storefront's first 30 days still run: in its trial again, nothing charged.
    const again = await choose(cookie, { tierName: 'pro', paymentMethod: GOOD_CARD });
    expect(again.statusCode).toBe(200);
    expect((await rowOf(user.id)).status).toBe('trialing');
  });
});
