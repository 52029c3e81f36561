import { expect, test } from '../fixtures';

const pages = [
  { path: '/', text: 'Run your service business' },
  { path: '/features', text: 'Try All Features Free' },
  { path: '/pricing', text: 'Most Popular' },
  { path: '/blog', text: 'All Posts' },
  { path: '/logo-test', text: 'Logo test' },
  { path: '/terms-of-service', text: '99.9%' },
  { path: '/privacy-policy', text: 'Last updated' },
  { path: '/customer-storefronts', text: 'Unlimited products' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the public pages render at ${width} px in ${theme} mode, one h1 each, no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const p of pages) {
        await page.goto(p.path);
        await expect(page.getByText(p.text).first(), p.path).toBeVisible();
        await expect(page.locator('h1'), p.path).toHaveCount(1);
        await expect(page.locator('html'), p.path).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
}

test('each public page carries its own title, description and canonical link', async ({ page }) => {
  for (const p of pages.filter((x) => x.path !== '/logo-test')) {
    await page.goto(p.path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${p.path === '/' ? '/$' : `${p.path}$`}`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  }
  const titles = new Set<string>();
  for (const p of pages) {
    await page.goto(p.path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(pages.length);
});

test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/features', '/pricing', '/blog', '/customer-storefronts'])
    expect(sitemap).toContain(`${path}</loc>`);
});

test('the header links reach their pages', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner');
  for (const [name, url] of [
    ['Features', /\/features$/],
    ['Pricing', /\/pricing$/],
    ['Blog', /\/blog$/],
    ['Login', /\/auth\?tab=login$/],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await page.goto('/');
  }
});

test("public pages arrive drawn, in the chosen theme, before the app's scripts run", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  // Only the inline theme script runs: the app's code never arrives.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  for (const p of pages.filter((x) => x.path !== '/logo-test')) {
    await page.goto(p.path);
    await expect(page.locator('h1'), p.path).toBeVisible();
    await expect(page.locator('h1'), p.path).toHaveCount(1);
    await expect(page.locator('html'), p.path).toHaveClass(/dark/);
    await expect(page.getByRole('link', { name: 'Sign Up' }), p.path).toBeVisible();
  }
  await page.goto('/');
  await expect(page.locator('h1')).toContainText('Run your service business');
  await context.close();
});

test('a drawn page comes alive in the dark theme without a hydration error', async ({ page }) => {
  // The console-error fixture fails the test on any React hydration mismatch.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('link', { name: 'Features', exact: true }).first().click();
  await expect(page).toHaveURL(/\/features$/);
});
