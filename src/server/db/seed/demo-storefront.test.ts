import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingConfig, StorefrontAnalytics } from '../../../shared/storefronts/storefront.schemas';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo';
import { DEMO_SUBDOMAIN } from './demo-storefront';

describe("the demo business's storefront", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    cookie = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('is published with products, requests in each state and a month of visits', async () => {
    const config = (await get('/api/landing-page-config')).json<LandingConfig>();
    expect(config).toMatchObject({ subdomain: DEMO_SUBDOMAIN, isActive: true, productCount: 4 });
    const leads = await get('/api/leads?limit=10');
    expect(leads.headers['x-total-count']).toBe('5');
    expect(new Set(leads.json<{ status: string }[]>().map((l) => l.status))).toEqual(
      new Set(['new', 'contacted', 'converted', 'lost']),
    );
    const analytics = (await get('/api/landing-page-analytics?days=30')).json<StorefrontAnalytics>();
    expect(analytics.totals.leads).toBe(5);
    expect(analytics.series.filter((d) => d.views > 0)).toHaveLength(30);

    const page = await t.app.inject({ method: 'GET', url: `/landing/${DEMO_SUBDOMAIN}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('Greenline Landscaping');
  });
});
