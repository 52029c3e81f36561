import { DEMO, expect, signIn, test } from '../fixtures';

test('the owner edits the company and manages services from the profile menu', async ({ page }) => {
  await signIn(page, DEMO);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Company Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();

  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid website address')).toBeVisible();
  await page.getByLabel('Website').fill('greenline.example');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company updated')).toBeVisible();

  await page.locator('#company-logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="teal"/></svg>',
    ),
  });
  await expect(page.getByRole('img', { name: 'Greenline Landscaping logo' })).toBeVisible();

  const name = `Gutter Cleaning ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Base rate ($)').fill('12.345');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog.getByText('Base rate must be an amount like 75.00')).toBeVisible();
  await dialog.getByLabel('Base rate ($)').fill('95.50');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('$95.50')).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(name)).toHaveCount(0);
});
