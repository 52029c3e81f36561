import { count, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MerchOrderStatus } from '../../../../shared/merch/merch.schemas';
import type { Db } from '../../../db/client';
import { companies, merchandiseOrders, users } from '../../../db/schema';

export type OrderRow = typeof merchandiseOrders.$inferSelect;
export type AdminOrderRow = OrderRow & { companyName: string };

const withCompany = { order: merchandiseOrders, companyName: companies.name };
const flat = (r: { order: OrderRow; companyName: string }): AdminOrderRow => ({
  ...r.order,
  companyName: r.companyName,
});

/**
 * A page of every business's orders, the newest first, whole or of one status (the `(created_at, id)` and
 * `(status, created_at, id)` indexes), each with its company's name; and the total.
 */
export async function findAdminOrderPage(db: Db, opts: { status?: MerchOrderStatus; limit: number; offset: number }) {
  const where = opts.status ? eq(merchandiseOrders.status, opts.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(withCompany)
      .from(merchandiseOrders)
      .innerJoin(companies, eq(companies.id, merchandiseOrders.companyId))
      .where(where)
      .orderBy(desc(merchandiseOrders.createdAt), desc(merchandiseOrders.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(merchandiseOrders).where(where),
  ]);
  return { rows: rows.map(flat), total: Number(total.n) };
}

/** Every business's orders counted by status, in one statement. */
export function countOrdersByStatus(db: Db) {
  return db
    .select({ status: merchandiseOrders.status, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(merchandiseOrders)
    .groupBy(merchandiseOrders.status);
}

export async function findAdminOrder(db: Db, opts: { id: number }) {
  const [row] = await db
    .select(withCompany)
    .from(merchandiseOrders)
    .innerJoin(companies, eq(companies.id, merchandiseOrders.companyId))
    .where(eq(merchandiseOrders.id, opts.id));
  return row && flat(row);
}

/** The order's row, locked until the transaction ends: one move at a time, and no payment confirmed meanwhile. */
export async function lockOrder(tx: Db, opts: { id: number }) {
  const [row] = await tx.select().from(merchandiseOrders).where(eq(merchandiseOrders.id, opts.id)).for('update');
  return row;
}

export async function updateOrderRow(
  tx: Db,
  opts: { id: number },
  values: PgUpdateSetSource<typeof merchandiseOrders>,
) {
  const [row] = await tx.update(merchandiseOrders).set(values).where(eq(merchandiseOrders.id, opts.id)).returning();
  return row;
}

/** Who is told of an order's progress: the owner who placed it, else the company's owner. */
export async function findOrderRecipient(db: Db, opts: { orderId: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(merchandiseOrders)
    .innerJoin(companies, eq(companies.id, merchandiseOrders.companyId))
    .innerJoin(users, eq(users.id, sql`coalesce(${merchandiseOrders.userId}, ${companies.userId})`))
    .where(eq(merchandiseOrders.id, opts.orderId));
  return row;
}
