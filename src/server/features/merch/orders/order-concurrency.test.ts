import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchCheckout } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import type { TestPaymentProvider } from '../../../lib/payments/provider';
import { orderHelpers, seedCoupon } from './orders.test-helpers';

describe('merchandise checkouts at once, and idempotency keys', () => {
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  let charges = 0;
  beforeAll(async () => {
    t = await createTestApp();
    h = orderHelpers(t);
    // Count the provider's charges: a repeated request must not reach it again.
    const provider = t.ctx.payments as TestPaymentProvider;
    const charge = provider.charge.bind(provider);
    provider.charge = (input) => {
      charges += 1;
      return charge(input);
    };
  });
  afterAll(() => t.close());

  it('lets 20 concurrent checkouts redeem a coupon of 5 uses exactly 5 times, the others refused untouched', async () => {
    const { cookie, company } = await h.owner();
    const coupon = await seedCoupon(t.db, { type: 'fixed_amount', value: '5.00', usageLimit: 5, userLimit: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.place(cookie, { items: { 'water-bottles': 2 }, couponCode: coupon.code }, `rush-${i}`),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.json().message).toBe('This coupon has reached its usage limit.');
    }
    for (const answer of placed) {
      expect(answer.json<MerchCheckout>().order).toMatchObject({ total: '12.98', discountAmount: '5.00' });
    }
    const rows = await h.ordersOf(company.id);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.couponId === coupon.id && r.status === 'paid')).toBe(true);
    const usages = await h.usagesOf(coupon.id);
    expect(usages.map((u) => u.orderId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await h.coupon(coupon.id)).usageCount).toBe(5);
  });

  it('answers the same key with the same order: one order, one charge', async () => {
    const { cookie, company } = await h.owner();
    const before = charges;
    const first = await h.place(cookie, { items: { 'polo-shirts': 1 } }, 'again');
    const second = await h.place(cookie, { items: { 'polo-shirts': 1 } }, 'again');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(charges - before).toBe(1);
    expect(await h.ordersOf(company.id)).toHaveLength(1);

    // Sent twice at the same moment: still one.
    const both = await Promise.all([1, 2].map(() => h.place(cookie, { items: { keychains: 3 } }, 'double-click')));
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(both[0].json<MerchCheckout>().order.id).toBe(both[1].json<MerchCheckout>().order.id);
    expect(charges - before).toBe(2);
    expect(await h.ordersOf(company.id)).toHaveLength(2);
  });

  it('makes two orders of two keys, and refuses a key sent again with another cart', async () => {
    const { cookie, company } = await h.owner();
    expect((await h.place(cookie, { items: { keychains: 1 } }, 'one')).statusCode).toBe(201);
    expect((await h.place(cookie, { items: { keychains: 1 } }, 'two')).statusCode).toBe(201);
    const changed = await h.place(cookie, { items: { keychains: 2 } }, 'one');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This idempotency key was used for another order');
    expect(await h.ordersOf(company.id)).toHaveLength(2);

    // Keys belong to one company: another's same key is a new order of theirs.
    const other = await h.owner();
    expect((await h.place(other.cookie, { items: { keychains: 1 } }, 'one')).statusCode).toBe(201);
  });
});
