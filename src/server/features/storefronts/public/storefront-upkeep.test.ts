import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TierSubscription } from '../../../../shared/storefronts/tier.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { landingPageConfigs, subscriptions, users } from '../../../db/schema';
import { DEMO_EMAIL } from '../../../db/seed/demo';
import { GOOD_CARD } from '../../subscriptions/subscription-fixtures';
import { storefrontTestApi } from '../builder/storefront.test-helpers';

/** A storefront is paid for: its page is served in its 30-day trial, then while its tier is paid. */
describe('storefronts: the page offline once the trial is over without a tier paid for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, storefrontOwner } = storefrontTestApi(() => t);
  const page = (subdomain: string) => t.app.inject({ method: 'GET', url: `/landing/${subdomain}` });
  const tierOf = async (cookie: string) =>
    (await call('GET', '/api/landing-page-tier', cookie)).json<TierSubscription>();
  const ageStorefront = (companyId: number, days: number) =>
    t.db
      .update(landingPageConfigs)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(landingPageConfigs.companyId, companyId));
  const tierRow = (userId: number) =>
    t.db
      .update(subscriptions)
      .set({ status: 'past_due', pastDueSince: sql`now() - interval '8 days'` })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.product, 'storefront')));

  it('serves the page in the trial, not after it, once a tier is paid, not after 7 days of failures, and once paid again', async () => {
    const { cookie, user, company, config } = await storefrontOwner();
    expect((await page(config.subdomain)).statusCode).toBe(200);
    expect(await tierOf(cookie)).toMatchObject({ status: 'none', online: true });

    await ageStorefront(company.id, 31);
    expect((await page(config.subdomain)).statusCode).toBe(404);
    const lead = await call('POST', '/api/submit-lead', undefined, {
      subdomain: config.subdomain,
      name: 'Pat Visitor',
      email: 'pat@example.test',
      phone: '555-0100',
      serviceRequested: 'Mowing',
    });
    expect(lead.statusCode).toBe(404);
    expect(await tierOf(cookie)).toMatchObject({ status: 'none', online: false });

    const chosen = await call('POST', '/api/landing-page-tier', cookie, {
      tierName: 'basic',
      paymentMethod: GOOD_CARD,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await tierOf(cookie)).toMatchObject({ status: 'active', online: true });
    expect((await page(config.subdomain)).statusCode).toBe(200);

    await tierRow(user.id);
    expect(await tierOf(cookie)).toMatchObject({ status: 'past_due', online: false });
    expect((await page(config.subdomain)).statusCode).toBe(404);

    // The same tier without a card changes nothing; with a new card the month owed is paid and the page is back.
    const unchanged = await call('POST', '/api/landing-page-tier', cookie, { tierName: 'basic' });
    expect(unchanged.json().message).toBe('Your storefront is already on the Basic tier.');
    const settled = await call('POST', '/api/landing-page-tier', cookie, {
      tierName: 'basic',
      paymentMethod: GOOD_CARD,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().message).toBe('Your storefront is on the Basic tier. Your card was charged $19.99.');
    expect(await tierOf(cookie)).toMatchObject({ status: 'active', online: true });
    expect((await page(config.subdomain)).statusCode).toBe(200);
  });

  it('never takes the demo business offline', async () => {
    const { cookie, user, company, config } = await storefrontOwner();
    await ageStorefront(company.id, 90);
    await t.db.update(users).set({ email: DEMO_EMAIL }).where(eq(users.id, user.id));
    try {
      expect((await page(config.subdomain)).statusCode).toBe(200);
      expect(await tierOf(cookie)).toMatchObject({ online: true });
    } finally {
      await t.db
        .update(users)
        .set({ email: `former-demo-${user.id}@example.test` })
        .where(eq(users.id, user.id));
    }
  });
});
