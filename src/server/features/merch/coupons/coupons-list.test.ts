import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponSchema } from '../../../../shared/merch/coupons.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { queryRows } from '../../../db/client';
import { coupons } from '../../../db/schema';
import { adminCookie, call, insertCouponRow } from './coupon-fixtures';
import { codeStartsWith } from './coupons.queries';

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

describe('the Coupon Manager: the list and the four cards', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await adminCookie(t.db)).cookie;
    // This file's own database: without the seeded launch coupon the figures are exactly the rows made here.
    await t.db.delete(coupons);
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t, 'GET', url, cookie);
  const codesOf = (response: { json(): unknown }) => (response.json() as { code: string }[]).map((c) => c.code);

  it('counts the cards in SQL: expiring soon is active and within 7 days or already past', async () => {
    const empty = await get('/api/coupons/summary');
    expect(empty.json()).toEqual({ totalCoupons: 0, activeCoupons: 0, totalUses: 0, expiringSoon: 0 });

    await insertCouponRow(t.db, { code: 'SOON', expiresAt: daysFromNow(3), usageCount: 1 });
    await insertCouponRow(t.db, { code: 'PAST', expiresAt: daysFromNow(-1), usageCount: 2 });
    await insertCouponRow(t.db, { code: 'OFFSOON', isActive: false, expiresAt: daysFromNow(3), usageCount: 4 });
    await insertCouponRow(t.db, { code: 'LATER', expiresAt: daysFromNow(30), usageCount: 8 });
    await insertCouponRow(t.db, { code: 'FOREVER', usageCount: 16 });
    await insertCouponRow(t.db, { code: 'OFF', isActive: false, usageCount: 32 });

    const response = await get('/api/coupons/summary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalCoupons: 6, activeCoupons: 4, totalUses: 63, expiringSoon: 2 });
  });

  it('pages the newest first on (created_at, id), with the total in X-Total-Count', async () => {
    await t.db.delete(coupons);
    const at = new Date('2030-03-01T10:00:00Z');
    const rows = [];
    for (const [i, code] of ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH'].entries()) {
      // The last two were made at the same instant: the later id comes first.
      rows.push(await insertCouponRow(t.db, { code, createdAt: new Date(at.getTime() + Math.min(i, 3) * 1000) }));
    }
    const first = await get('/api/coupons?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(codesOf(first)).toEqual(['FIFTH', 'FOURTH']);
    for (const item of first.json() as unknown[]) couponSchema.parse(item);

    const second = await get('/api/coupons?limit=2&offset=2');
    expect(codesOf(second)).toEqual(['THIRD', 'SECOND']);
    expect(second.headers['x-total-count']).toBe('5');
    const last = await get('/api/coupons?limit=2&offset=4');
    expect(codesOf(last)).toEqual(['FIRST']);
    expect((await get('/api/coupons')).json()).toHaveLength(5);
  });

  it('searches codes by their start, whatever the case, with % and _ taken as themselves', async () => {
    await t.db.delete(coupons);
    for (const code of ['ABC-1', 'ABC_2', 'ABX3', 'XABC', 'AB%C']) await insertCouponRow(t.db, { code });
    const abc = await get('/api/coupons?search=abc');
    expect(codesOf(abc).sort()).toEqual(['ABC-1', 'ABC_2']);
    expect(abc.headers['x-total-count']).toBe('2');
    expect(codesOf(await get('/api/coupons?search=ABC_'))).toEqual(['ABC_2']);
    expect(codesOf(await get('/api/coupons?search=AB%25'))).toEqual(['AB%C']);
    const none = await get('/api/coupons?search=zzz');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect((await get('/api/coupons?search=')).headers['x-total-count']).toBe('5');
  });

  it('finds codes by their start through the unique index on the code (C collation)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ n: count() }).from(coupons).where(codeStartsWith('ABC'));
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('coupons_code_unique');
    expect(text).not.toContain('Seq Scan');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['offset=-1', 'offset'],
    [`search=${'A'.repeat(51)}`, 'search'],
  ])('refuses a bad query: %s (400)', async (query, field) => {
    const response = await get(`/api/coupons?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { [field]: expect.any(String) } });
  });
});
