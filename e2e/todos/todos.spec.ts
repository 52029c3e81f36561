import { shoot } from '../billing/billing-helpers';
import { DEMO, caughtEmail, expect, signIn, test } from '../fixtures';

/** The figure on a stat card, as a number. */
const figure = async (page: import('@playwright/test').Page, label: string) =>
  Number((await page.getByTestId(`todo-stat-${label}`).locator('p').first().textContent())?.replace(/,/g, ''));

test('an owner adds a TODO, completes it, sees the cards, and sends the weekly e-mail as a test', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Order new mower blades ${Date.now().toString(36)}`;
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

  await test.step('the profile menu opens TODO Management', async () => {
    await signIn(page, DEMO);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'TODO Management' }).click();
    await expect(page).toHaveURL(/\/todo-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'TODO Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'TODO Items' })).toHaveAttribute('aria-selected', 'true');
  });

  await expect(page.getByTestId('todo-stat-Total TODOs')).toBeVisible();
  const before = { total: await figure(page, 'Total TODOs'), completed: await figure(page, 'Completed') };
  const beforeHigh = await figure(page, 'High Priority');

  await test.step('Add TODO: the title is required, then the item is on the list and in the cards', async () => {
    await page.getByRole('button', { name: 'Add TODO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add TODO' });
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
    await expect(dialog.getByLabel('Category')).toHaveValue('feature_enhancements');
    await dialog.getByRole('button', { name: 'Add TODO' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Category').selectOption('business_features');
    await dialog.getByLabel('Due date (optional)').fill(soon);
    await shoot(page, 'todos-add-dialog');
    await dialog.getByRole('button', { name: 'Add TODO' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('todo-item').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('todo-stat-Total TODOs')).toContainText(String(before.total + 1));
    await expect(page.getByTestId('todo-stat-High Priority')).toContainText(String(beforeHigh + 1));
    expect(await figure(page, 'This Week')).toBeGreaterThanOrEqual(1);
    await shoot(page, 'todos-list');
  });

  await test.step('completing it strikes it through and counts it', async () => {
    const item = page.getByTestId('todo-item').filter({ hasText: title });
    await item.getByRole('checkbox', { name: `Mark "${title}" as done` }).click();
    await expect(item).toHaveAttribute('data-status', 'completed');
    await expect(item.getByText(title, { exact: true })).toHaveClass(/line-through/);
    await expect(page.getByTestId('todo-stat-Completed')).toContainText(String(before.completed + 1));
    await expect(page.getByTestId('todo-stat-High Priority')).toContainText(String(beforeHigh));
  });

  await test.step('the preview shows what the e-mail holds; the test send goes now', async () => {
    await page.getByRole('tab', { name: 'Email Preview' }).click();
    const preview = page.getByRole('article', { name: 'Weekly e-mail preview' });
    await expect(preview.getByRole('heading', { name: /Recent Completions/ })).toBeVisible();
    await expect(preview.getByText(title)).toBeVisible();
    await shoot(page, 'todos-preview');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(page.getByText('Test email sent')).toBeVisible();
  });

  const mail = await caughtEmail(DEMO.email, /^Your weekly TODO summary/);
  expect(mail.text).toContain(title);
  expect(mail.text).toContain('This is a test send');

  await test.step('Email History lists the test with its delivery status', async () => {
    await page.getByRole('tab', { name: 'Email History' }).click();
    const entry = page.getByTestId('email-log').first();
    await expect(entry).toContainText('Test');
    await expect(entry).toContainText('Sent');
    await expect(entry).toContainText(`to ${DEMO.email}`);
    await shoot(page, 'todos-history');
  });

  await test.step('Email Settings, and the screen at a phone width', async () => {
    await page.getByRole('button', { name: 'Email Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Settings' });
    await expect(dialog.getByLabel('Day')).toHaveValue('monday');
    await expect(dialog.getByLabel('Time')).toHaveValue('09:00');
    await shoot(page, 'todos-settings');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: 'TODO Items' }).click();
    await expect(page.getByTestId('todo-item').filter({ hasText: title })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'todos-phone');
  });
});
