import { ADMIN, expect, signIn, test } from '../fixtures';
import { shoot } from '../billing/billing-helpers';

test('the administrator creates, edits, switches off and deletes a coupon', async ({ page }) => {
  const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, ADMIN);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupon Management' })).toBeVisible();
  // The subscribe page's launch offer is a real coupon.
  await expect(page.getByRole('row', { name: /LAUNCH20/ })).toContainText('20%');

  await test.step('create', async () => {
    await page.getByRole('button', { name: 'Create Coupon' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Coupon' });
    // Typed in lower case, kept in upper case.
    await dialog.getByLabel('Coupon code').fill(code.toLowerCase());
    await expect(dialog.getByLabel('Coupon code')).toHaveValue(code);
    await dialog.getByLabel('Discount value (%)').fill('25');
    await dialog.getByLabel('Max uses').fill('50');
    await dialog.getByLabel('Expiry date').fill('2030-06-30');
    await dialog.getByLabel('Description').fill('Spring yard-sign promotion');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Coupon created successfully')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('25%');
    await expect(row).toContainText('0 / 50');
    await expect(row).toContainText('Jun 30, 2030');
    await expect(row).toContainText('Spring yard-sign promotion');
    await shoot(page, 'coupon-manager');
  });

  await test.step('edit', async () => {
    await page.getByRole('button', { name: `Edit ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Coupon' });
    await expect(dialog.getByLabel('Expiry date')).toHaveValue('2030-06-30');
    await dialog.getByLabel('Discount value (%)').fill('30');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Coupon updated successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('30%');
  });

  await test.step('switch off', async () => {
    const toggle = page.getByRole('switch', { name: `${code} active` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Inactive');
  });

  await test.step('delete, after confirming', async () => {
    await page.getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this coupon?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Coupon deleted successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  });
});
