import { caughtEmail, expect, test } from '../fixtures';
import { ownerWithCompany, shoot } from '../billing/billing-helpers';

const COMPANY = 'Bluewave Pool Care';

test('an owner builds a storefront, a visitor sends a request from it, and the owner converts the lead to a customer', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCompany(page, request, COMPANY);
  const subdomain = `bluewave-${Date.now().toString(36)}`;
  await page.goto('/landing-page-builder');

  await test.step('the storefront is created from the Configuration tab', async () => {
    await page.getByLabel('Title').fill(COMPANY);
    await page.getByLabel('Subdomain').fill('ab');
    await page.getByRole('button', { name: 'Create Storefront' }).click();
    await expect(page.getByText('Subdomain must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Subdomain').fill(subdomain.toUpperCase());
    await page.getByLabel('Description').fill('Weekly pool service, openings and repairs.');
    await page.getByRole('button', { name: 'Create Storefront' }).click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', `/landing/${subdomain}`);
    await shoot(page, 'storefront-config');
  });

  await test.step('a product is added within the tier', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add product' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Chlorine tablets, 25 lb');
    await dialog.getByLabel('Price ($)').fill('89.50');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('row', { name: /Chlorine tablets/ })).toContainText('$89.50');
    await expect(page.getByText(/1 of \d+ products/)).toBeVisible();
    await shoot(page, 'storefront-products');
  });

  await test.step('a visitor opens the page and sends a request', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/landing/${subdomain}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(COMPANY);
    // The business's own services, as its profile lists them.
    await expect(visitor.getByRole('heading', { name: 'Weekly Pool Cleaning' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Send Request' }).click();
    await expect(visitor.getByText('Please fill in all required fields.')).toBeVisible();
    await visitor.getByLabel('Name *').fill('Dana Moreno');
    await visitor.getByLabel('Email *').fill('dana.moreno@example.com');
    await visitor.getByLabel('Phone *').fill('(555) 010-3300');
    await visitor.getByLabel('Service', { exact: true }).selectOption('Weekly Pool Cleaning');
    await visitor.getByLabel('Message', { exact: true }).fill('The pool loses an inch a day.');
    await visitor.getByRole('button', { name: 'Send Request' }).click();
    await expect(visitor.getByText("Thanks! We've received your request and will be in touch soon.")).toBeVisible();
    await shoot(visitor, 'storefront-public');
    await visitor.close();
  });

  await test.step('the owner is e-mailed, sees the lead and converts it', async () => {
    await caughtEmail(owner.email, `New request from Dana Moreno on ${COMPANY}`);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.reload();
    const convert = page.getByRole('button', { name: 'Convert Dana Moreno to customer' });
    await convert.click();
    const quote = page.getByRole('link', { name: 'Create quote for Dana Moreno' }).first();
    await expect(quote).toBeVisible();
    await shoot(page, 'storefront-overview');
    await quote.click();
    await expect(page).toHaveURL(/\/quotes/);
    await expect(page.getByRole('dialog', { name: 'New Quote' }).getByLabel('Customer')).toHaveValue('Dana Moreno');
  });
});
