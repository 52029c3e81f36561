import { sql } from 'drizzle-orm';
import { LAUNCH_COUPON_CODE } from '../../../shared/merch/coupons.schemas';
import { queryRows, type Db } from '../client';
import { coupons } from '../schema';

/** The subscribe page's launch offer ('20% off first 3 months'), as a real coupon the manager lists and edits. */
export const launchCoupon = {
  code: LAUNCH_COUPON_CODE,
  type: 'percentage',
  value: '20.00',
  durationMonths: 3,
  applicableServices: ['subscription'],
  description: 'Launch offer: 20% off the first 3 months',
  expiresAt: null,
  usageLimit: null,
  userLimit: 1,
  isActive: true,
} satisfies typeof coupons.$inferInsert;

/**
 * Writes the launch coupon on the first start of the coupons table only: once its id sequence has handed out an
 * id, coupons have existed, so an administrator's edits stay and a deleted launch coupon is not brought back.
 * A coupon already holding the code is never touched.
 */
export async function seedLaunchCoupon(db: Db) {
  const [sequence] = await queryRows<{ used: unknown }>(
    db,
    sql`select pg_sequence_last_value(pg_get_serial_sequence('coupons', 'id')::regclass) as used`,
  );
  if (sequence.used !== null) return;
  await db.insert(coupons).values(launchCoupon).onConflictDoNothing({ target: coupons.code });
}
