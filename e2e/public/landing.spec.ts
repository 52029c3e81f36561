import { ADMIN, expect, signIn, test } from '../fixtures';

test('the landing page tells a visitor what Crewdesk is and leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run your service business');
  for (const text of [
    '500+',
    '$2M+',
    '50K+',
    '98%',
    'Up and running in an afternoon',
    'Owners who got their evenings back',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('#features li')).toHaveCount(6);
  await expect(page.locator('#pricing').getByRole('link', { name: /Start 45-Day Free Trial/ })).toHaveCount(3);
  await expect(page.locator('#testimonials figure')).toHaveCount(3);

  await page.getByRole('link', { name: 'Try It Free' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await page.getByRole('link', { name: /storefronts that take bookings/ }).click();
  await expect(page).toHaveURL(/\/customer-storefronts$/);
});

test('the anchors reach their sections', async ({ page }) => {
  for (const anchor of ['features', 'pricing', 'testimonials']) {
    await page.goto(`/#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  }
});

test('Watch Demo steps through screenshots of the real app', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const tour = page.getByRole('dialog', { name: 'Product tour' });
  await expect(tour.getByText('Step 1 of 7: Sign up with your trade')).toBeVisible();
  const image = tour.getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('Step 2 of 7: Your dashboard')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
});

test('a message left on the landing page reaches the administrator', async ({ page }) => {
  const marker = `Do you handle irrigation crews? ${Date.now()}`;
  await page.goto('/#contact');
  const contact = page.locator('#contact');
  await contact.getByRole('textbox', { name: 'Name' }).fill('Terry Oakes');
  await contact.getByRole('textbox', { name: 'Email' }).fill('terry@example.com');
  await contact.getByRole('textbox', { name: 'Message' }).fill(marker);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
  await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  await signIn(page, ADMIN);
  await page.goto('/admin/inbox');
  await expect(page.getByText(marker)).toBeVisible();
});
