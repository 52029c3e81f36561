import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchMessages, type MerchProductInput } from '../../../../shared/merch/merch.schemas';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { TEST_ADMIN } from '../../../../test/test-env';
import { merchandiseOrders, merchandiseProducts } from '../../../db/schema';
import { seedMerchandiseOrder, seedUser } from '../../../db/seed/factories';

const lanyards: MerchProductInput = {
  slug: 'lanyards',
  name: 'Lanyards',
  description: 'Woven lanyards with your name.',
  category: 'promotional',
  basePrice: '2.50',
  markup: '0.75',
  rating: '4.2',
  customizable: true,
  previewShape: 'keychain',
  isActive: true,
};

describe('the merchandise catalogue: the store and the administrator edits', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const product = async (slug: string) =>
    (await t.db.select().from(merchandiseProducts).where(eq(merchandiseProducts.slug, slug)))[0];

  it('shows an owner the active products in order with their customer price, in test mode', async () => {
    const { cookie } = await signedInOwner(t);
    const hidden = await call('POST', '/api/admin/merchandise-products', admin, {
      ...lanyards,
      slug: 'retired-mugs',
      isActive: false,
    });
    expect(hidden.statusCode).toBe(201);
    const store = await call('GET', '/api/merchandise-products', cookie);
    expect(store.statusCode).toBe(200);
    const { products, paymentMode } = store.json();
    expect(paymentMode).toBe('test');
    expect(products.map((p: { slug: string }) => p.slug)).toEqual([
      'business-cards',
      'yard-signs',
      'polo-shirts',
      'water-bottles',
      'vehicle-magnets',
      'keychains',
    ]);
    expect(products[0]).toMatchObject({ basePrice: '39.99', markup: '10.00', customerPrice: '49.99', isActive: true });
    // The administrator sees it all, the inactive one last.
    const all = (await call('GET', '/api/admin/merchandise-products', admin)).json();
    expect(all.at(-1)).toMatchObject({ slug: 'retired-mugs', isActive: false });
  });

  it('adds a product last, with its computed price and the picture of its shape', async () => {
    const added = await call('POST', '/api/admin/merchandise-products', admin, lanyards);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      slug: 'lanyards',
      customerPrice: '3.25',
      rating: '4.2',
      imageUrl: '/merch/keychains.svg',
    });
    const all = (await call('GET', '/api/admin/merchandise-products', admin)).json();
    expect(all.at(-1).slug).toBe('lanyards');
  });

  it('edits a product: the store changes, orders keep the prices they were bought at', async () => {
    const { cookie, company } = await signedInOwner(t);
    const order = await seedMerchandiseOrder(t.db, { companyId: company.id });
    const signs = await product('yard-signs');
    const edited = await call('PUT', `/api/admin/merchandise-products/${signs.id}`, admin, {
      ...lanyards,
      slug: 'yard-signs',
      name: 'Yard Signs',
      category: 'signs',
      previewShape: 'sign',
      basePrice: '9.99',
      markup: '4.50',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: signs.id, basePrice: '9.99', customerPrice: '14.49' });
    const store = (await call('GET', '/api/merchandise-products', cookie)).json();
    expect(store.products.find((p: { slug: string }) => p.slug === 'yard-signs').customerPrice).toBe('14.49');
    const [kept] = await t.db.select().from(merchandiseOrders).where(eq(merchandiseOrders.id, order.id));
    expect(kept.items[0]).toMatchObject({ basePrice: '8.99', markup: '4.00', unitPrice: '12.99' });
    expect(kept.total).toBe('25.98');
  });

  it('refuses a slug another product uses (409 under slug), an unknown id (404), bad input (400)', async () => {
    const taken = await call('POST', '/api/admin/merchandise-products', admin, { ...lanyards, slug: 'keychains' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: merchMessages.slugTaken, fields: { slug: merchMessages.slugTaken } });
    const cards = await product('business-cards');
    const renamed = await call('PUT', `/api/admin/merchandise-products/${cards.id}`, admin, {
      ...lanyards,
      slug: 'keychains',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({ slug: merchMessages.slugTaken });
    expect(await product('business-cards')).toMatchObject({ name: 'Business Cards', basePrice: '39.99' });

    const missing = await call('PUT', '/api/admin/merchandise-products/999999', admin, lanyards);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(merchMessages.productNotFound);

    const bad = [
      [{ basePrice: '12.345' }, 'basePrice', 'Must be a valid decimal number'],
      [{ markup: '-1' }, 'markup', 'Must be a valid decimal number'],
      [{ name: '  ' }, 'name', 'Product name is required'],
      [{ slug: 'Not A Slug' }, 'slug', 'Use lowercase letters, digits and hyphens'],
      [{ category: 'food' }, 'category', 'Please choose a category'],
      [{ rating: '7' }, 'rating', 'Rating is 0 to 5'],
    ] as const;
    for (const [change, field, message] of bad) {
      const refused = await call('PUT', `/api/admin/merchandise-products/${cards.id}`, admin, {
        ...lanyards,
        slug: 'business-cards',
        ...change,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields[field], field).toBe(message);
    }
    expect(await product('business-cards')).toMatchObject({ name: 'Business Cards', basePrice: '39.99' });
  });

  it('is closed to visitors (401) and, for the administrator routes, to owners (403)', async () => {
    const { cookie } = await signedInOwner(t);
    const cards = await product('business-cards');
    const adminRoutes = [
      ['GET', '/api/admin/merchandise-products', undefined],
      ['POST', '/api/admin/merchandise-products', { ...lanyards, slug: 'owner-made' }],
      ['PUT', `/api/admin/merchandise-products/${cards.id}`, { ...lanyards, slug: 'business-cards' }],
    ] as const;
    for (const [method, url, body] of adminRoutes) {
      const asOwner = await call(method, url, cookie, body);
      expect(asOwner.statusCode, `${method} ${url}`).toBe(403);
      expect(asOwner.json().message).toBe('You need administrator privileges to access this page.');
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await product('owner-made')).toBeUndefined();
    expect(await product('business-cards')).toMatchObject({ name: 'Business Cards' });
    expect((await call('GET', '/api/merchandise-products')).statusCode).toBe(401);
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    expect((await call('GET', '/api/merchandise-products', unverifiedCookie)).statusCode).toBe(403);
  });
});
