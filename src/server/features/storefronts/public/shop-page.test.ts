import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MODE_LABEL } from '../../../../shared/payments/card.schemas';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import { publicStorefrontSchema } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { connectedAccounts, landingPageProducts, scheduleSettings } from '../../../db/schema';
import { seedService, seedTestPayoutAccount } from '../../../db/seed/factories';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { SHOWN_PRODUCTS_MAX } from './storefront-public.queries';
import { seedStorefront, shopTexts, visit } from './public.test-helpers';

const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);

describe('the storefront page: products and booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A storefront with three active products (one sold out, one pictured) and an inactive one. */
  async function shop(opts: { payouts?: boolean } = {}) {
    const seeded = await seedStorefront(t);
    const companyId = seeded.company.id;
    if (opts.payouts !== false) await seedTestPayoutAccount(t.db, { companyId });
    const net = await seedLandingProduct(t.db, {
      companyId,
      name: 'Leaf Net',
      description: 'Fine mesh',
      price: '24.50',
      imageUrl: '/api/uploads/net',
      inventory: 3,
    });
    const kit = await seedLandingProduct(t.db, { companyId, name: 'Test Kit', price: '1200.00', inventory: 0 });
    const card = await seedLandingProduct(t.db, { companyId, name: 'Gift Card', price: '50.00' });
    await seedLandingProduct(t.db, { companyId, name: 'Old Hose', price: '5.00', isActive: false });
    const url = `/landing/${seeded.config.subdomain}`;
    return { ...seeded, companyId, net, kit, card, url };
  }
  const bookingOff = (companyId: number) =>
    t.db.insert(scheduleSettings).values({
      companyId,
      workingHours: DEFAULT_WORKING_HOURS,
      appointmentDuration: 60,
      bufferTime: 15,
      advanceBookingDays: 30,
      reminderSettings: DEFAULT_REMINDER_SETTINGS,
      autoConfirmation: false,
      allowOnlineBooking: false,
    });
  const open = async (url: string) => new JSDOM((await visit(t, url)).body).window.document;

  it('draws the active products with their price and picture, the sold-out one marked, and the cart', async () => {
    const s = await shop();
    const doc = await open(s.url);
    expect(texts(doc, '#products h3[id^="product-"]')).toEqual(['Leaf Net', 'Test Kit', 'Gift Card']);
    expect(texts(doc, '#products .rate')).toEqual(['$24.50', '$1,200.00', '$50.00', 'Subtotal: $0.00']);
    const img = doc.querySelector('#products img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/api/uploads/net',
      '480',
      '360',
    ]);
    expect(doc.querySelector('#products')!.textContent).toContain('Only 3 left');
    const buttons = [...doc.querySelectorAll<HTMLButtonElement>('[data-add]')];
    expect(buttons.map((b) => [b.textContent, b.dataset.add, b.dataset.cents, b.dataset.left])).toEqual([
      [shopTexts.addToCart, String(s.net.id), '2450', '3'],
      [shopTexts.addToCart, String(s.card.id), '5000', undefined],
    ]);
    expect(buttons[0].getAttribute('aria-describedby')).toBe(`product-${s.net.id}`);
    expect(doc.querySelector(`#product-${s.kit.id}`)!.parentElement!.querySelector('.sold')?.textContent).toBe(
      shopTexts.soldOut,
    );
    // The cart, the checkout (hidden until the cart has something) with the test-mode card, every field labelled.
    expect(doc.querySelector('#cart-lines')!.textContent).toBe(shopTexts.cartEmpty);
    const form = doc.querySelector<HTMLFormElement>('#checkout-form')!;
    expect(form.hidden).toBe(true);
    expect(form.querySelector('legend')?.textContent).toBe(TEST_MODE_LABEL);
    const names = [...form.querySelectorAll('input, textarea')].map((e) => e.getAttribute('name'));
    expect(names).toEqual([
      'name',
      'email',
      'phone',
      'notes',
      'cardholderName',
      'cardNumber',
      'expiryDate',
      'cvv',
      'zip',
    ]);
    for (const input of form.querySelectorAll('input, textarea')) {
      expect(doc.querySelector(`label[for="${input.id}"]`), input.id).not.toBeNull();
    }
    expect(doc.querySelector('#order-status')?.getAttribute('aria-live')).toBe('polite');
    expect(doc.body.textContent).not.toContain('Old Hose');
  });

  it('shows products without Add to cart, and invites a request, when the business takes no card payments', async () => {
    const s = await shop({ payouts: false });
    const doc = await open(s.url);
    expect(texts(doc, '#products h3')).toEqual(['Leaf Net', 'Test Kit', 'Gift Card']);
    expect(doc.querySelectorAll('[data-add], #cart, #checkout-form')).toHaveLength(0);
    expect(doc.querySelector('#products a[href="#contact"]')?.textContent).toBe(shopTexts.noPayments);
    expect(doc.querySelector('#products .sold')?.textContent).toBe(shopTexts.soldOut);
  });

  it('has no Products section without active products', async () => {
    const { config } = await seedStorefront(t);
    const doc = await open(`/landing/${config.subdomain}`);
    expect(doc.querySelector('#products')).toBeNull();
    expect(doc.querySelector('#lead-form')).not.toBeNull();
  });

  it('draws Book a Visit only while the schedule settings allow online booking, with the services', async () => {
    const { company, config } = await seedStorefront(t);
    const service = await seedService(t.db, { companyId: company.id, name: 'Pool Cleaning' });
    const url = `/landing/${config.subdomain}`;
    let doc = await open(url);
    expect(doc.querySelector('#book h2')?.textContent).toBe('Book a Visit');
    const options = [...doc.querySelectorAll<HTMLOptionElement>('#booking-form [name="serviceId"] option')];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', shopTexts.anyService],
      [String(service.id), 'Pool Cleaning'],
    ]);
    for (const input of doc.querySelectorAll('#booking-form input, #booking-form select, #booking-form textarea')) {
      expect(doc.querySelector(`label[for="${input.id}"]`), input.id).not.toBeNull();
    }

    await bookingOff(company.id);
    doc = await open(url);
    expect(doc.querySelector('#book')).toBeNull();
    expect(doc.querySelector('#booking-form')).toBeNull();
  });

  it("changes the page's ETag when products, their stock or the payments change", async () => {
    const s = await shop();
    const etag = async () => String((await visit(t, s.url)).headers.etag);
    const first = await etag();
    expect(await etag()).toBe(first);
    await t.db.update(landingPageProducts).set({ price: '26.00' }).where(eq(landingPageProducts.id, s.net.id));
    const repriced = await etag();
    expect(repriced).not.toBe(first);
    await t.db.update(landingPageProducts).set({ inventory: 0 }).where(eq(landingPageProducts.id, s.net.id));
    const soldOut = await etag();
    expect(soldOut).not.toBe(repriced);
    await seedLandingProduct(t.db, { companyId: s.companyId, name: 'Brush' });
    const added = await etag();
    expect(added).not.toBe(soldOut);
    await t.db.delete(connectedAccounts).where(eq(connectedAccounts.companyId, s.companyId));
    const unpaid = await visit(t, s.url, { headers: { 'if-none-match': added } });
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.body).not.toContain('data-add');
  });

  it('gives the products, the payments and the booking in the public data', async () => {
    const s = await shop();
    const body = (await t.app.inject({ url: `/api/landing/${s.config.subdomain}` })).json();
    expect(publicStorefrontSchema.parse(body)).toEqual(body);
    expect(body.products).toEqual([
      {
        id: s.net.id,
        name: 'Leaf Net',
        description: 'Fine mesh',
        price: '24.50',
        imageUrl: '/api/uploads/net',
        category: null,
        inStock: true,
        left: 3,
      },
      { ...body.products[1], id: s.kit.id, name: 'Test Kit', inStock: false, left: 0 },
      { ...body.products[2], id: s.card.id, name: 'Gift Card', price: '50.00', inStock: true, left: null },
    ]);
    expect(body.payments).toEqual({ mode: 'test' });
    expect(body.booking).toEqual({ services: [] });

    const bare = await shop({ payouts: false });
    await bookingOff(bare.companyId);
    const other = (await t.app.inject({ url: `/api/landing/${bare.config.subdomain}` })).json();
    expect([other.payments, other.booking]).toEqual([null, null]);
  });

  it('lists a bounded number of products, the first added, and never an unsafe picture', async () => {
    const { company, config } = await seedStorefront(t);
    await t.db.insert(landingPageProducts).values(
      Array.from({ length: SHOWN_PRODUCTS_MAX + 2 }, (_, i) => ({
        companyId: company.id,
        name: `Item ${i}`,
        price: '1.00',
        imageUrl: i === 0 ? 'javascript:alert(1)' : null,
      })),
    );
    const body = (await t.app.inject({ url: `/api/landing/${config.subdomain}` })).json();
    expect(body.products).toHaveLength(SHOWN_PRODUCTS_MAX);
    expect(body.products[0]).toMatchObject({ name: 'Item 0', imageUrl: null });
  });
});
