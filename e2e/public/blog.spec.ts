import { expect, test } from '../fixtures';

test('the blog chips filter the articles and each article opens on its own page', async ({ page }) => {
  await page.goto('/blog');
  const chips = page.getByRole('button', { name: 'Marketing', exact: true });
  await chips.click();
  await expect(chips).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=Marketing/);
  await expect(page.getByText('Seasonal E-mail Campaigns That Fill Your Slow Months').first()).toBeVisible();
  await expect(page.getByText('Seven Invoicing Habits That Get You Paid Faster')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Marketing', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'All Posts' }).click();
  await expect(page.getByText('Seven Invoicing Habits That Get You Paid Faster').first()).toBeVisible();

  await page
    .getByRole('link', { name: /Seven Invoicing Habits/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seven Invoicing Habits That Get You Paid Faster');
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();

  expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

test('the newsletter box stores an address once and says so', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/blog');
  const field = page.getByLabel('Email address');
  await field.fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await field.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing! Look out for our next issue in your inbox.')).toBeVisible();
  await expect(field).toHaveValue('');

  await field.fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You're already subscribed. Thanks for reading!")).toBeVisible();
});
