import { asc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { merchandiseProducts } from '../../../db/schema';

export type ProductRow = typeof merchandiseProducts.$inferSelect;

/** The catalogue is the administrator's, small by nature: no page of it reads more than this. */
export const CATALOGUE_MAX = 200;

/** The catalogue in the store's order (the active products only, or all of them for the administrator). */
export function findProducts(db: Db, opts: { activeOnly: boolean }) {
  return db
    .select()
    .from(merchandiseProducts)
    .where(opts.activeOnly ? eq(merchandiseProducts.isActive, true) : undefined)
    .orderBy(asc(merchandiseProducts.sortOrder), asc(merchandiseProducts.id))
    .limit(CATALOGUE_MAX);
}

/** A new product, placed last in the store; undefined when its slug is taken. */
export async function insertProduct(db: Db, values: Omit<PgInsertValue<typeof merchandiseProducts>, 'sortOrder'>) {
  const [row] = await db
    .insert(merchandiseProducts)
    .values({ ...values, sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from merchandise_products)` })
    .onConflictDoNothing({ target: merchandiseProducts.slug })
    .returning();
  return row;
}

export async function updateProductRow(db: Db, id: number, values: PgUpdateSetSource<typeof merchandiseProducts>) {
  const [row] = await db.update(merchandiseProducts).set(values).where(eq(merchandiseProducts.id, id)).returning();
  return row;
}
