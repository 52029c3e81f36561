import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages as m } from '../../../../shared/merch/coupons.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { coupons } from '../../../db/schema';
import { seedOwner } from '../../../db/seed/factories';
import { adminCookie, call, couponForm, insertCouponRow, MISSING_ID, sessionOf, type Method } from './coupon-fixtures';

describe('the Coupon Manager: who may use it, and what it refuses', () => {
  let t: TestApp;
  let admin: string;
  let target: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await adminCookie(t.db)).cookie;
    target = await insertCouponRow(t.db);
  });
  afterAll(() => t.close());

  const allCoupons = () => t.db.select().from(coupons).orderBy(coupons.id);
  const adminRoutes = (): [Method, string, object?][] => [
    ['GET', '/api/coupons'],
    ['GET', '/api/coupons/summary'],
    ['POST', '/api/coupons', couponForm()],
    ['PUT', `/api/coupons/${target.id}`, couponForm()],
    ['PATCH', `/api/coupons/${target.id}`, { isActive: false }],
    ['DELETE', `/api/coupons/${target.id}`],
  ];

  it('answers a visitor 401 and an owner 403 on every route, even with a bad body, and changes nothing', async () => {
    const { user } = await seedOwner(t.db);
    const owner = await sessionOf(t.db, user.id);
    const before = await allCoupons();
    for (const [method, url, payload] of adminRoutes()) {
      for (const body of [payload, payload ? { code: '' } : undefined]) {
        const label = `${method} ${url} ${JSON.stringify(body)}`;
        const visitor = await call(t, method, url, undefined, body);
        expect(visitor.statusCode, label).toBe(401);
        expect(visitor.json(), label).toEqual({ message: 'Unauthorized' });
        const notAdmin = await call(t, method, url, owner, body);
        expect(notAdmin.statusCode, label).toBe(403);
        expect(notAdmin.json(), label).toEqual({ message: 'You need administrator privileges to access this page.' });
      }
    }
    expect(await allCoupons()).toEqual(before);
  });

  it.each([
    [{ code: '' }, 'code', m.codeRequired],
    [{ code: '   ' }, 'code', m.codeRequired],
    [{ code: 'A' }, 'code', m.codeLength],
    [{ code: 'X'.repeat(51) }, 'code', m.codeLength],
    [{ code: 'SPRING SALE' }, 'code', m.codeFormat],
    [{ discountValue: undefined }, 'discountValue', m.decimal],
    [{ discountValue: 'ten' }, 'discountValue', m.decimal],
    [{ discountValue: '-1' }, 'discountValue', m.decimal],
    [{ discountValue: '12.345' }, 'discountValue', m.decimal],
    [{ discountValue: '100.01' }, 'discountValue', m.percentageMax],
    [{ maxUses: 0 }, 'maxUses', m.maxUsesMin],
    [{ maxUses: 2.5 }, 'maxUses', m.maxUsesMin],
    [{ minimumAmount: 'lots' }, 'minimumAmount', m.decimal],
    [{ expiresAt: '2031-02-30' }, 'expiresAt', 'Please enter a valid date'],
    [{ expiresAt: '0001-01-01' }, 'expiresAt', m.dateOutOfRange],
    [{ startsAt: '9999-12-31T23:00:00-05:00' }, 'startsAt', m.dateOutOfRange],
    [{ startsAt: '2031-06-01', expiresAt: '2031-05-31' }, 'expiresAt', m.expiryBeforeStart],
    [{ discountType: 'bogo' }, 'discountType', undefined],
    [{ appliesTo: [] }, 'appliesTo', undefined],
    [{ appliesTo: ['groceries'] }, 'appliesTo.0', undefined],
    [{ userLimit: 0 }, 'userLimit', undefined],
    [{ durationMonths: 0 }, 'durationMonths', undefined],
  ])('refuses a form with %j: 400 under %s, on create and on edit, writing nothing', async (change, field, message) => {
    const before = await allCoupons();
    for (const [method, url] of [
      ['POST', '/api/coupons'],
      ['PUT', `/api/coupons/${target.id}`],
    ] as const) {
      const response = await call(t, method, url, admin, couponForm(change));
      expect(response.statusCode, `${method} ${response.body}`).toBe(400);
      expect(response.json().fields[field], method).toEqual(message ?? expect.any(String));
    }
    expect(await allCoupons()).toEqual(before);
  });

  it('refuses a switch without a true or false (400)', async () => {
    for (const body of [{}, { isActive: 'yes' }]) {
      const response = await call(t, 'PATCH', `/api/coupons/${target.id}`, admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.isActive).toEqual(expect.any(String));
    }
  });

  it.each([
    ['PUT', '/api/coupons/0'],
    ['PATCH', '/api/coupons/abc'],
    ['DELETE', '/api/coupons/-1'],
    ['DELETE', `/api/coupons/${MISSING_ID + 1}`],
  ] as const)('refuses a malformed id: %s %s (400)', async (method, url) => {
    const payload = method === 'PUT' ? couponForm() : method === 'PATCH' ? { isActive: true } : undefined;
    const response = await call(t, method, url, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { id: expect.any(String) } });
  });
});
