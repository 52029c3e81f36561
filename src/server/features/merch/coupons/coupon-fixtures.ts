import { eq } from 'drizzle-orm';
import type { CouponInput, CouponTarget } from '../../../../shared/merch/coupons.schemas';
import type { TestApp } from '../../../../test/app';
import { TEST_ADMIN } from '../../../../test/test-env';
import type { Db } from '../../../db/client';
import { coupons, sessions, users } from '../../../db/schema';
import { SESSION_COOKIE } from '../../../lib/session';
import { hashToken, newToken } from '../../../lib/tokens';
import { recordCouponRedemption, takeCoupon } from './coupon-redemption.service';

let sequence = 0;
export const MISSING_ID = 2_147_483_647;

/** A fresh code, unique in the run. */
export const nextCode = (prefix = 'TEST') => `${prefix}${Date.now().toString(36).toUpperCase()}${++sequence}`;

/** A coupon written directly: in a state the API would not make (used up, already expired). */
export async function insertCouponRow(db: Db, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ code: nextCode(), type: 'percentage', value: '10.00', ...overrides })
    .returning();
  return row;
}

export const couponRow = async (db: Db, id: number) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0];

/** A valid Create New Coupon form; `overrides` may make it invalid on purpose. */
export function couponForm(overrides: Partial<Record<keyof CouponInput, unknown>> = {}) {
  return {
    code: nextCode('SPRING'),
    discountType: 'percentage',
    discountValue: '15',
    maxUses: 100,
    expiresAt: '2031-05-31',
    description: 'Spring mailer',
    ...overrides,
  };
}

/** A session of the user written straight to the table (no password hashing, no sign-in limit), as a cookie. */
export async function sessionOf(db: Db, userId: number) {
  const token = newToken();
  const expire = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ sid: hashToken(token), userId, sess: { userId }, expire });
  return `${SESSION_COOKIE}=${token}`;
}

export async function adminCookie(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  return { admin, cookie: await sessionOf(db, admin.id) };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to the test app, signed in with `cookie` when given. */
export const call = (t: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let orderIds = 1_000_000;

/** A purchase redeeming the coupon, as checkout does it: `takeCoupon` and the usage row in one transaction. */
export function redeem(db: Db, use: { code: string; userId: number; amountCents?: number; target?: CouponTarget }) {
  const amountCents = use.amountCents ?? 10_000;
  const target = use.target ?? 'merchandise';
  const orderId = ++orderIds;
  return db.transaction(async (tx) => {
    const taken = await takeCoupon(tx, { code: use.code, userId: use.userId, amountCents, target });
    await recordCouponRedemption(tx, {
      couponId: taken.coupon.id,
      userId: use.userId,
      orderType: target,
      orderId,
      amountCents,
      discountCents: taken.discountCents,
    });
    return { orderId, ...taken };
  });
}
