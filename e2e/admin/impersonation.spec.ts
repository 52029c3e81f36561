import { ADMIN, expect, registerOwner, signIn, test } from '../fixtures';
import { shoot } from '../billing/billing-helpers';

test('the administrator finds an owner, impersonates them with a reason, and stops back in the console', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await registerOwner(request, { firstName: 'Robin', lastName: 'Okafor' });
  await signIn(page, ADMIN);
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(owner.email);
  const row = page.getByRole('row', { name: new RegExp(owner.email) });
  await expect(row).toContainText('Service Provider');
  await shoot(page, 'user-management');

  await test.step('impersonate, with a reason', async () => {
    await row.getByRole('button', { name: `Actions for ${owner.email}` }).click();
    await page.getByRole('menuitem', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate User' });
    await dialog.getByLabel('Reason').fill('Support ticket 77: cannot find the invoice');
    await dialog.getByRole('button', { name: 'Log in as Robin Okafor' }).click();
    await expect(page.getByText('Impersonation Started')).toBeVisible();
    // The page reloads as the owner, with the banner on it.
    const banner = page.getByRole('status').filter({ hasText: 'You are impersonating' });
    // After the specified 1.5 s and a whole page load.
    await expect(banner).toContainText('Robin Okafor', { timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    await shoot(page, 'impersonating');
    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
  });

  await test.step('back in the console, where the audit log has both ends', async () => {
    await expect(page).toHaveURL(/\/user-management$/);
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(page.getByText('You are impersonating')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await expect(page.getByRole('row', { name: /Stopped impersonating/ }).first()).toContainText(owner.email);
    await expect(page.getByRole('row', { name: /Started impersonating/ }).first()).toContainText(
      'Support ticket 77: cannot find the invoice',
    );
  });
});
