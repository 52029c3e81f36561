import { ADMIN, DEMO, expect, registerOwner, signIn, test } from '../fixtures';

test('a visitor opening a protected route sees the landing page', async ({ page }) => {
  for (const path of ['/invoices', '/company', '/user-management']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Try It Free' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('an unverified owner opening a verified route sees the verification screen', async ({ page, request }) => {
  const owner = await registerOwner(request);
  await signIn(page, owner);
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Dashboard']);
});

test('a signed-in owner opening an administrator route sees the landing page', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/user-management');
  await expect(page.getByRole('link', { name: 'Try It Free' })).toBeVisible();
  await page.goto('/admin/outbox');
  await expect(page.getByRole('link', { name: 'Try It Free' })).toBeVisible();
});

test('an administrator sees the administrator navigation, dashboard and outbox', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-Users')).toHaveText(/^\d+$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of [
    'Dashboard',
    'Manage Users',
    'Platform Reports',
    'Error Monitor',
    'TODO Manager',
    'Feedback Manager',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Coupon Manager' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Site Settings' })).toBeVisible();
  await expect(page.getByText('Site Administrator').first()).toBeVisible();
});

test('an unknown address shows the 404 page, with the status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
});
