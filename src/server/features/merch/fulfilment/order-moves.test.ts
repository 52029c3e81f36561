import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERCH_ORDER_STATUSES,
  MERCH_ORDER_TRANSITIONS,
  merchMessages,
  type MerchOrderStatus,
} from '../../../../shared/merch/merch.schemas';
import { refundMessages } from '../../../../shared/payments/refunds.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { coupons, couponUsages } from '../../../db/schema';
import { recordCouponRedemption } from '../coupons/coupon-redemption.service';
import { fulfilmentHelpers } from './fulfilment.test-helpers';

/** The columns an order in `status` has, as the real flow would have left them. */
function stateOf(status: MerchOrderStatus) {
  const at = new Date('2026-03-02T15:00:00Z');
  if (status === 'pending') return { status, provider: null, providerPaymentId: null, paidAt: null };
  return {
    status,
    ...(status === 'shipped' || status === 'delivered' ? { trackingNumber: '1Z0001', shippedAt: at } : {}),
    ...(status === 'delivered' ? { deliveredAt: at } : {}),
    ...(status === 'cancelled' ? { cancelledAt: at } : {}),
  };
}

describe('the administrator moves merchandise orders along', () => {
  let t: TestApp;
  let h: ReturnType<typeof fulfilmentHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = fulfilmentHelpers(t);
  });
  afterAll(() => t.close());

  it('allows exactly the moves of MERCH_ORDER_TRANSITIONS and answers 409 to every other', async () => {
    const { owner } = await h.ownerWithOrder();
    for (const from of MERCH_ORDER_STATUSES) {
      for (const to of MERCH_ORDER_STATUSES) {
        const { order } = await h.ownerWithOrder(stateOf(from), owner);
        const moved = await h.move(order.id, { status: to, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
        const label = `${from} -> ${to}`;
        if (MERCH_ORDER_TRANSITIONS[from].includes(to)) {
          expect(moved.statusCode, `${label}: ${moved.body}`).toBe(200);
          expect(moved.json().status, label).toBe(to);
          expect((await h.row(order.id)).status, label).toBe(to);
        } else {
          expect(moved.statusCode, label).toBe(409);
          expect(moved.json().message, label).toBe(merchMessages.badTransition(from, to));
          expect(await h.row(order.id), label).toEqual(order);
        }
      }
    }
  });

  it('ships with a tracking number (required), keeping the carrier; then delivers', async () => {
    const { order, company } = await h.ownerWithOrder();
    for (const trackingNumber of [undefined, null, '   ']) {
      const refused = await h.move(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: merchMessages.trackingRequired,
        fields: { trackingNumber: merchMessages.trackingRequired },
      });
    }
    expect(await h.row(order.id)).toEqual(order);

    const produced = await h.move(order.id, { status: 'in_production' });
    expect(produced.json()).toMatchObject({ status: 'in_production', shippedAt: null });
    const shipped = await h.move(order.id, { status: 'shipped', carrier: ' USPS ', trackingNumber: ' 9400111 ' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      id: order.id,
      companyId: company.id,
      companyName: company.name,
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400111',
      shippedAt: expect.any(String),
      deliveredAt: null,
    });
    const delivered = await h.move(order.id, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({ status: 'delivered', trackingNumber: '9400111' });
    expect(Date.parse(delivered.json().deliveredAt)).toBeGreaterThanOrEqual(Date.parse(shipped.json().shippedAt));
  });

  it('refunds the whole total when a paid or in-production order is cancelled', async () => {
    for (const status of ['paid', 'in_production'] as const) {
      const { order } = await h.ownerWithOrder({ status });
      const cancelled = await h.move(order.id, { status: 'cancelled' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancelledAt: expect.any(String),
        refundedAt: expect.any(String),
      });
      const row = await h.row(order.id);
      expect(row.providerRefundId).toMatch(/^re_test_/);
      expect(row.total).toBe('25.98');
    }
  });

  it("gives the coupon's use back when a paid order is cancelled and refunded", async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: `BACK${Date.now()}`, type: 'percentage', value: '10.00', usageLimit: 1 })
      .returning();
    const { order } = await h.ownerWithOrder({ couponId: coupon.id, couponCode: coupon.code });
    await t.db.transaction((tx) =>
      recordCouponRedemption(tx, {
        couponId: coupon.id,
        userId: order.userId!,
        orderType: 'merchandise',
        orderId: order.id,
        amountCents: 2598,
        discountCents: 260,
      }),
    );
    expect((await h.move(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after.usageCount).toBe(0);
    expect(await t.db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon.id))).toEqual([]);
  });

  it('cancels a paid order that cost nothing (a 100 % coupon) without a refund', async () => {
    const { order } = await h.ownerWithOrder({
      provider: null,
      providerPaymentId: null,
      cardBrand: null,
      cardLast4: null,
      couponCode: 'ALLFREE',
      discountAmount: '25.98',
      total: '0.00',
    });
    const cancelled = await h.move(order.id, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundedAt: null });
    expect((await h.row(order.id)).providerRefundId).toBeNull();
  });

  it('gives up a pending order, nothing charged', async () => {
    const { order } = await h.ownerWithOrder(stateOf('pending'));
    const cancelled = await h.move(order.id, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String), refundedAt: null });
  });

  it('refuses to refund a payment another provider took, changing nothing', async () => {
    const { order } = await h.ownerWithOrder({ provider: 'stripe', providerPaymentId: 'pi_from_before' });
    const refused = await h.move(order.id, { status: 'cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(refundMessages.otherProvider);
    expect(await h.row(order.id)).toEqual(order);
  });

  it('answers 404 for an unknown order and 400 for a bad move, changing nothing', async () => {
    const missing = await h.move(999_999, { status: 'in_production' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(merchMessages.orderNotFound);
    const { order } = await h.ownerWithOrder();
    for (const body of [
      {},
      { status: 'lost' },
      { status: 'shipped', trackingNumber: 'x'.repeat(101) },
      { status: 'shipped', carrier: 'c'.repeat(41), trackingNumber: '1Z' },
    ]) {
      const refused = await h.move(order.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await h.move(order.id, {})).json().fields.status).toBe('Please choose a status');
    expect(await h.row(order.id)).toEqual(order);
  });

  it('is closed to owners (403), even for their own order, and to visitors (401)', async () => {
    const { order, cookie } = await h.ownerWithOrder();
    const asOwner = await h.move(order.id, { status: 'cancelled' }, cookie);
    expect(asOwner.statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/merchandise-orders/${order.id}`,
      payload: { status: 'cancelled' },
    });
    expect(asVisitor.statusCode).toBe(401);
    expect(await h.row(order.id)).toEqual(order);
  });
});
