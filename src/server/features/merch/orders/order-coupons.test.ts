import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_COUPON_CODE } from '../../../../shared/merch/coupons.schemas';
import type { MerchCheckout } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { coupons } from '../../../db/schema';
import { orderHelpers, seedCoupon } from './orders.test-helpers';

describe('coupons on merchandise orders', () => {
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = orderHelpers(t);
  });
  afterAll(() => t.close());

  it('takes a percentage off the original total, rounded to the cent, and records the use', async () => {
    const { cookie, user } = await h.owner();
    const coupon = await seedCoupon(t.db, { type: 'percentage', value: '15' });
    const placed = await h.place(cookie, {
      items: { 'yard-signs': 3, 'business-cards': 2 },
      couponCode: ` ${coupon.code.toLowerCase()} `,
      discountAmount: '138.95',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<MerchCheckout>();
    // 15 % of 138.95 is 20.8425: 20.84 off.
    expect(order).toMatchObject({
      originalTotal: '138.95',
      discountAmount: '20.84',
      total: '118.11',
      commission: '32.00',
      couponCode: coupon.code,
      status: 'paid',
    });
    expect(await h.usagesOf(coupon.id)).toMatchObject([
      {
        orderId: order.id,
        orderType: 'merchandise',
        userId: user.id,
        originalAmount: '138.95',
        discountAmount: '20.84',
        finalAmount: '118.11',
      },
    ]);
    expect((await h.coupon(coupon.id)).usageCount).toBe(1);
    expect((await h.order(order.id)).couponId).toBe(coupon.id);
  });

  it('takes a fixed amount off', async () => {
    const { cookie } = await h.owner();
    const coupon = await seedCoupon(t.db, { type: 'fixed_amount', value: '25.00' });
    const placed = await h.place(cookie, { items: { keychains: 10 }, couponCode: coupon.code });
    expect(placed.json<MerchCheckout>().order).toMatchObject({
      originalTotal: '29.90',
      discountAmount: '25.00',
      total: '4.90',
    });
    expect(await h.usagesOf(coupon.id, placed.json<MerchCheckout>().order.id)).toHaveLength(1);
    expect((await h.coupon(coupon.id)).usageCount).toBe(1);
  });

  it('pays an order a coupon takes entirely at once, without a card or a provider', async () => {
    const { cookie } = await h.owner();
    const coupon = await seedCoupon(t.db, { type: 'percentage', value: '100' });
    const placed = await h.place(cookie, { items: { 'polo-shirts': 2 }, couponCode: coupon.code, card: undefined });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, status } = placed.json<MerchCheckout>();
    expect(status).toBe('succeeded');
    expect(order).toMatchObject({ status: 'paid', total: '0.00', discountAmount: '49.98', cardLast4: null });
    const row = await h.order(order.id);
    expect(row.provider).toBeNull();
    expect(row.paidAt).toBeInstanceOf(Date);
  });

  it('refuses a coupon that does not apply with its reason, and writes nothing', async () => {
    const { cookie, company } = await h.owner();
    const expired = await seedCoupon(t.db, { expiresAt: new Date(Date.now() - 86_400_000) });
    const subscriptionOnly = await seedCoupon(t.db, { value: '20', applicableServices: ['subscription'] });
    const cases: Array<[string, string]> = [
      ['NO-SUCH-COUPON', 'This coupon code is not valid.'],
      [expired.code, 'This coupon has expired.'],
      [subscriptionOnly.code, 'This coupon does not apply to this purchase.'],
      // The subscribe page's launch offer, seeded with the platform: plans only.
      [LAUNCH_COUPON_CODE, 'This coupon does not apply to this purchase.'],
    ];
    for (const [code, reason] of cases) {
      const refused = await h.place(cookie, { items: { 'yard-signs': 2 }, couponCode: code });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json()).toEqual({ message: reason, fields: { couponCode: reason } });
    }
    expect(await h.ordersOf(company.id)).toHaveLength(0);
    const [launch] = await t.db.select().from(coupons).where(eq(coupons.code, LAUNCH_COUPON_CODE));
    for (const coupon of [expired, subscriptionOnly, launch]) {
      expect(await h.usagesOf(coupon.id)).toHaveLength(0);
      expect((await h.coupon(coupon.id)).usageCount).toBe(0);
    }
  });
});
