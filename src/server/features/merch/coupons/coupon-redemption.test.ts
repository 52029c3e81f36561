import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/app-error';
import { couponMessages as m } from '../../../../shared/merch/coupons.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { couponUsages } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { couponRow, insertCouponRow, redeem } from './coupon-fixtures';
import { checkCoupon, releaseCouponRedemption } from './coupon-redemption.service';

/**
 * The redemption itself, in the purchase's transaction, under concurrency: on PostgreSQL (`npm run test:pg`) the
 * transactions really run side by side on the pool's connections; PGlite has one connection and runs them in turn.
 */
describe('coupon redemption', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const usagesOf = (couponId: number) => t.db.select().from(couponUsages).where(eq(couponUsages.couponId, couponId));
  const reasonOf = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' && result.reason instanceof AppError
      ? `${result.reason.status} ${result.reason.message}`
      : result.status;

  it('lets exactly 5 of 20 concurrent checkouts take a coupon limited to 5 uses', async () => {
    const coupon = await insertCouponRow(t.db, { usageLimit: 5, userLimit: 1 });
    const users = await Promise.all(Array.from({ length: 20 }, () => seedUser(t.db)));
    const results = await Promise.allSettled(users.map((user) => redeem(t.db, { code: coupon.code, userId: user.id })));

    const outcomes = results.map(reasonOf);
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'fulfilled')).toEqual(Array(15).fill(`400 ${m.usedUp}`));
    expect((await couponRow(t.db, coupon.id)).usageCount).toBe(5);
    const usages = await usagesOf(coupon.id);
    expect(usages).toHaveLength(5);
    expect(new Set(usages.map((u) => u.userId)).size).toBe(5);
    expect(usages[0]).toMatchObject({ originalAmount: '100.00', discountAmount: '10.00', finalAmount: '90.00' });
  });

  it('lets one user take a coupon only as often as its per-user limit, however concurrently', async () => {
    const coupon = await insertCouponRow(t.db, { userLimit: 2 });
    const user = await seedUser(t.db);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => redeem(t.db, { code: coupon.code, userId: user.id })),
    );
    const outcomes = results.map(reasonOf);
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'fulfilled')).toEqual(Array(4).fill(`400 ${m.userLimit}`));
    expect(await usagesOf(coupon.id)).toHaveLength(2);
    expect((await couponRow(t.db, coupon.id)).usageCount).toBe(2);
  });

  it('rolls the use back with the purchase when the transaction fails after taking it', async () => {
    const coupon = await insertCouponRow(t.db, { usageLimit: 1 });
    const user = await seedUser(t.db);
    const failing = t.db.transaction(async (tx) => {
      await redeem(tx, { code: coupon.code, userId: user.id });
      throw new Error('the card was declined');
    });
    await expect(failing).rejects.toThrow('the card was declined');
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usageCount: 0 });
    expect(await usagesOf(coupon.id)).toEqual([]);
  });

  it('gives a use back with releaseCouponRedemption: the limit admits another purchase', async () => {
    const coupon = await insertCouponRow(t.db, { usageLimit: 1 });
    const [first, second] = [await seedUser(t.db), await seedUser(t.db)];
    const taken = await redeem(t.db, { code: coupon.code, userId: first.id, target: 'merchandise' });
    const check = () =>
      checkCoupon(t.db, { code: coupon.code, userId: second.id, amountCents: 5000, target: 'merchandise' });
    expect(await check()).toMatchObject({ ok: false, message: m.usedUp });

    await t.db.transaction((tx) => releaseCouponRedemption(tx, { orderType: 'merchandise', orderId: taken.orderId }));
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usageCount: 0 });
    expect(await usagesOf(coupon.id)).toEqual([]);
    expect(await check()).toMatchObject({ ok: true, discountCents: 500 });
    // Releasing again (a second expiry event) changes nothing.
    await releaseCouponRedemption(t.db, { orderType: 'merchandise', orderId: taken.orderId });
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usageCount: 0 });

    await redeem(t.db, { code: coupon.code, userId: second.id });
    expect(await couponRow(t.db, coupon.id)).toMatchObject({ usageCount: 1 });
  });
});
