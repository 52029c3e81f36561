import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages as m, couponValidationSchema } from '../../../../shared/merch/coupons.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { coupons, couponUsages } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { call, insertCouponRow, redeem, sessionOf } from './coupon-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/coupons/validate: the coupon box', () => {
  let t: TestApp;
  let user: { id: number };
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await seedUser(t.db);
    cookie = await sessionOf(t.db, user.id);
  });
  afterAll(() => t.close());

  const validate = async (payload: object, as = cookie) => {
    const response = await call(t, 'POST', '/api/coupons/validate', as, payload);
    expect(response.statusCode, response.body).toBe(200);
    return couponValidationSchema.parse(response.json());
  };
  const refused = (message: string, finalAmount: string) => ({
    valid: false,
    coupon: null,
    discountAmount: '0.00',
    finalAmount,
    message,
  });

  it('applies a percentage: the discount computed here, rounded half up to the cent', async () => {
    const row = await insertCouponRow(t.db, { value: '10.00', durationMonths: 2 });
    // 10 % of 10.05 is 1.005: half a cent rounds up.
    expect(await validate({ code: ` ${row.code.toLowerCase()} `, orderAmount: '10.05' })).toEqual({
      valid: true,
      coupon: { code: row.code, discountType: 'percentage', discountValue: '10.00', durationMonths: 2 },
      discountAmount: '1.01',
      finalAmount: '9.04',
      message: `Coupon ${row.code} applied`,
    });
    const quarter = await insertCouponRow(t.db, { value: '12.50' });
    expect(await validate({ code: quarter.code, orderAmount: 10.04 })).toMatchObject({
      discountAmount: '1.26', // 1.255
      finalAmount: '8.78',
    });
  });

  it('caps a percentage at maxDiscount; a fixed amount never takes the total below 0', async () => {
    const capped = await insertCouponRow(t.db, { value: '50.00', maxDiscount: '20.00' });
    expect(await validate({ code: capped.code, orderAmount: '100' })).toMatchObject({
      valid: true,
      discountAmount: '20.00',
      finalAmount: '80.00',
    });
    const fixed = await insertCouponRow(t.db, { type: 'fixed_amount', value: '15.00' });
    expect(await validate({ code: fixed.code, orderAmount: '40.00' })).toMatchObject({
      coupon: { discountType: 'fixed_amount', discountValue: '15.00', durationMonths: null },
      discountAmount: '15.00',
      finalAmount: '25.00',
    });
    expect(await validate({ code: fixed.code, orderAmount: '10' })).toMatchObject({
      valid: true,
      discountAmount: '10.00',
      finalAmount: '0.00',
    });
  });

  it('holds the minimum order amount', async () => {
    const row = await insertCouponRow(t.db, { minimumAmount: '50.00' });
    const message = 'This coupon needs an order of at least $50.00.';
    expect(m.minimum('$50.00')).toBe(message);
    expect(await validate({ code: row.code, orderAmount: '49.99' })).toEqual(refused(message, '49.99'));
    expect(await validate({ code: row.code, orderAmount: '50' })).toMatchObject({
      valid: true,
      discountAmount: '5.00',
    });
  });

  it('gives each reason a coupon does not apply, with nothing off', async () => {
    const now = Date.now();
    const cases: [Partial<typeof coupons.$inferInsert> | null, string][] = [
      [null, 'This coupon code is not valid.'],
      [{ isActive: false }, 'This coupon is no longer active.'],
      [{ startsAt: new Date(now + DAY) }, 'This coupon is not active yet.'],
      [{ expiresAt: new Date(now - 1000) }, 'This coupon has expired.'],
      [{ usageLimit: 3, usageCount: 3 }, 'This coupon has reached its usage limit.'],
      [{ applicableServices: ['domain'] }, 'This coupon does not apply to this purchase.'],
    ];
    for (const [overrides, message] of cases) {
      const code = overrides ? (await insertCouponRow(t.db, overrides)).code : 'NOSUCHCODE';
      expect(await validate({ code, orderAmount: '20' }), message).toEqual(refused(message, '20.00'));
    }
    expect([m.invalid, m.inactive, m.notStarted, m.expired, m.usedUp, m.notApplicable]).toEqual(
      cases.map(([, message]) => message),
    );
    // Started already, expiring later: it applies.
    const open = await insertCouponRow(t.db, { startsAt: new Date(now - DAY), expiresAt: new Date(now + DAY) });
    expect(await validate({ code: open.code, orderAmount: '20' })).toMatchObject({ valid: true });
  });

  it("refuses a coupon the user has used up to its per-user limit, and no one else's", async () => {
    const row = await insertCouponRow(t.db, { userLimit: 1 });
    const spender = await seedUser(t.db);
    const spenderCookie = await sessionOf(t.db, spender.id);
    expect(await validate({ code: row.code, orderAmount: '30' }, spenderCookie)).toMatchObject({ valid: true });
    await redeem(t.db, { code: row.code, userId: spender.id, amountCents: 3000 });
    expect(await validate({ code: row.code, orderAmount: '30' }, spenderCookie)).toEqual(
      refused('You have already used this coupon.', '30.00'),
    );
    expect(await validate({ code: row.code, orderAmount: '30' })).toMatchObject({ valid: true });
  });

  it('applies the launch coupon to a subscription, not to merchandise (the default)', async () => {
    expect(await validate({ code: 'LAUNCH20', orderAmount: '19.00', appliesTo: 'subscription' })).toEqual({
      valid: true,
      coupon: { code: 'LAUNCH20', discountType: 'percentage', discountValue: '20.00', durationMonths: 3 },
      discountAmount: '3.80',
      finalAmount: '15.20',
      message: 'Coupon LAUNCH20 applied',
    });
    expect(await validate({ code: 'launch20', orderAmount: '19.00' })).toEqual(
      refused('This coupon does not apply to this purchase.', '19.00'),
    );
    expect(await validate({ code: 'LAUNCH20', orderAmount: '19', appliesTo: 'merchandise' })).toMatchObject({
      valid: false,
    });
  });

  it.each([
    [{ orderAmount: '10' }, 'code', m.codeRequired],
    [{ code: '   ', orderAmount: '10' }, 'code', m.codeRequired],
    [{ code: 'LAUNCH20' }, 'orderAmount', m.decimal],
    [{ code: 'LAUNCH20', orderAmount: '-5' }, 'orderAmount', m.decimal],
    [{ code: 'LAUNCH20', orderAmount: '1.234' }, 'orderAmount', m.decimal],
    [{ code: 'LAUNCH20', orderAmount: 'ten' }, 'orderAmount', m.decimal],
    [{ code: 'LAUNCH20', orderAmount: '10', appliesTo: 'groceries' }, 'appliesTo', undefined],
  ])('refuses %j with 400 under %s, writing nothing', async (payload, field, message) => {
    const before = await t.db.select({ n: count() }).from(couponUsages);
    const response = await call(t, 'POST', '/api/coupons/validate', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toEqual(message ?? expect.any(String));
    expect(await t.db.select({ n: count() }).from(couponUsages)).toEqual(before);
  });

  it('asks for a session (401) and a verified address (403); an administrator may ask too', async () => {
    const body = { code: 'LAUNCH20', orderAmount: '19', appliesTo: 'subscription' };
    const visitor = await call(t, 'POST', '/api/coupons/validate', undefined, body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Unauthorized' });
    const unverified = await seedUser(t.db, { emailVerified: false });
    const refusedUnverified = await call(
      t,
      'POST',
      '/api/coupons/validate',
      await sessionOf(t.db, unverified.id),
      body,
    );
    expect(refusedUnverified.statusCode).toBe(403);
  });
});

describe('POST /api/coupons/validate: tries per user', () => {
  let t: TestApp;
  // RATE_LIMIT_MAX 1: three codes a user per window.
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
  });
  afterAll(() => t.close());

  it('answers 429 to a user past the limit, while another user may still ask', async () => {
    const [guesser, other] = [await seedUser(t.db), await seedUser(t.db)];
    const guesserCookie = await sessionOf(t.db, guesser.id);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await call(t, 'POST', '/api/coupons/validate', guesserCookie, {
        code: `GUESS${i}`,
        orderAmount: '10',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const otherCookie = await sessionOf(t.db, other.id);
    const fresh = await call(t, 'POST', '/api/coupons/validate', otherCookie, { code: 'GUESS', orderAmount: '10' });
    expect(fresh.statusCode).toBe(200);
  });
});
