import { and, eq } from 'drizzle-orm';
import type { MerchOrderInput } from '../../../../shared/merch/merch.schemas';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { coupons, couponUsages, merchandiseOrders, merchandiseProducts } from '../../../db/schema';
import type { UserOverrides } from '../../../db/seed/factories';

type Product = typeof merchandiseProducts.$inferInsert;

/** The specification's six products at its prices (base + markup), as the platform seeds them. */
const CATALOGUE: Product[] = [
  ['business-cards', 'Business Cards', 'cards', '39.99', '10.00', 'card'],
  ['yard-signs', 'Yard Signs', 'signs', '8.99', '4.00', 'sign'],
  ['polo-shirts', 'Polo Shirts', 'apparel', '19.99', '5.00', 'shirt'],
  ['water-bottles', 'Water Bottles', 'promotional', '6.99', '2.00', 'bottle'],
  ['vehicle-magnets', 'Vehicle Magnets', 'signs', '29.99', '5.00', 'magnet'],
  ['keychains', 'Keychains', 'promotional', '1.99', '1.00', 'keychain'],
].map(([slug, name, category, basePrice, markup, previewShape], i) => ({
  slug,
  name,
  category,
  basePrice,
  markup,
  previewShape,
  description: `${name} with your logo`,
  imageUrl: `/merch/${slug}.svg`,
  rating: '4.5',
  sortOrder: i,
}));

/** The catalogue, unless the platform's seed already wrote it (its slugs are kept as they are). */
export async function seedCatalogue(db: TestApp['db']) {
  await db.insert(merchandiseProducts).values(CATALOGUE).onConflictDoNothing({ target: merchandiseProducts.slug });
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

/** A product of its own for a test (not customizable, retired...). */
export async function seedProduct(db: TestApp['db'], overrides: Partial<Product> = {}) {
  const slug = `test-${unique()}`;
  const [row] = await db
    .insert(merchandiseProducts)
    .values({ ...CATALOGUE[1], slug, name: `Product ${slug}`, ...overrides })
    .returning();
  return row;
}

/** A coupon written straight to the table; percentage 10 on everything, 100 uses, once per user by default. */
export async function seedCoupon(db: TestApp['db'], overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ code: `C${unique().toUpperCase()}`, type: 'percentage', value: '10', usageLimit: 100, ...overrides })
    .returning();
  return row;
}

export const GOOD_CARD = {
  cardholderName: 'Casey Rivera',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/40',
  cvv: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };
export const ADDRESS = {
  name: 'Greenline Landscaping',
  line1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
};

/** Placing orders and reading what they left behind, for one test app. */
export function orderHelpers(t: TestApp) {
  let keys = 0;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    /** A verified owner with a company, signed in, the catalogue in place. */
    async owner(overrides: UserOverrides = {}) {
      await seedCatalogue(t.db);
      return signedInOwner(t, overrides);
    },
    /** POST /api/merchandise-orders: the cart with an address and (test mode) the good card unless overridden. */
    place(cookie: string, body: Partial<MerchOrderInput> & Record<string, unknown>, key = `key-${++keys}`) {
      const order = { shippingAddress: ADDRESS, card: GOOD_CARD, ...body };
      return call('POST', '/api/merchandise-orders', cookie, order, key);
    },
    async ordersOf(companyId: number) {
      return t.db.select().from(merchandiseOrders).where(eq(merchandiseOrders.companyId, companyId));
    },
    async order(id: number) {
      const [row] = await t.db.select().from(merchandiseOrders).where(eq(merchandiseOrders.id, id));
      return row;
    },
    async usagesOf(couponId: number, orderId?: number) {
      const byOrder = orderId === undefined ? undefined : eq(couponUsages.orderId, orderId);
      return t.db
        .select()
        .from(couponUsages)
        .where(and(eq(couponUsages.couponId, couponId), byOrder));
    },
    async coupon(id: number) {
      const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
      return row;
    },
  };
}
