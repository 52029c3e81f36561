import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontAnalytics } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { landingPageViews, storefrontOrders, users } from '../../../db/schema';
import { seedLead, seedStorefrontOrder } from '../../../db/seed/storefront-factories';
import { storefrontTestApi } from './storefront.test-helpers';

const DAY = 86_400_000;
/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
/** `n` days before the day `day` (YYYY-MM-DD). */
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

describe('storefronts: the analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, storefrontOwner } = storefrontTestApi(() => t);

  async function analytics(cookie: string, query = '') {
    const response = await call('GET', `/api/landing-page-analytics${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StorefrontAnalytics>();
  }
  const setTimezone = (userId: number, timezone: string) =>
    t.db.update(users).set({ timezone }).where(eq(users.id, userId));

  it('answers zeros for every day of 30 by default before there is a storefront', async () => {
    const { cookie, user } = await owner();
    const result = await analytics(cookie);
    const today = dayIn(user.timezone, new Date());
    expect(result.days).toBe(30);
    expect(result.series).toHaveLength(30);
    expect(result.series[0]).toEqual({
      day: daysBefore(today, 29),
      views: 0,
      leads: 0,
      orders: 0,
      revenue: '0.00',
      fees: '0.00',
    });
    expect(result.series.at(-1)).toEqual({ day: today, views: 0, leads: 0, orders: 0, revenue: '0.00', fees: '0.00' });
    expect(result.series.every((d) => d.views === 0 && d.leads === 0)).toBe(true);
    expect(result.totals).toEqual({ views: 0, leads: 0, orders: 0, revenue: '0.00', fees: '0.00' });
  });

  it('counts the views and leads of each day of the period, oldest first, and their totals', async () => {
    const { cookie, company, user } = await storefrontOwner();
    await setTimezone(user.id, 'UTC');
    const now = new Date();
    const today = dayIn('UTC', now);
    await t.db.insert(landingPageViews).values([
      { companyId: company.id, day: today, views: 5 },
      { companyId: company.id, day: daysBefore(today, 6), views: 3 },
      // Before the period of 7 days, and another company's day: neither counts.
      { companyId: company.id, day: daysBefore(today, 7), views: 100 },
    ]);
    const other = await storefrontOwner();
    await t.db.insert(landingPageViews).values({ companyId: other.company.id, day: today, views: 40 });
    await seedLead(t.db, { companyId: company.id, createdAt: now });
    await seedLead(t.db, { companyId: company.id, createdAt: new Date(now.getTime() - 2 * DAY) });
    await seedLead(t.db, { companyId: company.id, createdAt: new Date(now.getTime() - 2 * DAY) });
    await seedLead(t.db, { companyId: company.id, createdAt: new Date(now.getTime() - 8 * DAY) });
    await seedLead(t.db, { companyId: other.company.id, createdAt: now });

    const week = await analytics(cookie, '?days=7');
    expect(week.days).toBe(7);
    expect(week.series.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => daysBefore(today, n)));
    expect(week.series.map((d) => d.views)).toEqual([3, 0, 0, 0, 0, 0, 5]);
    expect(week.series.map((d) => d.leads)).toEqual([0, 0, 0, 0, 2, 0, 1]);
    expect(week.totals).toEqual({ views: 8, leads: 3, orders: 0, revenue: '0.00', fees: '0.00' });

    const quarter = await analytics(cookie, '?days=90');
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals).toEqual({ views: 108, leads: 4, orders: 0, revenue: '0.00', fees: '0.00' });
  });

  it("puts a lead on the owner's day in the owner's time zone", async () => {
    const { cookie, company, user } = await storefrontOwner();
    const at = new Date(Date.now() - 3 * DAY);
    await seedLead(t.db, { companyId: company.id, createdAt: at });
    // 25 hours apart: the same instant is on another calendar day in each.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await setTimezone(user.id, zone);
      const result = await analytics(cookie, '?days=7');
      expect(result.series.at(-1)!.day, zone).toBe(dayIn(zone, new Date()));
      expect(
        result.series.filter((d) => d.leads > 0),
        zone,
      ).toEqual([{ day: dayIn(zone, at), views: 0, leads: 1, orders: 0, revenue: '0.00', fees: '0.00' }]);
    }
    expect(dayIn('Pacific/Kiritimati', at)).not.toBe(dayIn('Pacific/Pago_Pago', at));
  });

  it('sums the paid and fulfilled storefront orders of each day by when they were paid, with revenue and fees', async () => {
    const { cookie, company, user } = await storefrontOwner();
    await setTimezone(user.id, 'UTC');
    const now = new Date();
    const today = dayIn('UTC', now);
    const order = (values: Partial<typeof storefrontOrders.$inferInsert>) =>
      seedStorefrontOrder(t.db, { companyId: company.id, ...values });
    await order({ total: '25.00', feeAmount: '0.73', paidAt: now });
    await order({ total: '100.10', feeAmount: '2.50', paidAt: now, status: 'fulfilled' });
    await order({ total: '19.99', feeAmount: '0.40', paidAt: new Date(now.getTime() - 3 * DAY) });
    // Neither waiting, failed, cancelled, before the period nor another company's counts.
    await order({ total: '50.00', status: 'pending', paidAt: null });
    await order({ total: '50.00', status: 'failed', paidAt: null });
    await order({ total: '50.00', status: 'cancelled', paidAt: now });
    await order({ total: '50.00', paidAt: new Date(now.getTime() - 8 * DAY) });
    await seedStorefrontOrder(t.db, { companyId: (await storefrontOwner()).company.id, total: '9.00', paidAt: now });

    const week = await analytics(cookie, '?days=7');
    expect(week.series.map((d) => d.orders)).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(week.series.at(-1)).toMatchObject({ day: today, orders: 2, revenue: '125.10', fees: '3.23' });
    expect(week.series[3]).toMatchObject({ day: daysBefore(today, 3), revenue: '19.99', fees: '0.40' });
    expect(week.series[0]).toMatchObject({ orders: 0, revenue: '0.00', fees: '0.00' });
    expect(week.totals).toEqual({ views: 0, leads: 0, orders: 3, revenue: '145.09', fees: '3.63' });
    expect((await analytics(cookie, '?days=30')).totals).toMatchObject({ orders: 4, revenue: '195.09' });
  });

  it.each(['days=5', 'days=abc', 'days=-7', 'days=7.5'])('refuses ?%s (400)', async (query) => {
    const { cookie } = await owner();
    const response = await call('GET', `/api/landing-page-analytics?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), fields: { days: expect.any(String) } });
  });

  it('explains the periods it offers', async () => {
    const { cookie } = await owner();
    const response = await call('GET', '/api/landing-page-analytics?days=14', cookie);
    expect(response.json()).toEqual({
      message: 'Choose 7, 30 or 90 days',
      fields: { days: 'Choose 7, 30 or 90 days' },
    });
  });
});
