import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../../shared/storefronts/order.schemas';
import type { Db } from '../../../db/client';
import {
  companies,
  landingPageConfigs,
  landingPageProducts,
  landingPageTiers,
  storefrontOrderLines,
  storefrontOrders,
  users,
} from '../../../db/schema';

export type OrderRow = typeof storefrontOrders.$inferSelect;
export type NewOrder = typeof storefrontOrders.$inferInsert;
export type LineRow = typeof storefrontOrderLines.$inferSelect;
export type ProductRow = typeof landingPageProducts.$inferSelect;
type Tenant = { companyId: number };
type One = Tenant & { id: number };

/**
 * The storefront an order is for, by its subdomain (only an active one) or its company: the tier's fee (the tier
 * named by `tier_name`, whatever the case of its stored name; null when the tier is gone), and who the business is
 * and who is told of its orders (the company's owner).
 */
async function findShop(db: Db, where: SQL) {
  const [row] = await db
    .select({
      companyId: landingPageConfigs.companyId,
      subdomain: landingPageConfigs.subdomain,
      title: landingPageConfigs.title,
      tierName: landingPageConfigs.tierName,
      tierFeePercent: sql<string | null>`(select ${landingPageTiers.transactionFeePercent} from ${landingPageTiers}
        where lower(${landingPageTiers.name}) = ${landingPageConfigs.tierName} order by ${landingPageTiers.id} limit 1)`,
      contactEmail: landingPageConfigs.contactEmail,
      businessName: companies.name,
      companyEmail: companies.email,
      phone: companies.phone,
      address: companies.address,
      /** What the e-mails to its buyers are written in. */
      language: companies.language,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      timezone: users.timezone,
    })
    .from(landingPageConfigs)
    .innerJoin(companies, eq(companies.id, landingPageConfigs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(where);
  return row;
}

export const findActiveShop = (db: Db, opts: { subdomain: string }) =>
  findShop(db, and(eq(landingPageConfigs.subdomain, opts.subdomain), eq(landingPageConfigs.isActive, true))!);

export const findShopOfCompany = (db: Db, opts: Tenant) =>
  findShop(db, eq(landingPageConfigs.companyId, opts.companyId));

export type ShopRow = NonNullable<Awaited<ReturnType<typeof findActiveShop>>>;

/** The company's products of `ids`, locked until the transaction ends, in id order (two carts never deadlock). */
export async function lockProducts(tx: Db, opts: Tenant & { ids: number[] }) {
  return tx
    .select()
    .from(landingPageProducts)
    .where(and(eq(landingPageProducts.companyId, opts.companyId), inArray(landingPageProducts.id, opts.ids)))
    .orderBy(asc(landingPageProducts.id))
    .for('update');
}

/** Takes `quantity` of a counted product's stock if that many are left: false when they are not. */
export async function takeStock(tx: Db, opts: { productId: number; quantity: number }) {
  const rows = await tx
    .update(landingPageProducts)
    .set({ inventory: sql`${landingPageProducts.inventory} - ${opts.quantity}` })
    .where(
      and(
        eq(landingPageProducts.id, opts.productId),
        sql`${landingPageProducts.inventory} >= ${opts.quantity}`,
        sql`${landingPageProducts.inventory} <> -1`,
      ),
    )
    .returning({ id: landingPageProducts.id });
  return rows.length === 1;
}

/** Gives the order's quantities back to its products that still exist and count their stock (-1 stays -1). */
export async function giveBackStock(tx: Db, opts: { orderId: number }) {
  await tx.execute(sql`update ${landingPageProducts} p set inventory = p.inventory + l.quantity
    from ${storefrontOrderLines} l
    where l.order_id = ${opts.orderId} and l.product_id = p.id and p.inventory <> -1`);
}

/** Inserts the order unless its company already has one with this idempotency key (then undefined). */
export async function insertOrderOnce(tx: Db, values: NewOrder) {
  const [row] = await tx
    .insert(storefrontOrders)
    .values(values)
    .onConflictDoNothing({ target: [storefrontOrders.companyId, storefrontOrders.idempotencyKey] })
    .returning();
  return row;
}

export async function insertLines(tx: Db, values: (typeof storefrontOrderLines.$inferInsert)[]) {
  await tx.insert(storefrontOrderLines).values(values);
}

export async function findOrderByKey(db: Db, opts: Tenant & { idempotencyKey: string }) {
  const [row] = await db
    .select()
    .from(storefrontOrders)
    .where(
      and(eq(storefrontOrders.companyId, opts.companyId), eq(storefrontOrders.idempotencyKey, opts.idempotencyKey)),
    );
  return row;
}

/** The order of this receipt link, of the company's storefront only. */
export async function findOrderByToken(db: Db, opts: Tenant & { token: string }) {
  const [row] = await db
    .select()
    .from(storefrontOrders)
    .where(and(eq(storefrontOrders.publicToken, opts.token), eq(storefrontOrders.companyId, opts.companyId)));
  return row;
}

export async function findOrder(db: Db, opts: One) {
  const [row] = await db
    .select()
    .from(storefrontOrders)
    .where(and(eq(storefrontOrders.id, opts.id), eq(storefrontOrders.companyId, opts.companyId)));
  return row;
}

/** The company's order, locked until the transaction ends: its moves happen one at a time. */
export async function lockOrder(tx: Db, opts: One) {
  const [row] = await tx
    .select()
    .from(storefrontOrders)
    .where(and(eq(storefrontOrders.id, opts.id), eq(storefrontOrders.companyId, opts.companyId)))
    .for('update');
  return row;
}

/** The order a Checkout session was opened for, locked (the provider vouches for the session: no tenant). */
export async function lockOrderOfSession(tx: Db, sessionId: string) {
  const [row] = await tx
    .select()
    .from(storefrontOrders)
    .where(eq(storefrontOrders.checkoutSessionId, sessionId))
    .for('update');
  return row;
}

export async function updateOrderRow(tx: Db, id: number, values: Partial<NewOrder>) {
  const [row] = await tx
    .update(storefrontOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storefrontOrders.id, id))
    .returning();
  return row!;
}

/** The lines of some orders, in the order they were bought. */
export async function findLines(db: Db, opts: { orderIds: number[] }) {
  if (opts.orderIds.length === 0) return [];
  return db
    .select()
    .from(storefrontOrderLines)
    .where(inArray(storefrontOrderLines.orderId, opts.orderIds))
    .orderBy(asc(storefrontOrderLines.id));
}

/**
 * A page of the company's orders, the newest first, and the total: of one status through the
 * `(company_id, status, id)` index, else through `(company_id, id)`.
 */
export async function findOrderPage(db: Db, opts: Tenant & { status?: OrderStatus; limit: number; offset: number }) {
  const where = and(
    eq(storefrontOrders.companyId, opts.companyId),
    opts.status ? eq(storefrontOrders.status, opts.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(storefrontOrders)
      .where(where)
      .orderBy(desc(storefrontOrders.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(storefrontOrders).where(where),
  ]);
  return { rows, total: Number(total!.n) };
}

/** Orders still waiting on their payment since before `before`, oldest first (the `(status, created_at)` index). */
export async function findStalePending(db: Db, opts: { before: Date; limit: number }) {
  return db
    .select({ id: storefrontOrders.id, companyId: storefrontOrders.companyId })
    .from(storefrontOrders)
    .where(and(eq(storefrontOrders.status, 'pending'), lt(storefrontOrders.createdAt, opts.before)))
    .orderBy(asc(storefrontOrders.createdAt))
    .limit(opts.limit);
}
