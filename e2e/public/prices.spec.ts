import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures';

const defaults = {
  transactionFeeRate: '2.90',
  basicPlanPrice: '19',
  proPlanPrice: '39',
  enterprisePlanPrice: '99',
  freeTrialDays: 45,
  stripeLiveMode: false,
};

test('plan prices on every page follow the platform settings', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const setPrices = async (prices: Partial<typeof defaults>) =>
    expect((await admin.put('/api/admin/billing-settings', { data: { ...defaults, ...prices } })).ok()).toBe(true);
  try {
    await page.goto('/pricing');
    await expect(page.getByTestId('price-pro')).toHaveText('$39');

    await setPrices({ proPlanPrice: '44', freeTrialDays: 30 });
    await page.goto('/pricing');
    await expect(page.getByTestId('price-pro')).toHaveText('$44');
    await page.goto('/');
    await expect(page.locator('#pricing').getByTestId('price-pro')).toHaveText('$44');
    await expect(
      page
        .locator('#pricing')
        .getByRole('link', { name: /Start 30-Day Free Trial/ })
        .first(),
    ).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain('"44.00"');
  } finally {
    await setPrices({});
    await admin.dispose();
  }
});
