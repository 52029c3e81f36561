import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import type { coupons } from '../../db/schema';
import { insertCouponRow } from '../merch/coupons/coupon-fixtures';
import { at, card, DAY, DECLINED, subscriptionTestApi } from './subscription-fixtures';

/** `Jan 08, 2027` in the owner's zone, as the messages write a day. */
const dayOf = (when: Date, timeZone = 'America/New_York') =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric' }).format(when);

describe('subscribing during the trial (POST /api/get-or-create-subscription)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { owner, subscribe, view, row, chargesOf, launchCoupon, usagesOf } = subscriptionTestApi(() => t);

  it('keeps the plan and the card for the trial’s end, charges nothing now, and says when and how much', async () => {
    const { user, cookie } = await owner({ timezone: 'America/Los_Angeles' });
    const response = await subscribe(cookie, { planType: 'basic' });
    expect(response.statusCode, response.body).toBe(200);
    const sub = await row(user.id);
    expect(response.json()).toEqual({
      message: `You chose Basic. Your trial runs until ${dayOf(sub.trialEndsAt, 'America/Los_Angeles')}; your card will be charged $19.00 then.`,
      redirectUrl: null,
    });
    expect(sub).toMatchObject({ status: 'trialing', plan: 'basic', provider: 'test', couponId: null });
    expect(await chargesOf(sub.id)).toEqual([]);
    expect(await view(cookie)).toMatchObject({
      status: 'trialing',
      plan: 'basic',
      // The trial keeps Pro's limits until it ends.
      effectivePlan: 'pro',
      nextCharge: { at: sub.trialEndsAt.toISOString(), amount: '19.00' },
      card: { brand: 'visa', last4: '4242' },
      limited: false,
    });
  });

  it('takes LAUNCH20 off the first charge (31.20 for Pro), records its use once, ignores a wrong finalAmount', async () => {
    const { user, cookie } = await owner();
    const before = await launchCoupon();
    const response = await subscribe(cookie, { planType: 'pro', couponCode: ' launch20 ', finalAmount: '0.01' });
    expect(response.statusCode, response.body).toBe(200);
    const sub = await row(user.id);
    expect(response.json().message).toBe(
      `You chose Pro. Your trial runs until ${dayOf(sub.trialEndsAt)}; your card will be charged $31.20 then.`,
    );
    expect(sub).toMatchObject({ plan: 'pro', couponId: before.id, discountMonthsLeft: 3 });
    expect((await launchCoupon()).usageCount).toBe(before.usageCount + 1);
    expect(await usagesOf(user.id)).toEqual([
      expect.objectContaining({
        couponId: before.id,
        orderType: 'subscription',
        orderId: sub.id,
        originalAmount: '39.00',
        discountAmount: '7.80',
        finalAmount: '31.20',
      }),
    ]);
    expect(await view(cookie)).toMatchObject({
      nextCharge: { at: sub.trialEndsAt.toISOString(), amount: '31.20' },
      coupon: { code: 'LAUNCH20', monthsLeft: 3 },
    });
    expect(await chargesOf(sub.id)).toEqual([]);
  });

  it('keeps the card as brand, last four and the provider’s reference: never its number', async () => {
    const { user, cookie } = await owner();
    expect((await subscribe(cookie, { paymentMethod: card('5555-5555-5555-4444') })).statusCode).toBe(200);
    const sub = await row(user.id);
    expect(sub).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' });
    expect(sub.cardToken).toMatch(/^pm_mastercard_4444_test_[0-9a-f]{24}$/);
    const stored = JSON.stringify(sub);
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('5555-5555');
    expect(JSON.stringify(t.logs)).not.toContain('5555555555554444');
  });

  it('changes the choice when the owner subscribes again during the trial, and keeps the LAUNCH20 use once', async () => {
    const { user, cookie } = await owner();
    const before = await launchCoupon();
    expect((await subscribe(cookie, { planType: 'pro', couponCode: 'LAUNCH20' })).statusCode).toBe(200);
    const again = await subscribe(cookie, { planType: 'enterprise', couponCode: 'LAUNCH20' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toMatch(/^You chose Enterprise\. .*charged \$79\.20 then\.$/);
    expect(await row(user.id)).toMatchObject({ plan: 'enterprise', couponId: before.id, discountMonthsLeft: 3 });
    expect(await usagesOf(user.id)).toHaveLength(1);
    expect((await launchCoupon()).usageCount).toBe(before.usageCount + 1);
  });

  describe('refusals change nothing', () => {
    /** The owner's plan, card and coupon uses, to compare before and after a refusal. */
    async function stateOf(userId: number) {
      const sub = await row(userId);
      return { sub, usages: await usagesOf(userId), launch: (await launchCoupon()).usageCount };
    }

    it('asks for the card (400 under paymentMethod)', async () => {
      const { user, cookie } = await owner();
      await view(cookie);
      const before = await stateOf(user.id);
      const response = await subscribe(cookie, { paymentMethod: undefined, couponCode: 'LAUNCH20' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter your card details',
        fields: { paymentMethod: 'Please enter your card details' },
      });
      expect(await stateOf(user.id)).toEqual(before);
    });

    it.each([
      [{ cardNumber: '4242 4242 4242 4241' }, 'paymentMethod.cardNumber', 'Please enter a valid card number'],
      [{ expiryDate: '01/20' }, 'paymentMethod.expiryDate', 'This card has expired'],
      [{ expiryDate: '13/40' }, 'paymentMethod.expiryDate', 'Please enter the expiry as MM/YY'],
      [{ cvv: '12' }, 'paymentMethod.cvv', 'Please enter the 3 or 4 digit security code'],
      [{ cardholderName: ' ' }, 'paymentMethod.cardholderName', 'Please enter the name on the card'],
    ])('refuses a card field that is not right: %o', async (fault, field, message) => {
      const { user, cookie } = await owner();
      await view(cookie);
      const before = await stateOf(user.id);
      const response = await subscribe(cookie, { paymentMethod: { ...card('4242 4242 4242 4242'), ...fault } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      expect(await stateOf(user.id)).toEqual(before);
    });

    it('refuses a declined card (402) and keeps neither the plan nor the coupon', async () => {
      const { user, cookie } = await owner();
      await view(cookie);
      const before = await stateOf(user.id);
      const response = await subscribe(cookie, { paymentMethod: card(DECLINED), couponCode: 'LAUNCH20' });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: 'Your card was declined.' });
      expect(await stateOf(user.id)).toEqual(before);
      expect(before.sub.plan).toBeNull();
    });

    const refusedCoupons: [string, Partial<typeof coupons.$inferInsert>, string][] = [
      ['for merchandise only', { applicableServices: ['merchandise'] }, 'This coupon does not apply to this purchase.'],
      ['expired', { expiresAt: at(new Date(), -DAY) }, 'This coupon has expired.'],
      ['switched off', { isActive: false }, 'This coupon is no longer active.'],
    ];
    it.each(refusedCoupons)('refuses a coupon %s (400 with its reason)', async (_, values, message) => {
      const coupon = await insertCouponRow(t.db, { applicableServices: ['subscription'], ...values });
      const { user, cookie } = await owner();
      await view(cookie);
      const before = await stateOf(user.id);
      const response = await subscribe(cookie, { couponCode: coupon.code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { couponCode: message } });
      expect(await stateOf(user.id)).toEqual(before);
    });

    it('refuses an unknown coupon (400)', async () => {
      const { user, cookie } = await owner();
      await view(cookie);
      const before = await stateOf(user.id);
      const unknown = await subscribe(cookie, { couponCode: 'NOSUCHCODE' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'This coupon code is not valid.',
        fields: { couponCode: 'This coupon code is not valid.' },
      });
      expect(await stateOf(user.id)).toEqual(before);
    });

    it.each([undefined, '', 'gold', 'PRO', 3])('refuses a plan that is not one of ours: %o', async (planType) => {
      const { user, cookie } = await owner();
      await view(cookie);
      const before = await stateOf(user.id);
      const response = await subscribe(cookie, { planType });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please choose a plan',
        fields: { planType: 'Please choose a plan' },
      });
      expect(await stateOf(user.id)).toEqual(before);
    });
  });
});
