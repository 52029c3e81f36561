import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { landingPageProducts } from '../../../db/schema';

export type ProductRow = typeof landingPageProducts.$inferSelect;
type NewProduct = typeof landingPageProducts.$inferInsert;
type Tenant = { companyId: number };
type One = Tenant & { id: number };

const ownProduct = (opts: One) =>
  and(eq(landingPageProducts.id, opts.id), eq(landingPageProducts.companyId, opts.companyId));

/** A page of the company's products, the newest first (the `(company_id, id)` index), and the total. */
export async function findProductPage(db: Db, opts: Tenant & { limit: number; offset: number }) {
  const where = eq(landingPageProducts.companyId, opts.companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(landingPageProducts)
      .where(where)
      .orderBy(desc(landingPageProducts.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(landingPageProducts).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many products the company has (its `(company_id, id)` index). */
export async function countProducts(db: Db, opts: Tenant) {
  const [row] = await db
    .select({ n: count() })
    .from(landingPageProducts)
    .where(eq(landingPageProducts.companyId, opts.companyId));
  return Number(row.n);
}

export async function insertProduct(db: Db, values: NewProduct) {
  const [row] = await db.insert(landingPageProducts).values(values).returning();
  return row;
}

export async function updateProductRow(db: Db, opts: One, values: Partial<NewProduct>) {
  const [row] = await db.update(landingPageProducts).set(values).where(ownProduct(opts)).returning();
  return row;
}

/** Deletes the company's product; false when it has none of that id. */
export async function deleteProductRow(db: Db, opts: One) {
  const rows = await db.delete(landingPageProducts).where(ownProduct(opts)).returning({ id: landingPageProducts.id });
  return rows.length > 0;
}
