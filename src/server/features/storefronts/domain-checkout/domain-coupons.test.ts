import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { couponUsages } from '../../../db/schema';
import {
  DECLINED_NUMBER,
  domainHelpers,
  GOOD_DETAILS,
  seedDomainCoupon,
  seedPendingDomain,
} from './domain-checkout.test-helpers';

describe('coupons on the domain setup fee', () => {
  let t: TestApp;
  let h: ReturnType<typeof domainHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = domainHelpers(t);
  });
  afterAll(() => t.close());

  it('takes a percentage off: the amount must be the discounted one, and the use is counted once', async () => {
    const coupon = await seedDomainCoupon(t.db, { type: 'percentage', value: '10', applicableServices: ['domain'] });
    const { domain, user } = await seedPendingDomain(t.db);
    const full = await h.pay({ subdomain: domain.domain, couponCode: coupon.code.toLowerCase() });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(
      'The price has changed: the amount due is now $26.10. Please review it and pay again.',
    );
    expect((await h.coupon(coupon.id)).usageCount).toBe(0);

    const res = await h.pay({ subdomain: domain.domain, couponCode: ` ${coupon.code} `, amount: 2610 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({ status: 'active', setupAmountPaid: '26.10', couponId: coupon.id });
    expect((await h.coupon(coupon.id)).usageCount).toBe(1);
    expect(await h.usages(coupon.id, domain.id)).toMatchObject([
      { userId: user.id, originalAmount: '29.00', discountAmount: '2.90', finalAmount: '26.10' },
    ]);
  });

  it('takes a fixed amount off', async () => {
    const coupon = await seedDomainCoupon(t.db, { type: 'fixed_amount', value: '5.00' });
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, couponCode: coupon.code, amount: 2400 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({ setupAmountPaid: '24.00', couponId: coupon.id });
  });

  it('activates with a 100 % coupon without charging: the card is only kept', async () => {
    const coupon = await seedDomainCoupon(t.db, { type: 'percentage', value: '100' });
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, couponCode: coupon.code, amount: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({
      status: 'active',
      setupAmountPaid: '0.00',
      setupPaymentId: null,
      couponId: coupon.id,
    });
  });

  it.each([
    ['for merchandise only', { applicableServices: ['merchandise'] }, 'This coupon does not apply to this purchase.'],
    ['excluding domains', { excludedServices: ['domain'] }, 'This coupon does not apply to this purchase.'],
    ['used up', { usageLimit: 1, usageCount: 1 }, 'This coupon has reached its usage limit.'],
    ['switched off', { isActive: false }, 'This coupon is no longer active.'],
    ['expired', { expiresAt: new Date(Date.now() - 60_000) }, 'This coupon has expired.'],
  ])('refuses a coupon %s with 400 and its reason, and changes nothing', async (_what, overrides, message) => {
    const coupon = await seedDomainCoupon(t.db, overrides);
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, couponCode: coupon.code, amount: 2610 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fields: { couponCode: message } });
    expect(await h.row(domain.id)).toMatchObject({ status: 'pending', couponId: null });
  });

  it('refuses an unknown code', async () => {
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, couponCode: 'NO-SUCH-CODE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This coupon code is not valid.');
  });

  it("holds the per-user limit: the owner's earlier use refuses a second", async () => {
    const coupon = await seedDomainCoupon(t.db, { userLimit: 1 });
    const { domain, user } = await seedPendingDomain(t.db);
    await t.db.insert(couponUsages).values({
      couponId: coupon.id,
      userId: user.id,
      orderType: 'merchandise',
      orderId: 1,
      originalAmount: '10.00',
      discountAmount: '1.00',
      finalAmount: '9.00',
    });
    const res = await h.pay({ subdomain: domain.domain, couponCode: coupon.code, amount: 2610 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You have already used this coupon.');
  });

  it('holds the usage limit between two domains: the last use goes to one of them', async () => {
    const coupon = await seedDomainCoupon(t.db, { usageLimit: 1 });
    const [a, b] = [await seedPendingDomain(t.db), await seedPendingDomain(t.db)];
    const answers = await Promise.all(
      [a, b].map(({ domain }) => h.pay({ subdomain: domain.domain, couponCode: coupon.code, amount: 2610 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await h.coupon(coupon.id)).usageCount).toBe(1);
  });

  it('gives the coupon use back when the card is declined', async () => {
    const coupon = await seedDomainCoupon(t.db);
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({
      subdomain: domain.domain,
      couponCode: coupon.code,
      amount: 2610,
      cardDetails: { ...GOOD_DETAILS, cardNumber: DECLINED_NUMBER },
    });
    expect(res.statusCode).toBe(402);
    expect((await h.coupon(coupon.id)).usageCount).toBe(0);
    expect(await h.usages(coupon.id, domain.id)).toHaveLength(0);
    expect(await h.row(domain.id)).toMatchObject({ status: 'pending', couponId: null, setupAmountPaid: null });
  });
});
