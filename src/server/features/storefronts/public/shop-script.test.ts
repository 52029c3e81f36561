import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_LABEL } from '../../../../shared/payments/card.schemas';
import { orderMessages, placeOrderSchema } from '../../../../shared/storefronts/order.schemas';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { landingPageProducts, storefrontOrders } from '../../../db/schema';
import { seedTestPayoutAccount } from '../../../db/seed/factories';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { openInBrowser, type BrowserPage } from './browser.test-helpers';
import { seedStorefront, shopTexts } from './public.test-helpers';

const CARD = { cardholderName: 'Riley Buyer', cardNumber: '4242 4242 4242 4242', expiryDate: '12/40', cvv: '123' };

describe('the storefront page script: cart, checkout and receipt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function shop() {
    const { company, config } = await seedStorefront(t);
    await seedTestPayoutAccount(t.db, { companyId: company.id });
    const net = await seedLandingProduct(t.db, {
      companyId: company.id,
      name: 'Leaf Net',
      price: '24.50',
      inventory: 3,
    });
    const card = await seedLandingProduct(t.db, { companyId: company.id, name: 'Gift Card', price: '50.00' });
    return { companyId: company.id, subdomain: config.subdomain, url: `/landing/${config.subdomain}`, net, card };
  }
  const add = (page: BrowserPage, id: number) => page.click(page.doc.querySelector(`[data-add="${id}"]`)!);
  const quantity = (page: BrowserPage, id: number) => page.doc.getElementById(`cart-qty-${id}`) as HTMLInputElement;
  const orderPosts = (page: BrowserPage) => page.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/orders'));

  it('adds to the cart, changes and removes quantities, keeps the subtotal in cents, and keeps it over a reload', async () => {
    const s = await shop();
    const page = await openInBrowser(t, s.url);
    const form = page.byId('checkout-form') as HTMLFormElement;
    expect(form.hidden).toBe(true);
    add(page, s.net.id);
    add(page, s.net.id);
    add(page, s.card.id);
    expect(page.byId('cart-subtotal').textContent).toBe('$99.00');
    expect(page.byId('cart-status').textContent).toBe('Gift Card added to your cart');
    expect(form.hidden).toBe(false);
    expect(page.doc.querySelector(`label[for="cart-qty-${s.net.id}"]`)?.textContent).toBe('Quantity of Leaf Net');

    // No more than the stock: 3 Leaf Nets at most, and the visitor is told.
    add(page, s.net.id);
    add(page, s.net.id);
    expect(quantity(page, s.net.id).value).toBe('3');
    expect(page.byId('cart-status').textContent).toBe('Only 3 left of Leaf Net');
    quantity(page, s.card.id).value = '4';
    quantity(page, s.card.id).dispatchEvent(new page.window.Event('change'));
    expect(page.byId('cart-subtotal').textContent).toBe('$273.50');

    const kept = { ...page.window.sessionStorage };
    const reloaded = await openInBrowser(t, s.url, kept);
    expect(reloaded.byId('cart-subtotal').textContent).toBe('$273.50');
    const remove = reloaded.doc.querySelector(`#cart-lines li button[aria-describedby="cart-name-${s.net.id}"]`)!;
    (remove as HTMLButtonElement).focus();
    reloaded.click(remove);
    expect(reloaded.byId('cart-subtotal').textContent).toBe('$200.00');
    expect(reloaded.doc.activeElement?.id).toBe('cart-title');
    quantity(reloaded, s.card.id).value = '0';
    quantity(reloaded, s.card.id).dispatchEvent(new reloaded.window.Event('change'));
    expect(reloaded.byId('cart-lines').textContent).toBe(shopTexts.cartEmpty);
    expect(reloaded.byId('cart-subtotal').textContent).toBe('$0.00');
    expect((reloaded.byId('checkout-form') as HTMLFormElement).hidden).toBe(true);
  });

  it('checks the required fields, then posts the order with its key and shows the receipt, focused', async () => {
    const s = await shop();
    const page = await openInBrowser(t, s.url);
    expect(page.doc.querySelector('#checkout-form legend')?.textContent).toBe(TEST_MODE_LABEL);
    add(page, s.net.id);
    add(page, s.net.id);
    page.submit('checkout-form');
    expect(await page.said('order-status')).toBe(`${m.missingTitle}${m.missingText}`);
    expect(page.doc.activeElement?.getAttribute('name')).toBe('name');
    expect(orderPosts(page)).toEqual([]);

    page.fill('checkout-form', { name: 'Riley Buyer', email: 'riley@example.test', notes: 'Gate code 12', ...CARD });
    page.submit('checkout-form');
    const receipt = page.byId('receipt');
    await waitFor(() => (receipt.hidden ? undefined : true), 'the receipt');
    const [post] = orderPosts(page);
    expect(post.url).toBe(`/api/landing/${s.subdomain}/orders`);
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(placeOrderSchema.parse(post.body)).toMatchObject({
      items: [{ productId: s.net.id, quantity: 2 }],
      name: 'Riley Buyer',
      notes: 'Gate code 12',
      card: { cardNumber: '4242424242424242' },
    });
    const [order] = await t.db.select().from(storefrontOrders).where(eq(storefrontOrders.companyId, s.companyId));
    expect(order).toMatchObject({ status: 'paid', total: '49.00' });
    expect(receipt.textContent).toContain(orderMessages.paid);
    expect(receipt.textContent).toContain(`Order ${order.reference}`);
    expect(receipt.textContent).toContain('2 × Leaf Net: $49.00');
    expect(receipt.textContent).toContain('Total: $49.00');
    expect(page.doc.activeElement).toBe(receipt);
    expect(page.window.location.search).toBe(`?order=${order.publicToken}`);
    // Paid: the cart is emptied, also for a reload.
    expect(page.byId('cart-subtotal').textContent).toBe('$0.00');
    expect(Object.keys({ ...page.window.sessionStorage }).filter((k) => k.startsWith('crewdesk-cart'))).toEqual([]);

    // Opened again at ?order= (a reload, or back from the provider's page): the receipt at once.
    const again = await openInBrowser(t, `${s.url}?order=${order.publicToken}`);
    await waitFor(() => (again.byId('receipt').hidden ? undefined : true), 'the receipt on return');
    expect(again.byId('receipt').textContent).toContain(`Order ${order.reference}`);
    const missing = await openInBrowser(t, `${s.url}?order=nope`);
    expect(await missing.said('order-status')).toBe(orderMessages.orderNotFound);
  });

  it("shows the server's refusals (a 409 beside the cart, field errors by their field) with a new key each time", async () => {
    const s = await shop();
    const page = await openInBrowser(t, s.url);
    add(page, s.net.id);
    add(page, s.net.id);
    page.fill('checkout-form', { name: 'Riley', email: 'riley@example.test', ...CARD });
    // Sold meanwhile: one left.
    await t.db.update(landingPageProducts).set({ inventory: 1 }).where(eq(landingPageProducts.id, s.net.id));
    page.submit('checkout-form');
    const said = await page.said('order-status');
    expect(said).toBe(orderMessages.outOfStock.replace('{count}', '1').replace('{name}', 'Leaf Net'));
    expect(page.byId('order-status').className).toBe('notice err');

    page.byId('order-status').textContent = '';
    page.fill('checkout-form', { cvv: '12x' });
    page.submit('checkout-form');
    expect(await page.said('order-status')).toBeTruthy();
    const cvv = page.doc.querySelector('#checkout-form [name="cvv"]')!;
    expect(cvv.getAttribute('aria-invalid')).toBe('true');
    expect(page.byId('checkout-cvv-error').textContent).toBe('Please enter the 3 or 4 digit security code');
    expect(page.doc.activeElement).toBe(cvv);
    const keys = orderPosts(page).map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('keeps the key when the same cart is sent again after a lost connection, and places one order', async () => {
    const s = await shop();
    const page = await openInBrowser(t, s.url);
    add(page, s.card.id);
    page.fill('checkout-form', { name: 'Riley', email: 'riley@example.test', ...CARD });
    page.state.offline = 1;
    page.submit('checkout-form');
    expect(await page.said('order-status')).toBe(shopTexts.orderFailed);
    page.submit('checkout-form');
    await waitFor(() => (page.byId('receipt').hidden ? undefined : true), 'the receipt');
    const [first, second] = orderPosts(page).map((c) => c.headers['Idempotency-Key']);
    expect(second).toBe(first);
    expect(await t.db.select().from(storefrontOrders).where(eq(storefrontOrders.companyId, s.companyId))).toHaveLength(
      1,
    );
  });
});
