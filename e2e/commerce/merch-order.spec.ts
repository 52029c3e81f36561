import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, caughtEmail, expect, test } from '../fixtures';
import { ownerWithCompany, shoot } from '../billing/billing-helpers';

const COMPANY = 'Greenline Landscaping';

test('an owner orders a customised sign and business cards with a coupon, pays by test card, and follows the order to shipped', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const code = `SIGNS${Date.now().toString(36).toUpperCase()}`;
  // The administrator's coupon: 10 % off merchandise.
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const made = await admin.post('/api/coupons', {
    data: { code, discountType: 'percentage', discountValue: '10', appliesTo: ['merchandise'] },
  });
  expect(made.status()).toBe(201);
  await admin.dispose();

  const owner = await ownerWithCompany(page, request, COMPANY);
  await page.goto('/supplies');
  await expect(page.getByRole('heading', { name: 'Supplies & Merchandise' })).toBeVisible();

  await test.step('a yard sign designed with the business name, added to the cart', async () => {
    await page.getByRole('button', { name: 'Yard Signs', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Yard Signs' });
    await expect(dialog.getByRole('tab', { name: 'Details' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Pricing' }).click();
    await expect(dialog).toContainText('$12.99');
    await dialog.getByRole('tab', { name: 'Customize' }).click();
    await dialog.getByLabel('Text line 1').fill(COMPANY);
    await dialog.getByLabel('Text line 2').fill('(555) 010-2000');
    await expect(dialog.getByRole('img', { name: 'Preview of your Yard Signs' })).toContainText(COMPANY);
    await shoot(page, 'supplies-customize');
    await dialog.getByRole('button', { name: 'Save and add to cart' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('two more signs and a box of business cards', async () => {
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.getByRole('button', { name: 'Increase quantity of Yard Signs' }).click();
    await cart.getByRole('button', { name: 'Increase quantity of Yard Signs' }).click();
    await expect(cart.getByRole('textbox', { name: 'Quantity of Yard Signs' })).toHaveValue('3');
    await page.keyboard.press('Escape');
    // The first card of the catalogue, sorted by name.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Cart (4 items)' })).toBeVisible();
  });

  await test.step('the coupon, the address and the test card; paid', async () => {
    await page.getByRole('button', { name: 'Cart (4 items)' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    // 3 x 12.99 + 49.99 = 88.96, less 10 %: 8.90 off (half up), 80.06 to pay.
    await expect(cart).toContainText('$88.96');
    await cart.getByLabel('Coupon code').fill(code.toLowerCase());
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart).toContainText('−$8.90');
    await expect(cart).toContainText('$80.06');
    await cart.getByLabel('Ship to (name)').fill(`${owner.firstName} ${owner.lastName}`);
    await cart.getByLabel('Street address').fill('12 Elm Street');
    await cart.getByLabel('City').fill('Springfield');
    await cart.getByLabel('State').fill('IL');
    await cart.getByLabel('ZIP code').fill('62701');
    await cart.getByLabel('Name on card').fill(`${owner.firstName} ${owner.lastName}`);
    await cart.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cart.getByLabel('Expiry (MM/YY)').fill('12/34');
    await cart.getByLabel('Security code').fill('123');
    await shoot(page, 'supplies-cart');
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed', { exact: true })).toBeVisible();
    await expect(cart).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart (0 items)' })).toBeVisible();
  });

  let orderNumber = '';
  await test.step('the order in Order History, paid', async () => {
    await page.getByRole('button', { name: 'Order History' }).click();
    const history = page.getByRole('dialog', { name: 'Order History' });
    const row = history.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(row).toContainText('$80.06');
    await expect(row).toContainText('Paid');
    orderNumber = (await row.textContent())!.match(/M-\d+/)![0];
    await row.getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: `Order ${orderNumber}` })).toContainText('ending in 4242');
    await page.keyboard.press('Escape');
  });

  await test.step('the administrator ships it; the owner is told and sees the tracking number', async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await adminPage.goto('/auth?tab=login');
    await adminPage.getByLabel('Email').fill(ADMIN.email);
    await adminPage.getByLabel('Password').fill(ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(adminPage).toHaveURL(/\/$/);
    await adminPage.goto('/admin/orders');
    await adminPage.getByRole('button', { name: `Mark shipped (${orderNumber})` }).click();
    const ship = adminPage.getByRole('dialog', { name: 'Mark shipped' });
    await ship.getByLabel('Carrier').fill('UPS');
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship).toBeHidden();
    await shoot(adminPage, 'admin-orders');
    await context.close();

    await caughtEmail(owner.email, `Order ${orderNumber} has shipped`);
    await page.reload();
    await page.getByRole('button', { name: 'Order History' }).click();
    const row = page.getByRole('dialog', { name: 'Order History' }).getByRole('listitem').first();
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText('1Z999AA10123456784');
  });
});
