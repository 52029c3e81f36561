import { shoot } from '../billing/billing-helpers';
import { ADMIN, caughtEmail, expect, signIn, test } from '../fixtures';

test('the administrator turns alerts on, creates a critical test error and receives its alert', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const address = `alerts-${stamp}@example.com`;
  const message = `Checkout lost its way ${stamp}`;
  await signIn(page, ADMIN);
  await page.goto('/admin-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Monitoring' })).toBeVisible();
  const panel = page.getByRole('tabpanel');

  await test.step('alerts need an address, then are on', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    const toggle = panel.getByRole('switch', { name: 'Email alerts' });
    const field = panel.getByLabel('Alert e-mail address');
    await field.fill('');
    if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
    await toggle.click();
    await expect(page.getByText('Email Required')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await field.fill(address);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await panel.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Alert settings saved.')).toBeVisible();
    await shoot(page, 'error-monitoring-settings');
  });

  await test.step('a critical test error', async () => {
    await page.getByRole('button', { name: 'Create Test Error' }).click();
    await panel.getByLabel('Severity').selectOption('critical');
    await expect(panel.getByText('Sends an alert e-mail.')).toBeVisible();
    await panel.getByLabel('Message').fill(message);
    await panel.getByRole('button', { name: 'Create Test Error' }).click();
    await expect(page.getByText('Test error created.')).toBeVisible();
  });

  await test.step('seen in Error Logs', async () => {
    await page.getByRole('tab', { name: 'Error Logs' }).click();
    const row = panel.getByRole('row').filter({ hasText: message });
    await expect(row).toContainText('critical');
    await expect(row).toContainText('POST /api/test-error');
    await expect(row).toContainText('Unresolved');
    await shoot(page, 'error-monitoring-logs');
  });

  await test.step('the alert reaches the mail server and is listed in Notifications', async () => {
    const mail = await caughtEmail(address, `[CRITICAL] ${message}`);
    expect(mail.text).toContain(`Message: ${message}`);
    expect(mail.text).toContain('/admin-settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const row = panel.getByRole('row').filter({ hasText: message });
    await expect(async () => {
      await panel.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toContainText('sent', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row).toContainText(address);
    await shoot(page, 'error-monitoring-notifications');
  });

  await test.step('marked resolved', async () => {
    await page.getByRole('tab', { name: 'Error Logs' }).click();
    const row = panel.getByRole('row').filter({ hasText: message });
    await row.getByRole('button', { name: 'Mark Resolved' }).click();
    await expect(page.getByText('Error marked as resolved.')).toBeVisible();
    await expect(row).toContainText('Resolved');
    await expect(row.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'error-monitoring-375');
  });
});
