import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlanId } from '../../../../shared/marketing-site/plans';
import type { LandingConfig, LandingProduct } from '../../../../shared/storefronts/storefront.schemas';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { landingPageConfigs, landingPageProducts, landingPageTiers, subscriptions } from '../../../db/schema';
import type { UserOverrides } from '../../../db/seed/factories';

export const MISSING_ID = 2_147_483_647;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let sequence = 0;
/** A subdomain nobody else in the test database has. */
export const freshSubdomain = (prefix = 'shop') => `${prefix}-${process.pid}-${++sequence}`;

/** A valid storefront form; `overrides` may make it invalid on purpose. */
export const configForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Greenline Lawn Care',
  description: 'Mowing, edging and seasonal cleanups.',
  subdomain: freshSubdomain(),
  contactEmail: 'hello@greenline.test',
  primaryColor: '#16A34A',
  ...overrides,
});

/** A valid product form; `overrides` may make it invalid on purpose. */
export const productForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gift card',
  description: 'Good for any service.',
  price: '25.00',
  category: 'Gifts',
  sku: 'GC-25',
  inventory: 10,
  weight: '0.10',
  ...overrides,
});

/** The calls and rows the storefront tests share, on the test app `app()` returns once it exists. */
export function storefrontTestApi(app: () => TestApp) {
  const db = () => app().db;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  const owner = (overrides: UserOverrides = {}) => signedInOwner(app(), overrides);

  async function createConfig(cookie: string, overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/landing-page-config', cookie, configForm(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LandingConfig>();
  }

  /** An owner with a storefront, made through the API. */
  async function storefrontOwner(overrides: Record<string, unknown> = {}) {
    const o = await owner();
    return { ...o, config: await createConfig(o.cookie, overrides) };
  }

  async function createProduct(cookie: string, overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/landing-page-products', cookie, productForm(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LandingProduct>();
  }

  const configRow = async (companyId: number) =>
    (await db().select().from(landingPageConfigs).where(eq(landingPageConfigs.companyId, companyId)))[0];

  const productRows = (companyId: number) =>
    db()
      .select()
      .from(landingPageProducts)
      .where(eq(landingPageProducts.companyId, companyId))
      .orderBy(landingPageProducts.id);

  /** A storefront tier's product limit, as an administrator might set it (-1: unlimited). */
  const setTierMax = (name: string, maxProducts: number) =>
    db().update(landingPageTiers).set({ maxProducts }).where(eq(landingPageTiers.name, name));

  /** The owner on a paid plan, active for a month. */
  const setPlan = (userId: number, plan: PlanId) => {
    const values = {
      plan,
      status: 'active',
      trialEndsAt: sql`now() - interval '1 day'`,
      currentPeriodEnd: sql`now() + interval '30 days'`,
    };
    return db()
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: [subscriptions.userId, subscriptions.product, subscriptions.productRef],
        set: values,
      });
  };

  return { call, owner, createConfig, storefrontOwner, createProduct, configRow, productRows, setTierMax, setPlan };
}
