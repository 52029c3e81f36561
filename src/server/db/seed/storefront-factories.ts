import type { Db } from '../client';
import { landingPageConfigs, landingPageProducts, leads } from '../schema';

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
