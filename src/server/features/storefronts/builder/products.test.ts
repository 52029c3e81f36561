import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingProduct } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { MISSING_ID, productForm, storefrontTestApi, type Method } from './storefront.test-helpers';

describe('storefronts: the products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, storefrontOwner, createProduct, configRow, productRows } = storefrontTestApi(() => t);

  it('asks for the storefront first (409) and writes nothing', async () => {
    const { cookie, company } = await owner();
    const response = await call('POST', '/api/landing-page-products', cookie, productForm());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Set up your storefront first.' });
    expect(await productRows(company.id)).toEqual([]);
  });

  it('creates a product (201), the money as a decimal string, and marks the storefront changed', async () => {
    const { cookie, company } = await storefrontOwner();
    const before = await configRow(company.id);
    const response = await call('POST', '/api/landing-page-products', cookie, productForm({ price: 19.9 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Gift card',
      description: 'Good for any service.',
      price: '19.90',
      category: 'Gifts',
      imageUrl: null,
      sku: 'GC-25',
      inventory: 10,
      weight: '0.10',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(await productRows(company.id)).toMatchObject([{ price: '19.90', inventory: 10 }]);
    expect((await configRow(company.id)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('takes the form as typed: inventory blank is unlimited (-1), weight blank is none', async () => {
    const { cookie } = await storefrontOwner();
    const product = await createProduct(cookie, { inventory: '', weight: '', price: '7', sku: '' });
    expect(product).toMatchObject({ inventory: -1, weight: null, price: '7.00', sku: null });
  });

  it('lists the newest first, paged, with the total', async () => {
    const { cookie, company } = await storefrontOwner();
    const old = await seedLandingProduct(t.db, { companyId: company.id, name: 'Old' });
    const middle = await seedLandingProduct(t.db, { companyId: company.id, name: 'Middle' });
    const newest = await createProduct(cookie, { name: 'Newest' });
    const other = await storefrontOwner();
    await seedLandingProduct(t.db, { companyId: other.company.id, name: 'Not mine' });

    const all = await call('GET', '/api/landing-page-products', cookie);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<LandingProduct[]>().map((p) => p.id)).toEqual([newest.id, middle.id, old.id]);

    const page = await call('GET', '/api/landing-page-products?limit=1&offset=1', cookie);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<LandingProduct[]>().map((p) => p.name)).toEqual(['Middle']);
  });

  it.each(['limit=0', 'limit=201', 'offset=-1', 'limit=abc'])('refuses ?%s (400)', async (query) => {
    const { cookie } = await owner();
    const response = await call('GET', `/api/landing-page-products?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), fields: expect.any(Object) });
  });

  it('edits a product (200) and deletes it (204), each marking the storefront changed', async () => {
    const { cookie, company } = await storefrontOwner();
    const product = await createProduct(cookie);
    const before = await configRow(company.id);
    const edited = await call(
      'PUT',
      `/api/landing-page-products/${product.id}`,
      cookie,
      productForm({ name: 'Lawn kit', price: '49.5', inventory: -1, isActive: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ ...product, name: 'Lawn kit', price: '49.50', inventory: -1, isActive: false });
    const touched = await configRow(company.id);
    expect(touched.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const deleted = await call('DELETE', `/api/landing-page-products/${product.id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await productRows(company.id)).toEqual([]);
    expect((await configRow(company.id)).updatedAt.getTime()).toBeGreaterThan(touched.updatedAt.getTime());
    const again = await call('DELETE', `/api/landing-page-products/${product.id}`, cookie);
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ name: ' ' }, 'name', 'Product name is required'],
    [{ name: undefined }, 'name', 'Product name is required'],
    [{ name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters'],
    [{ price: '' }, 'price', 'Price is required'],
    [{ price: undefined }, 'price', 'Price is required'],
    [{ price: 'ten' }, 'price', 'Please enter a price like 25.00'],
    [{ price: '-1.00' }, 'price', 'Please enter a price like 25.00'],
    [{ price: '1.999' }, 'price', 'Please enter a price like 25.00'],
    [{ inventory: -2 }, 'inventory', 'Inventory must be a whole number, -1 for unlimited'],
    [{ inventory: 1.5 }, 'inventory', 'Inventory must be a whole number, -1 for unlimited'],
    [{ inventory: 'many' }, 'inventory', 'Inventory must be a whole number, -1 for unlimited'],
    [{ weight: 'heavy' }, 'weight', 'Please enter a weight like 1.5'],
    [{ weight: -1 }, 'weight', 'Please enter a weight like 1.5'],
  ])('refuses %j (%s: %s) on creation and on edit, writing nothing', async (overrides, field, message) => {
    const { cookie, company } = await storefrontOwner();
    const created = await call('POST', '/api/landing-page-products', cookie, productForm(overrides));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await productRows(company.id)).toEqual([]);

    const product = await seedLandingProduct(t.db, { companyId: company.id });
    const edited = await call('PUT', `/api/landing-page-products/${product.id}`, cookie, productForm(overrides));
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await productRows(company.id)).toEqual([product]);
  });

  it("answers 404 for another company's product exactly as for a missing one, changing nothing", async () => {
    const a = await storefrontOwner();
    const product = await seedLandingProduct(t.db, { companyId: a.company.id });
    const b = await storefrontOwner();
    const routes: [Method, (id: number) => string, object?][] = [
      ['PUT', (id) => `/api/landing-page-products/${id}`, productForm({ name: 'Taken over' })],
      ['DELETE', (id) => `/api/landing-page-products/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const theirs = await call(method, url(product.id), b.cookie, payload);
      const missing = await call(method, url(MISSING_ID), b.cookie, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.json(), method).toEqual({ message: 'Product not found' });
      expect(missing.body, method).toBe(theirs.body);
    }
    expect(await productRows(a.company.id)).toEqual([product]);
    expect((await call('GET', '/api/landing-page-products', b.cookie)).json()).toEqual([]);
  });
});
