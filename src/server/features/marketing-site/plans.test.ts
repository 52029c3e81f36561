import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDefinitions } from '../../../shared/marketing-site/plans';
import { landingPageTiers, platformSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';

describe('public plan and storefront tier lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/plans', () => {
    it('answers anyone with the default prices, the trial and the features defined in code', async () => {
      const response = await get('/api/plans');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const body = response.json();
      expect(body.trialDays).toBe(45);
      expect(body.transactionFeePercent).toBe('2.90');
      expect(body.plans.map((p: { id: string; price: string }) => [p.id, p.price])).toEqual([
        ['basic', '19.00'],
        ['pro', '39.00'],
        ['enterprise', '99.00'],
      ]);
      for (const [i, definition] of planDefinitions.entries()) {
        const { limits, ...shown } = definition;
        expect(body.plans[i]).toEqual({ ...shown, userLimit: limits.users, price: body.plans[i].price });
      }
    });

    it('follows a change in platform_settings at once', async () => {
      await t.db.update(platformSettings).set({
        basicPlanPrice: '24.50',
        proPlanPrice: '49.00',
        enterprisePlanPrice: '129.99',
        freeTrialDays: 30,
        transactionFeeRate: '2.75',
      });
      const body = (await get('/api/plans')).json();
      expect(body.trialDays).toBe(30);
      expect(body.transactionFeePercent).toBe('2.75');
      expect(body.plans.map((p: { price: string }) => p.price)).toEqual(['24.50', '49.00', '129.99']);
    });
  });

  describe('GET /api/landing-page-tiers', () => {
    it('lists the three seeded storefront tiers, cheapest first', async () => {
      const response = await get('/api/landing-page-tiers');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({
          name: 'Basic',
          monthlyFee: '19.99',
          transactionFeePercent: '2.90',
          maxProducts: 50,
          customDomain: false,
          advancedAnalytics: false,
          prioritySupport: false,
        }),
        expect.objectContaining({
          name: 'Pro',
          monthlyFee: '39.99',
          transactionFeePercent: '2.50',
          maxProducts: 200,
          customDomain: true,
          advancedAnalytics: true,
          prioritySupport: false,
        }),
        expect.objectContaining({
          name: 'Enterprise',
          monthlyFee: '79.99',
          transactionFeePercent: '2.00',
          maxProducts: -1,
          customDomain: true,
          advancedAnalytics: true,
          prioritySupport: true,
        }),
      ]);
      for (const tier of response.json()) expect(tier.description).toEqual(expect.any(String));
    });

    it('orders by monthly fee as a number and leaves inactive tiers out', async () => {
      await t.db.insert(landingPageTiers).values([
        { name: 'Starter', monthlyFee: '9.99', transactionFeePercent: '3.50' },
        { name: 'Retired', monthlyFee: '5.00', transactionFeePercent: '3.00', isActive: false },
        { name: 'Agency', monthlyFee: '149.00', transactionFeePercent: '1.50' },
      ]);
      const tiers = (await get('/api/landing-page-tiers')).json();
      expect(tiers.map((tier: { name: string }) => tier.name)).toEqual([
        'Starter',
        'Basic',
        'Pro',
        'Enterprise',
        'Agency',
      ]);
      expect(tiers[0]).toMatchObject({ description: null, maxProducts: -1, customDomain: false });
    });
  });
});
