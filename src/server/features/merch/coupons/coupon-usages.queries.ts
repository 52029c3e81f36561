import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CouponTarget } from '../../../../shared/merch/coupons.schemas';
import type { Db } from '../../../db/client';
import { coupons, couponUsages } from '../../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon of a code; `lock` takes its row for the transaction (FOR UPDATE): redemptions queue behind it. */
export async function findCouponByCode(db: Db, code: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function findCouponById(db: Db, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** How many times a user has redeemed a coupon (the `(coupon_id, user_id)` index). */
export async function countUserRedemptions(db: Db, opts: { couponId: number; userId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, opts.couponId), eq(couponUsages.userId, opts.userId)));
  return Number(row.n);
}

export async function insertRedemption(db: Db, values: typeof couponUsages.$inferInsert) {
  await db.insert(couponUsages).values(values);
  await db
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(eq(coupons.id, values.couponId));
}

/**
 * Gives a redemption back (an order cancelled before it was paid): the use no longer counts. Only the purchase's latest
 * one: a plan subscribed again after it ended keeps the redemption of its earlier, paid months.
 */
export async function deleteRedemption(db: Db, opts: { orderType: CouponTarget; orderId: number }) {
  const latest = db
    .select({ id: couponUsages.id })
    .from(couponUsages)
    .where(and(eq(couponUsages.orderType, opts.orderType), eq(couponUsages.orderId, opts.orderId)))
    .orderBy(desc(couponUsages.id))
    .limit(1);
  const [gone] = await db
    .delete(couponUsages)
    .where(inArray(couponUsages.id, latest))
    .returning({ couponId: couponUsages.couponId });
  if (!gone) return;
  await db
    .update(coupons)
    .set({ usageCount: sql`greatest(${coupons.usageCount} - 1, 0)` })
    .where(eq(coupons.id, gone.couponId));
}
