import type { Db } from '../client';
import { landingPageConfigs, landingPageProducts, leads, storefrontOrderLines, storefrontOrders } from '../schema';

let n = 0;
const next = () => ++n;

/** A company's storefront; the subdomain is unique per call unless given. */
export async function seedLandingConfig(
  db: Db,
  overrides: Partial<typeof landingPageConfigs.$inferInsert> & { companyId: number },
) {
  const [row] = await db
    .insert(landingPageConfigs)
    .values({ subdomain: `shop-${process.pid}-${next()}`, title: 'Acme Lawn Care', ...overrides })
    .returning();
  return row;
}

export async function seedLandingProduct(
  db: Db,
  overrides: Partial<typeof landingPageProducts.$inferInsert> & { companyId: number },
) {
  const [row] = await db
    .insert(landingPageProducts)
    .values({ name: `Gift card ${next()}`, price: '25.00', ...overrides })
    .returning();
  return row;
}

export async function seedLead(db: Db, overrides: Partial<typeof leads.$inferInsert> & { companyId: number }) {
  const [row] = await db
    .insert(leads)
    .values({ firstName: 'Jamie Lee', email: `lead-${next()}@example.test`, phone: '555-0100', ...overrides })
    .returning();
  return row;
}

/** A paid storefront order with one line (and its fee at 2.9 %), as a test's starting point. */
export async function seedStorefrontOrder(
  db: Db,
  overrides: Partial<typeof storefrontOrders.$inferInsert> & { companyId: number },
) {
  const k = next();
  const [order] = await db
    .insert(storefrontOrders)
    .values({
      reference: `SO-T${process.pid % 1000}${k}`,
      publicToken: `order-token-${process.pid}-${k}`,
      buyerName: 'Riley Buyer',
      buyerEmail: `buyer-${k}@example.test`,
      subtotal: '25.00',
      total: '25.00',
      tierName: 'basic',
      feePercent: '2.90',
      feeAmount: '0.73',
      status: 'paid',
      provider: 'test',
      idempotencyKey: `seed-order-${k}`,
      paidAt: new Date(),
      ...overrides,
    })
    .returning();
  await db.insert(storefrontOrderLines).values({
    orderId: order.id,
    name: 'Gift card',
    unitPrice: order.subtotal,
    quantity: 1,
    lineTotal: order.subtotal,
  });
  return order;
}
