import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { EXPIRING_SOON_DAYS, type CouponSummary } from '../../../../shared/merch/coupons.schemas';
import type { Db } from '../../../db/client';
import { coupons, couponUsages } from '../../../db/schema';
import type { CouponRow } from './coupon-usages.queries';

type OneCoupon = { id: number };

/** `code like 'ABC%'`: a prefix the unique `coupons_code_unique` btree index serves (C collation, see the report). */
export const codeStartsWith = (prefix: string) =>
  sql`${coupons.code} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** A page of every coupon, the newest first (the `(created_at, id)` index), and the total. */
export async function findCouponPage(db: Db, opts: { limit: number; offset: number; search?: string }) {
  const where: SQL | undefined = opts.search ? codeStartsWith(opts.search) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** The manager's four cards in one statement: expiring soon is active and expiring within 7 days or already past. */
export async function summarizeCoupons(db: Db): Promise<CouponSummary> {
  const soon = sql`now() + make_interval(days => ${EXPIRING_SOON_DAYS})`;
  const [row] = await db
    .select({
      totalCoupons: sql<number>`count(*)`.mapWith(Number),
      activeCoupons: sql<number>`count(*) filter (where ${coupons.isActive})`.mapWith(Number),
      totalUses: sql<number>`coalesce(sum(${coupons.usageCount}), 0)`.mapWith(Number),
      expiringSoon:
        sql<number>`count(*) filter (where ${coupons.isActive} and ${coupons.expiresAt} <= ${soon})`.mapWith(Number),
    })
    .from(coupons);
  return row;
}

export async function insertCoupon(db: Db, values: PgInsertValue<typeof coupons>) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}

/** The coupon, locked until the transaction ends: redemptions (which lock it too) wait for the change. */
export async function lockCoupon(tx: Db, opts: OneCoupon): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, opts.id)).for('update');
  return row;
}

export async function updateCouponRow(db: Db, opts: OneCoupon, values: PgUpdateSetSource<typeof coupons>) {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, opts.id)).returning();
  return row;
}

/** Whether any redemption of the coupon is recorded (the `(coupon_id, user_id)` index). */
export async function hasRedemptions(db: Db, opts: OneCoupon) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(couponUsages)
    .where(eq(couponUsages.couponId, opts.id))
    .limit(1);
  return row !== undefined;
}

export async function deleteCouponRow(db: Db, opts: OneCoupon) {
  await db.delete(coupons).where(eq(coupons.id, opts.id));
}
