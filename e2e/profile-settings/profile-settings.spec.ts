import { ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';
import { expect, signIn, test, uniqueEmail, watchedPage } from '../fixtures';

test('an owner chooses dark and DD/MM/YYYY; a reload and another browser signed in as them show both', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCompany(page, request, 'Harbor Pools');
  const email = uniqueEmail('dana');
  const customer = await postAs<{ id: number }>(page, '/api/customers', { name: 'Dana Whitfield', email });
  await postAs(page, '/api/invoices', {
    customerId: customer.id,
    customerName: 'Dana Whitfield',
    customerEmail: email,
    items: [{ description: 'Pool opening', quantity: 1, rate: '1234.50' }],
    dueDate: '2031-03-05',
  });
  const html = page.locator('html');

  await test.step('the choices save at once and apply at once', async () => {
    await page.goto('/profile-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByText('For example Mar 05, 2024')).toBeVisible();
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByLabel('Date format').selectOption('DD/MM/YYYY');
    await expect(page.getByText('For example 05/03/2024')).toBeVisible();
    await shoot(page, 'profile-settings');
  });

  await test.step('a reload keeps them, and the lists write dates so', async () => {
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    await expect(page.getByText('For example 05/03/2024')).toBeVisible();
    await page.goto('/invoices');
    await expect(page.getByText('05/03/2031').first()).toBeVisible();
    await expect(page.getByText('Mar 05, 2031')).toHaveCount(0);
  });

  const other = await watchedPage(await browser.newContext(), consoleErrors);
  await test.step('another browser, signed in as the same owner, shows them too', async () => {
    await signIn(other, { email: owner.email, password: owner.password });
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);
    await other.goto('/invoices');
    await expect(other.getByText('05/03/2031').first()).toBeVisible();
    await other.goto('/profile-settings');
    await expect(other.getByLabel('Date format')).toHaveValue('DD/MM/YYYY');
    await expect(other.getByLabel('Theme')).toHaveValue('dark');
  });
  await other.context().close();
});
