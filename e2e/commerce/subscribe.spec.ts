import { expect, test } from '../fixtures';
import { ownerWithCompany, shoot } from '../billing/billing-helpers';

test('an owner in the trial subscribes to Pro with the launch coupon and a test card', async ({ page, request }) => {
  test.setTimeout(90_000);
  await ownerWithCompany(page, request, 'Clearwater Pool Care');
  await page.goto('/subscribe');

  await test.step('Pro is chosen, the launch offer takes 20 % off, the card is typed', async () => {
    await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await expect(page.getByText('20% off first 3 months')).toBeVisible();
    await page.getByRole('button', { name: 'Use LAUNCH20' }).click();
    // The platform's price (39.00 by default), not the specification's 19.
    await expect(page.getByText('Coupon discount (LAUNCH20)')).toBeVisible();
    await expect(page.getByText('−$7.80')).toBeVisible();
    await page.getByLabel('Name on card').fill('Jamie Cole');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await shoot(page, 'subscribe');
  });

  await test.step('Subscribe Now: nothing charged during the trial; home after two seconds', async () => {
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(
      page.getByText(/You chose Pro\. Your trial runs until .*; your card will be charged \$31\.20 then\./),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });

  await test.step('the plan page shows the plan, the coupon and the next charge', async () => {
    await page.goto('/subscribe');
    await expect(page.getByText('$31.20').first()).toBeVisible();
    await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();
    await expect(page.getByText('LAUNCH20').first()).toBeVisible();
    await shoot(page, 'subscribe-current');
  });
});
