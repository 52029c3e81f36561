import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_COUPON_CODE } from '../../../../shared/merch/coupons.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { coupons } from '../../../db/schema';
import { seedPlatformDefaults } from '../../../db/seed/platform';

describe('the launch coupon, seeded at first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const launchRows = () => t.db.select().from(coupons).where(eq(coupons.code, LAUNCH_COUPON_CODE));
  const expected = {
    code: 'LAUNCH20',
    type: 'percentage',
    value: '20.00',
    durationMonths: 3,
    applicableServices: ['subscription'],
    description: 'Launch offer: 20% off the first 3 months',
    expiresAt: null,
    startsAt: null,
    usageLimit: null,
    usageCount: 0,
    userLimit: 1,
    isActive: true,
  };

  it('exists after the first start (the test database was prepared as a start prepares it)', async () => {
    const rows = await launchRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(expected);
  });

  it('is neither duplicated nor reset by later starts: the administrator’s edits stay', async () => {
    await t.db.update(coupons).set({ value: '25.00' }).where(eq(coupons.code, LAUNCH_COUPON_CODE));
    await seedPlatformDefaults(t.db);
    await seedPlatformDefaults(t.db);
    const rows = await launchRows();
    expect(rows).toHaveLength(1);
    expect(rows[0].value).toBe('25.00');
  });

  it('is not brought back once the administrator has deleted it', async () => {
    await t.db.delete(coupons).where(eq(coupons.code, LAUNCH_COUPON_CODE));
    await seedPlatformDefaults(t.db);
    expect(await launchRows()).toEqual([]);
  });

  it('is written on a coupons table that never held a coupon', async () => {
    await t.db.delete(coupons);
    await t.db.execute(sql`alter sequence coupons_id_seq restart`);
    await seedPlatformDefaults(t.db);
    const rows = await launchRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(expected);
    await seedPlatformDefaults(t.db);
    expect(await launchRows()).toHaveLength(1);
  });
});
