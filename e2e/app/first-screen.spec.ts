import type { Request } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

/** When each request of the page started and ended, in the page's own clock (ms), by path and query. */
function recordRequests(page: import('@playwright/test').Page) {
  const seen: { path: string; type: string; start: number; end?: number; request: Request }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push({ path: url.pathname + url.search, type: request.resourceType(), start: Date.now(), request });
  });
  page.on('requestfinished', (request) => {
    const entry = seen.find((s) => s.request === request);
    if (entry) entry.end = Date.now();
  });
  return seen;
}

test('opening /invoices signed in: no request waits for another, and no call for the session or the company', async ({
  page,
}) => {
  await signIn(page, DEMO);
  const requests = recordRequests(page);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View invoice/ }).first()).toBeVisible();

  const api = requests.filter((r) => r.path.startsWith('/api/'));
  // The page brought the session and the company.
  expect(api.map((r) => r.path)).not.toContain('/api/user');
  expect(api.map((r) => r.path)).not.toContain('/api/company');
  // The screen's reads all started before any answer came back: none waited for another.
  const reads = [
    '/api/invoices?limit=20&offset=0',
    '/api/invoices/summary',
    '/api/invoices/aging',
    '/api/billing-settings',
    '/api/notifications',
  ];
  for (const path of reads)
    expect(
      api.map((r) => r.path),
      path,
    ).toContain(path);
  const firstRead = api.filter((r) => reads.includes(r.path));
  const lastStart = Math.max(...firstRead.map((r) => r.start));
  const firstEnd = Math.min(...firstRead.map((r) => r.end ?? Infinity));
  expect(lastStart, 'every read started before the first answer arrived').toBeLessThanOrEqual(firstEnd);
  // The shell's and the screen's code were named by the HTML: requested before the entry script asked for data.
  const firstApiStart = Math.min(...api.map((r) => r.start));
  for (const chunk of [/\/assets\/app-shell-[\w-]+\.js$/, /\/assets\/invoices-[\w-]+\.js$/]) {
    const script = requests.find((r) => r.type === 'script' && chunk.test(r.path));
    expect(script, String(chunk)).toBeDefined();
    expect(script!.start, String(chunk)).toBeLessThanOrEqual(firstApiStart);
  }
});

test('a form and its validation load when its dialog opens, not with the list', async ({ page }) => {
  await signIn(page, DEMO);
  const requests = recordRequests(page);
  await page.goto('/invoices');
  await expect(page.getByRole('button', { name: /^View invoice/ }).first()).toBeVisible();
  const formChunk = /\/assets\/invoice-form-[\w-]+\.js$/;
  expect(requests.some((r) => formChunk.test(r.path))).toBe(false);
  await page.getByRole('button', { name: 'Create Invoice' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Customer Name')).toBeVisible();
  expect(requests.some((r) => formChunk.test(r.path))).toBe(true);
});

test("the page paints the screen's frame before any code has run, and the app takes its place without a change", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO);
  const description = 'Bill your customers, send invoices by e-mail and keep track of what is paid.';
  // No script at all, with the same session: what shows is the server's HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const drawn = await noScript.newPage();
  await drawn.goto('/invoices');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(drawn.getByText(description)).toBeVisible();
  const frameBox = await drawn.getByText(description).boundingBox();
  await noScript.close();

  await page.goto('/invoices');
  await expect(page.getByRole('button', { name: /^View invoice/ }).first()).toBeVisible();
  await expect(page.locator('[data-app-frame]')).toHaveCount(0);
  // The screen draws the same head in the same place.
  expect(await page.getByText(description).boundingBox()).toEqual(frameBox);
});
