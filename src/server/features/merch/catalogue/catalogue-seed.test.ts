import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { merchandiseProducts } from '../../../db/schema';
import { seedMerchCatalogue } from '../../../db/seed/merch-catalogue';
import { seedPlatformDefaults } from '../../../db/seed/platform';

/** 2-commercial.md section 9: base + markup, and the customer price they make. */
const SPECIFIED = [
  ['business-cards', 'Business Cards', 'cards', '39.99', '10.00', '49.99', 'card'],
  ['yard-signs', 'Yard Signs', 'signs', '8.99', '4.00', '12.99', 'sign'],
  ['polo-shirts', 'Polo Shirts', 'apparel', '19.99', '5.00', '24.99', 'shirt'],
  ['water-bottles', 'Water Bottles', 'promotional', '6.99', '2.00', '8.99', 'bottle'],
  ['vehicle-magnets', 'Vehicle Magnets', 'signs', '29.99', '5.00', '34.99', 'magnet'],
  ['keychains', 'Keychains', 'promotional', '1.99', '1.00', '2.99', 'keychain'],
] as const;

describe('the merchandise catalogue seeded at first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = () => t.db.select().from(merchandiseProducts).orderBy(asc(merchandiseProducts.sortOrder));

  it('holds the six products of the specification, in order, at its prices', async () => {
    const products = await rows();
    expect(products.map((p) => [p.slug, p.name, p.category, p.basePrice, p.markup, p.previewShape])).toEqual(
      SPECIFIED.map(([slug, name, category, base, markup, , shape]) => [slug, name, category, base, markup, shape]),
    );
    for (const p of products) {
      expect(p.imageUrl).toBe(`/merch/${p.slug}.svg`);
      expect(p.customizable).toBe(true);
      expect(p.isActive).toBe(true);
      expect(Number(p.rating)).toBeGreaterThanOrEqual(4.5);
      expect(Number(p.rating)).toBeLessThanOrEqual(4.9);
      // Two sentences a contractor can use.
      expect(p.description.match(/\.(\s|$)/g)).toHaveLength(2);
    }
    expect(products.find((p) => p.slug === 'yard-signs')!.description).toContain('18 x 24 in corrugated plastic');
  });

  it('sells each at base + markup', async () => {
    const { cookie } = await signedInOwner(t);
    const store = await t.app.inject({ method: 'GET', url: '/api/merchandise-products', headers: { cookie } });
    expect(store.statusCode).toBe(200);
    expect(
      store.json().products.map((p: { slug: string; customerPrice: string }) => [p.slug, p.customerPrice]),
    ).toEqual(SPECIFIED.map(([slug, , , , , price]) => [slug, price]));
  });

  it('adds nothing on a second run, and keeps what the administrator changed', async () => {
    await t.db
      .update(merchandiseProducts)
      .set({ basePrice: '9.49', isActive: false })
      .where(eq(merchandiseProducts.slug, 'yard-signs'));
    await seedMerchCatalogue(t.db);
    await seedPlatformDefaults(t.db);
    const products = await rows();
    expect(products).toHaveLength(6);
    expect(products.find((p) => p.slug === 'yard-signs')).toMatchObject({ basePrice: '9.49', isActive: false });
  });
});
