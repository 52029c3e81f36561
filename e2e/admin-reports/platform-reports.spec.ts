import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect, registerOwner, signIn, test } from '../fixtures';
import { shoot } from '../billing/billing-helpers';

test('the administrator reads Platform Reports: the period and tab chosen, a sign-up the test made', async ({
  page,
  request,
  baseURL,
}) => {
  // What the server counts before the sign-up, read as the administrator.
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const before = (await (await admin.get('/api/admin/reports/users?period=7d')).json()) as {
    totals: { signups: number };
  };
  await admin.dispose();
  await registerOwner(request);

  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Platform Reports' }).first().click();
  await expect(page).toHaveURL(/\/platform-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('report-Total Revenue')).toContainText('$');
  await expect(page.getByRole('table', { name: 'Revenue by source' })).toBeVisible();
  await shoot(page, 'platform-reports-revenue');

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('report-Sign-ups').locator('p').first()).toHaveText(String(before.totals.signups + 1));
  const table = page.getByRole('table', { name: 'Sign-ups, verified and churned' });
  await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/reports/users.csv?period=7d',
  );
  await shoot(page, 'platform-reports-users');

  // The export is the same figure, for the same period.
  const csv = await page.request.get('/api/admin/reports/users.csv?period=7d');
  expect(csv.ok()).toBe(true);
  expect((await csv.text()).split('\r\n').find((line) => line.startsWith('Total,'))).toMatch(
    new RegExp(`^Total,${before.totals.signups + 1},`),
  );

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('table', { name: 'Plans held now' })).toContainText('Enterprise');
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'platform-reports-subscriptions-phone');
});
