import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages as m, couponSchema } from '../../../../shared/merch/coupons.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { coupons, couponUsages } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import {
  adminCookie,
  call,
  couponForm,
  couponRow,
  insertCouponRow,
  MISSING_ID,
  nextCode,
  redeem,
  type Method,
} from './coupon-fixtures';

describe('the Coupon Manager: create, edit, switch, delete', () => {
  let t: TestApp;
  let admin: { admin: { id: number }; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminCookie(t.db);
  });
  afterAll(() => t.close());

  const as = (method: Method, url: string, payload?: object) => call(t, method, url, admin.cookie, payload);
  const couponCount = async () => Number((await t.db.select({ n: count() }).from(coupons))[0].n);

  it('creates a coupon from the form (201): columns mapped, the code upper-cased, a date expiring at its end', async () => {
    const code = nextCode('FRESH');
    const response = await as('POST', '/api/coupons', couponForm({ code: ` ${code.toLowerCase()} ` }));
    expect(response.statusCode, response.body).toBe(201);
    const coupon = couponSchema.parse(response.json());
    expect(coupon).toEqual({
      id: expect.any(Number),
      code,
      name: null,
      description: 'Spring mailer',
      discountType: 'percentage',
      discountValue: '15.00',
      maxUses: 100,
      usageCount: 0,
      userLimit: 1,
      minimumAmount: null,
      maxDiscount: null,
      startsAt: null,
      expiresAt: '2031-05-31T23:59:59.999Z',
      isActive: true,
      appliesTo: null,
      durationMonths: null,
      createdAt: expect.any(String),
    });
    const row = await couponRow(t.db, coupon.id);
    expect(row).toMatchObject({ type: 'percentage', value: '15.00', usageLimit: 100, createdBy: admin.admin.id });
  });

  it("keeps the stored schema's other fields; a start date starts at its first instant", async () => {
    const response = await as(
      'POST',
      '/api/coupons',
      couponForm({
        name: 'Subscribers',
        discountType: 'fixed_amount',
        discountValue: 12.5,
        maxUses: '',
        userLimit: 3,
        minimumAmount: '40',
        maxDiscount: '',
        startsAt: '2030-01-15',
        expiresAt: '2030-02-01T12:30:00+02:00',
        isActive: false,
        appliesTo: ['subscription', 'domain', 'subscription'],
        durationMonths: 6,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Subscribers',
      discountType: 'fixed_amount',
      discountValue: '12.50',
      maxUses: null,
      userLimit: 3,
      minimumAmount: '40.00',
      maxDiscount: null,
      startsAt: '2030-01-15T00:00:00.000Z',
      expiresAt: '2030-02-01T10:30:00.000Z',
      isActive: false,
      appliesTo: ['subscription', 'domain'],
      durationMonths: 6,
    });
  });

  it('refuses a taken code with 409 under code, on create and on edit, and writes nothing', async () => {
    const taken = await insertCouponRow(t.db);
    const other = await insertCouponRow(t.db);
    const before = await couponCount();
    const created = await as('POST', '/api/coupons', couponForm({ code: taken.code.toLowerCase() }));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ message: m.codeTaken, fields: { code: m.codeTaken } });
    const edited = await as('PUT', `/api/coupons/${other.id}`, couponForm({ code: taken.code }));
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({ message: m.codeTaken, fields: { code: m.codeTaken } });
    expect(await couponCount()).toBe(before);
    expect(await couponRow(t.db, other.id)).toEqual(other);
  });

  it('edits every field with PUT (the code too) and answers the coupon', async () => {
    const row = await insertCouponRow(t.db, { isActive: false });
    const code = nextCode('RENAMED');
    const response = await as(
      'PUT',
      `/api/coupons/${row.id}`,
      couponForm({ code, discountType: 'fixed_amount', discountValue: '5', maxUses: null, expiresAt: '' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      code,
      discountType: 'fixed_amount',
      discountValue: '5.00',
      maxUses: null,
      expiresAt: null,
      isActive: true,
    });
    expect(await couponRow(t.db, row.id)).toMatchObject({ code, type: 'fixed_amount', value: '5.00' });
  });

  it('refuses max uses below the uses so far (400 under maxUses), and allows it equal', async () => {
    const row = await insertCouponRow(t.db, { usageLimit: 10 });
    const users = [await seedUser(t.db), await seedUser(t.db)];
    for (const user of users) await redeem(t.db, { code: row.code, userId: user.id });
    const response = await as('PUT', `/api/coupons/${row.id}`, couponForm({ code: row.code, maxUses: 1 }));
    expect(response.statusCode).toBe(400);
    const message = 'Max uses cannot be lower than the 2 times this coupon has already been used';
    expect(m.maxUsesBelowUsage(2)).toBe(message);
    expect(response.json()).toEqual({ message, fields: { maxUses: message } });
    expect(await couponRow(t.db, row.id)).toMatchObject({ usageLimit: 10, usageCount: 2, value: '10.00' });

    const equal = await as('PUT', `/api/coupons/${row.id}`, couponForm({ code: row.code, maxUses: 2 }));
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({ maxUses: 2, usageCount: 2 });
  });

  it('switches a coupon off and on with PATCH { isActive }', async () => {
    const row = await insertCouponRow(t.db);
    const off = await as('PATCH', `/api/coupons/${row.id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: row.id, isActive: false });
    expect((await couponRow(t.db, row.id)).isActive).toBe(false);
    const on = await as('PATCH', `/api/coupons/${row.id}`, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
  });

  it('deletes an unused coupon (204) and keeps a redeemed one (409: switch it off instead)', async () => {
    const unused = await insertCouponRow(t.db);
    const deleted = await as('DELETE', `/api/coupons/${unused.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await couponRow(t.db, unused.id)).toBeUndefined();

    const used = await insertCouponRow(t.db);
    const user = await seedUser(t.db);
    await redeem(t.db, { code: used.code, userId: user.id });
    const before = await couponRow(t.db, used.id);
    const refused = await as('DELETE', `/api/coupons/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This coupon has already been used and cannot be deleted. Switch it off instead.',
    });
    expect(before).toMatchObject({ usageCount: 1 });
    expect(await couponRow(t.db, used.id)).toEqual(before);
    const usages = await t.db.select().from(couponUsages).where(eq(couponUsages.couponId, used.id));
    expect(usages).toHaveLength(1);
  });

  it.each([
    ['PUT', couponForm()],
    ['PATCH', { isActive: false }],
    ['DELETE', undefined],
  ] as const)('answers 404 Coupon not found to %s of an unknown id', async (method, payload) => {
    const before = await couponCount();
    const response = await as(method, `/api/coupons/${MISSING_ID}`, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Coupon not found' });
    expect(await couponCount()).toBe(before);
  });
});
