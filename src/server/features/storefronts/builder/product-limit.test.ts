import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LandingConfig } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { landingPageConfigs, subscriptions } from '../../../db/schema';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { productForm, storefrontTestApi } from './storefront.test-helpers';

const tierLimit = (tier: string, n: number) =>
  `Your ${tier} storefront tier includes ${n} products. Choose a higher tier to add more.`;
const planLimit = (plan: string, n: number, next: string) =>
  `Your ${plan} plan includes ${n} storefront products. Upgrade to ${next} to add more.`;

describe('storefronts: how many products a storefront holds (402)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, storefrontOwner, productRows, setTierMax, setPlan, configRow } = storefrontTestApi(() => t);
  beforeEach(async () => {
    await setTierMax('Basic', 50);
    await setTierMax('Enterprise', -1);
  });

  const seedProducts = async (companyId: number, n: number) => {
    for (let i = 0; i < n; i++) await seedLandingProduct(t.db, { companyId });
  };
  const add = (cookie: string) => call('POST', '/api/landing-page-products', cookie, productForm());
  const limitOf = async (cookie: string) =>
    (await call('GET', '/api/landing-page-config', cookie)).json<LandingConfig>().productLimit;

  it("stops the basic tier at its 50 products, naming the tier's limit", async () => {
    const { cookie, company } = await storefrontOwner();
    await seedProducts(company.id, 49);
    expect((await add(cookie)).statusCode).toBe(201);
    const refused = await add(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: tierLimit('Basic', 50) });
    expect(await productRows(company.id)).toHaveLength(50);
  });

  it("follows the tier's limit as the administrator sets it", async () => {
    await setTierMax('Basic', 2);
    const { cookie, company } = await storefrontOwner();
    expect(await limitOf(cookie)).toBe(2);
    await seedProducts(company.id, 2);
    const refused = await add(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: tierLimit('Basic', 2) });
    expect(await productRows(company.id)).toHaveLength(2);
  });

  it("stops at the plan's limit with the plan's message when it is the lower (Basic plan: 10)", async () => {
    const { cookie, company, user } = await storefrontOwner();
    await setPlan(user.id, 'basic');
    expect(await limitOf(cookie)).toBe(10);
    await seedProducts(company.id, 9);
    expect((await add(cookie)).statusCode).toBe(201);
    const refused = await add(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: planLimit('Basic', 10, 'Pro') });
    expect(await productRows(company.id)).toHaveLength(10);
  });

  it('counts no limit when neither the tier nor the plan has one', async () => {
    const { cookie, company, user } = await storefrontOwner();
    await t.db
      .update(landingPageConfigs)
      .set({ tierName: 'enterprise' })
      .where(eq(landingPageConfigs.companyId, company.id));
    await setPlan(user.id, 'enterprise');
    expect((await configRow(company.id)).tierName).toBe('enterprise');
    expect(await limitOf(cookie)).toBeNull();
    await setTierMax('Basic', 0);
    expect((await add(cookie)).statusCode).toBe(201);
  });

  it('refuses any product once the trial ended without a plan', async () => {
    const { cookie, company, user } = await storefrontOwner();
    await t.db
      .update(subscriptions)
      .set({ status: 'trialing', plan: null, trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.userId, user.id));
    const refused = await add(cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: 'Your trial has ended. Choose a plan to continue.' });
    expect(await productRows(company.id)).toEqual([]);
  });

  it('lets one of two creations at once take the last place', async () => {
    await setTierMax('Basic', 3);
    const { cookie, company } = await storefrontOwner();
    await seedProducts(company.id, 2);
    const answers = await Promise.all([add(cookie), add(cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402]);
    expect(answers.find((a) => a.statusCode === 402)!.json()).toEqual({ message: tierLimit('Basic', 3) });
    expect(await productRows(company.id)).toHaveLength(3);
  });
});
