import { expect, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('the sign-in screen fits a phone and hides the side panel', async ({ page }, testInfo) => {
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByText('Grow Your Service Business')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('auth-phone.png'), fullPage: true });
});

test('the sign-in screen shows the side panel on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  await expect(page.getByText('Grow Your Service Business')).toBeVisible();
});
