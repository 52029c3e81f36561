import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MerchOrderStatus } from '../../../../shared/merch/merch.schemas';
import { queryRows, type Db } from '../../../db/client';
import { companies, merchandiseOrders, merchandiseProducts, uploads, users } from '../../../db/schema';

export type OrderRow = typeof merchandiseOrders.$inferSelect;
export type NewOrder = typeof merchandiseOrders.$inferInsert;
export type ProductRow = typeof merchandiseProducts.$inferSelect;
type OneOrder = { id: number; companyId?: number };

const orders = merchandiseOrders;
const ownOrder = (opts: OneOrder) =>
  and(eq(orders.id, opts.id), opts.companyId === undefined ? undefined : eq(orders.companyId, opts.companyId));

/** The active products of these slugs, in one query (the slug's unique index). */
export async function findActiveProducts(db: Db, slugs: string[]) {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(merchandiseProducts)
    .where(and(inArray(merchandiseProducts.slug, slugs), eq(merchandiseProducts.isActive, true)));
}

/** Which of these upload keys are the company's own (the key's unique index); the files' bytes are not read. */
export async function findCompanyUploadKeys(db: Db, opts: { companyId: number; keys: string[] }) {
  if (opts.keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, opts.keys), eq(uploads.companyId, opts.companyId)));
  return rows.map((r) => r.key);
}

/** The id the next order will have, taken from its sequence: its order number is written with it. */
export async function nextOrderId(tx: Db) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('merchandise_orders', 'id'))::int as id`,
  );
  return row.id;
}

/**
 * Inserts the order unless the company already has one under its idempotency key (`(company_id,
 * idempotency_key)`): undefined then. A concurrent insert of the same key waits for the other to commit.
 */
export async function insertOrderOnce(tx: Db, values: NewOrder) {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.companyId, orders.idempotencyKey] })
    .returning();
  return row;
}

export async function findOrderByKey(db: Db, opts: { companyId: number; idempotencyKey: string }) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, opts.companyId), eq(orders.idempotencyKey, opts.idempotencyKey)));
  return row;
}

/** The order, of the company when one is named. */
export async function findOrder(db: Db, opts: OneOrder) {
  const [row] = await db.select().from(orders).where(ownOrder(opts));
  return row;
}

/** The order, locked until the transaction ends (FOR UPDATE): its payment or cancellation is applied once. */
export async function lockOrder(tx: Db, opts: OneOrder) {
  const [row] = await tx.select().from(orders).where(ownOrder(opts)).for('update');
  return row;
}

/** The order a Checkout session pays (the session id's unique index), locked like `lockOrder`. */
export async function lockOrderOfSession(tx: Db, sessionId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).for('update');
  return row;
}

export async function updateOrderRow(tx: Db, id: number, values: Partial<NewOrder>) {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row;
}

/** A page of the company's orders, newest first (the `(company_id, created_at, id)` index), and the total. */
export async function findOrderPage(
  db: Db,
  opts: { companyId: number; status?: MerchOrderStatus; limit: number; offset: number },
) {
  const where = and(eq(orders.companyId, opts.companyId), opts.status ? eq(orders.status, opts.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * The page's figures in one statement over the company's orders: those paid (paid_at set) and not cancelled, their
 * commission, and those of them created since the start of this calendar month in `timezone`.
 */
export async function findOrderSummary(db: Db, opts: { companyId: number; timezone: string }) {
  const counted: SQL = sql`${orders.paidAt} is not null and ${orders.status} <> 'cancelled'`;
  const monthStart = sql`date_trunc('month', now() at time zone ${opts.timezone}::text) at time zone ${opts.timezone}::text`;
  const [row] = await db
    .select({
      totalOrders: sql<number>`(count(*) filter (where ${counted}))::int`,
      commissionEarned: sql<string>`coalesce(sum(${orders.commission}) filter (where ${counted}), 0)::numeric(14, 2)::text`,
      thisMonth: sql<number>`(count(*) filter (where ${counted} and ${orders.createdAt} >= ${monthStart}))::int`,
    })
    .from(orders)
    .where(eq(orders.companyId, opts.companyId));
  return row;
}

/** The order with who is told of it: the user who placed it, else the company's owner. */
export async function findOrderRecipient(db: Db, opts: { id: number }) {
  const [row] = await db
    .select({
      order: orders,
      email: users.email,
      firstName: users.firstName,
      timezone: users.timezone,
      userId: users.id,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(users, sql`${users.id} = coalesce(${orders.userId}, ${companies.userId})`)
    .where(eq(orders.id, opts.id));
  return row;
}
