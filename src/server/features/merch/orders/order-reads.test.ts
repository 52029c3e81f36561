import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchOrder, MerchSummary } from '../../../../shared/merch/merch.schemas';
import { merchOrderSchema } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { seedMerchandiseOrder } from '../../../db/seed/factories';
import { orderHelpers } from './orders.test-helpers';

describe("the owner's merchandise orders: list, summary, one", () => {
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = orderHelpers(t);
  });
  afterAll(() => t.close());

  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  it('pages the orders newest first with the total, and filters by status', async () => {
    const { cookie, company } = await h.owner();
    const statuses = ['paid', 'pending', 'shipped', 'cancelled', 'paid'];
    const seeded = [];
    for (const [i, status] of statuses.entries()) {
      seeded.push(await seedMerchandiseOrder(t.db, { companyId: company.id, status, createdAt: minutesAgo(50 - i) }));
    }
    await seedMerchandiseOrder(t.db, { companyId: (await h.owner()).company.id });
    const newestFirst = seeded.map((o) => o.id).reverse();

    const page = await h.call('GET', '/api/merchandise-orders?limit=2&offset=1', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('5');
    const items = page.json<MerchOrder[]>();
    expect(items.map((o) => o.id)).toEqual(newestFirst.slice(1, 3));
    for (const item of items) expect(merchOrderSchema.parse(item)).toEqual(item);

    const paid = await h.call('GET', '/api/merchandise-orders?status=paid', cookie);
    expect(paid.headers['x-total-count']).toBe('2');
    expect(paid.json<MerchOrder[]>().map((o) => o.id)).toEqual([seeded[4].id, seeded[0].id]);

    const bad = await h.call('GET', '/api/merchandise-orders?status=lost&limit=0', cookie);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['limit', 'status']);
  });

  it('reads one order of the company', async () => {
    const { cookie } = await h.owner();
    const placed = await h.place(cookie, { items: { 'vehicle-magnets': 2 } });
    const { order } = placed.json<{ order: MerchOrder }>();
    const one = await h.call('GET', `/api/merchandise-orders/${order.id}`, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(order);
    expect(one.json()).toMatchObject({ total: '69.98', commission: '10.00', subtotal: '59.98' });
    const missing = await h.call('GET', '/api/merchandise-orders/999999', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
  });

  it("sums paid orders not cancelled, and counts this month's in the owner's time zone", async () => {
    const { cookie, company } = await h.owner({ timezone: 'America/Los_Angeles' });
    const seed = (over: Parameters<typeof seedMerchandiseOrder>[1]) => seedMerchandiseOrder(t.db, over);
    const companyId = company.id;
    // Los Angeles's month; 03:00 UTC on its 1st is still the month before there, 09:00 UTC is in it.
    const [year, month] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' }).split('-');
    const firstAt = (hour: number) => new Date(Date.UTC(Number(year), Number(month) - 1, 1, hour));
    await seed({ companyId, commission: '10.00', createdAt: minutesAgo(1) });
    await seed({ companyId, commission: '2.50', status: 'delivered', createdAt: firstAt(9) });
    await seed({ companyId, commission: '4.00', status: 'shipped', createdAt: firstAt(3) });
    await seed({ companyId, commission: '7.25', createdAt: new Date(Date.UTC(Number(year), Number(month) - 3, 15)) });
    // Not counted: waiting for payment, or cancelled (even once paid).
    await seed({ companyId, commission: '50.00', status: 'pending', paidAt: null, createdAt: minutesAgo(1) });
    await seed({ companyId, commission: '60.00', status: 'cancelled', createdAt: minutesAgo(1) });
    await seed({ companyId: (await h.owner()).company.id, commission: '99.00' });

    const summary = await h.call('GET', '/api/merchandise-orders/summary', cookie);
    expect(summary.statusCode).toBe(200);
    expect(summary.json<MerchSummary>()).toEqual({ totalOrders: 4, commissionEarned: '23.75', thisMonth: 2 });

    const fresh = await h.owner();
    const empty = await h.call('GET', '/api/merchandise-orders/summary', fresh.cookie);
    expect(empty.json()).toEqual({ totalOrders: 0, commissionEarned: '0.00', thisMonth: 0 });
  });
});
