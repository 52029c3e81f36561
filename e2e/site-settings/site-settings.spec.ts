import { ADMIN, DEMO, expect, guestPage, signIn, test } from '../fixtures';
import { shoot } from '../billing/billing-helpers';

const SITE = 'Fieldwise Demo';
const DOWN = `${SITE} is down for maintenance. Please try again soon.`;

test('the administrator takes the site down for maintenance, an owner is kept out, and it comes back renamed', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen saves and page loads, on machines whose cores other suites share.
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/site-settings');
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Site live');

  await test.step('maintenance on, with a new site name', async () => {
    await page.getByLabel('Site name').fill(SITE);
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await page.getByRole('button', { name: 'Save Platform Settings' }).click();
    await expect(page.getByText('Platform settings have been saved.')).toBeVisible();
    await expect(page.getByTestId('site-status')).toHaveText('Maintenance mode on');
    await shoot(page, 'site-settings-platform');
  });

  // The owner's browser: its own console errors (the 503 answers are the point here).
  const ownerErrors: string[] = [];
  const owner = await guestPage(browser, ownerErrors);
  await test.step("an owner's browser gets the maintenance page, and the owner cannot sign in", async () => {
    const answer = await owner.goto('/invoices');
    expect(answer?.status()).toBe(503);
    await expect(owner.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    await expect(owner.getByText(DOWN)).toBeVisible();
    await owner.getByRole('link', { name: 'Administrator sign-in' }).click();
    await owner.getByLabel('Email').fill(DEMO.email);
    await owner.getByLabel('Password').fill(DEMO.password);
    await owner.getByRole('button', { name: 'Sign In' }).click();
    await expect(owner.getByText(DOWN)).toBeVisible();
    await expect(owner).toHaveURL(/\/auth/);
  });

  await test.step('the administrator keeps working and reads the system figures', async () => {
    await page.getByRole('tab', { name: 'System' }).click();
    await expect(page.getByTestId('system-database')).toContainText(/\d/);
    await expect(page.getByText(/Maintenance mode is on/)).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await shoot(page, 'site-settings-system');
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByTestId('email-delivery')).toContainText('SMTP_URL is set in the environment');
  });

  await test.step('maintenance off: the owner signs in, under the new name', async () => {
    await page.getByRole('tab', { name: 'Platform' }).click();
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await page.getByRole('button', { name: 'Save Platform Settings' }).click();
    await expect(page.getByTestId('site-status')).toHaveText('Site live');

    await signIn(owner, DEMO);
    await owner.goto('/invoices');
    await expect(owner.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
    await expect(owner).toHaveTitle(`Invoices | ${SITE}`);
    await owner.goto('/pricing');
    await expect(owner).toHaveTitle(new RegExp(`\\| ${SITE}$`));
  });
  expect(ownerErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);

  // Leave the platform as it was for whatever runs next on this server.
  await page.getByLabel('Site name').fill('Crewdesk');
  await page.getByRole('button', { name: 'Save Platform Settings' }).click();
  await expect(page.getByText('Platform settings have been saved.').first()).toBeVisible();
  await owner.context().close();
});
