import { caughtEmail, expect, test } from '../fixtures';
import { ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';

const COMPANY = 'Bluewave Pool Care';

const expiry = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;

test('an owner builds a storefront and chooses its tier; a visitor sends a request, orders and books; the owner works all of it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
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

  await test.step("the Pro tier is chosen with a test card: free for the storefront's first 30 days", async () => {
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect(page.getByTestId('tier-billing')).toContainText('free trial runs until');
    await page.getByRole('button', { name: 'Choose Pro tier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Pro' });
    await dialog.getByLabel('Name on card').fill('Casey Rivera');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill(expiry);
    await dialog.getByLabel('Security code').fill('123');
    await dialog.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page.getByText(/Your storefront is on the Pro tier\. Its free trial runs until/)).toBeVisible();
    await expect(page.getByTestId('tier-billing')).toContainText('$39.99 a month to your Visa ending in 4242');
    await shoot(page, 'storefront-pricing');
    // Card payments reach the business once it has a payout account (test mode verifies it at once).
    await postAs(page, '/api/connected-accounts', {
      processor: 'stripe',
      businessName: COMPANY,
      businessType: 'company',
    });
  });

  const visitor = await browser.newPage();
  await test.step('a visitor opens the page and sends a request', async () => {
    await visitor.goto(`/landing/${subdomain}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(COMPANY);
    // The business's own services, as its profile lists them.
    await expect(visitor.getByRole('heading', { name: 'Weekly Pool Cleaning' })).toBeVisible();
    const lead = visitor.locator('#lead-form');
    await lead.getByRole('button', { name: 'Send Request' }).click();
    await expect(visitor.getByText('Please fill in all required fields.')).toBeVisible();
    await lead.getByLabel('Name *').fill('Dana Moreno');
    await lead.getByLabel('Email *').fill('dana.moreno@example.com');
    await lead.getByLabel('Phone *').fill('(555) 010-3300');
    await lead.getByLabel('Service', { exact: true }).selectOption('Weekly Pool Cleaning');
    await lead.getByLabel('Message', { exact: true }).fill('The pool loses an inch a day.');
    await lead.getByRole('button', { name: 'Send Request' }).click();
    await expect(visitor.getByText("Thanks! We've received your request and will be in touch soon.")).toBeVisible();
    await shoot(visitor, 'storefront-public');
  });

  await test.step('the visitor orders the product with the test card and gets the receipt', async () => {
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Add to cart' }).click();
    const cart = visitor.locator('#cart');
    await expect(cart).toContainText('$89.50');
    await cart.getByLabel('Quantity of Chlorine tablets, 25 lb').fill('2');
    await cart.getByLabel('Quantity of Chlorine tablets, 25 lb').press('Tab');
    await expect(visitor.locator('#cart-subtotal')).toContainText('$179.00');
    const checkout = visitor.locator('#checkout-form');
    await checkout.getByLabel('Name *').fill('Dana Moreno');
    await checkout.getByLabel('Email *').fill('dana.moreno@example.com');
    await checkout.getByLabel('Name on card *').fill('Dana Moreno');
    await checkout.getByLabel('Card number *').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry (MM/YY) *').fill(expiry);
    await checkout.getByLabel('CVV *').fill('123');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    const receipt = visitor.locator('#receipt');
    await expect(receipt).toContainText('Thank you! Your order is paid.');
    await expect(receipt).toContainText('$179.00');
    await shoot(visitor, 'storefront-receipt');
    await caughtEmail('dana.moreno@example.com', new RegExp(`^Your order SO-\\w+ from ${COMPANY}: \\$179\\.00 paid$`));
  });

  await test.step('the visitor books a visit into a free time', async () => {
    const booking = visitor.locator('#booking-form');
    const day = booking.getByLabel('Day *');
    await expect(day.locator('option').nth(1)).toBeAttached();
    await day.selectOption({ index: 1 });
    await booking.getByRole('radio').first().check();
    await booking.getByLabel('Name *').fill('Dana Moreno');
    await booking.getByLabel('Email *').fill('dana.moreno@example.com');
    await booking.getByLabel('Phone *').fill('(555) 010-3300');
    await booking.getByRole('button', { name: 'Book' }).click();
    await expect(visitor.locator('#booking-status')).toContainText(/Your visit is (booked|requested)/);
    await shoot(visitor, 'storefront-booked');
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

  await test.step('the owner sees the paid order, its fee, and marks it fulfilled', async () => {
    await caughtEmail(owner.email, /^New order SO-\w+ from Dana Moreno: \$179\.00$/);
    await page.goto('/landing-page-builder?tab=orders');
    const row = page.getByRole('row', { name: /Dana Moreno/ });
    await expect(row).toContainText('$179.00');
    await row.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Platform fee (2.5%)');
    await shoot(page, 'storefront-order');
    await dialog.getByRole('button', { name: 'Mark as fulfilled' }).click();
    await expect(page.getByText('Order marked as fulfilled')).toBeVisible();
    await caughtEmail('dana.moreno@example.com', /is on its way$/);
  });
});
