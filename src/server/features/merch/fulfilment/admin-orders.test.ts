import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMerchOrderSchema, MERCH_ORDER_STATUSES } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { seedCompany, seedMerchandiseOrder, seedUser } from '../../../db/seed/factories';
import { fulfilmentHelpers } from './fulfilment.test-helpers';

describe("the administrator's list of every business's merchandise orders", () => {
  let t: TestApp;
  let h: ReturnType<typeof fulfilmentHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = fulfilmentHelpers(t);
  });
  afterAll(() => t.close());

  const get = async (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: cookie ?? (await h.admin()) } });
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  /** Two businesses' orders, created a minute apart: the newest is Harbor's delivered one. */
  async function twoBusinesses() {
    const greenline = await seedCompany(t.db, { userId: (await seedUser(t.db)).id, name: 'Greenline Landscaping' });
    const harbor = await seedCompany(t.db, { userId: (await seedUser(t.db)).id, name: 'Harbor Pools' });
    const made = [];
    const plan = [
      [greenline, 'paid'],
      [harbor, 'pending'],
      [greenline, 'shipped'],
      [harbor, 'paid'],
      [harbor, 'delivered'],
    ] as const;
    for (const [i, [company, status]] of plan.entries()) {
      made.push(
        await seedMerchandiseOrder(t.db, { companyId: company.id, status, createdAt: minutesAgo(plan.length - i) }),
      );
    }
    return { greenline, harbor, newestFirst: made.reverse() };
  }

  it('lists every business, newest first with its company name, by status, in pages with X-Total-Count', async () => {
    const { greenline, harbor, newestFirst } = await twoBusinesses();
    const all = await get('/api/admin/merchandise-orders?limit=100');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('5');
    const rows = all.json();
    expect(rows.map((o: { id: number }) => o.id)).toEqual(newestFirst.map((o) => o.id));
    for (const row of rows) expect(adminMerchOrderSchema.parse(row)).toEqual(row);
    expect(rows[0]).toMatchObject({ companyId: harbor.id, companyName: 'Harbor Pools', status: 'delivered' });
    expect(rows[2]).toMatchObject({ companyId: greenline.id, companyName: 'Greenline Landscaping' });
    expect(rows[0]).not.toHaveProperty('providerPaymentId');

    const paid = await get('/api/admin/merchandise-orders?status=paid');
    expect(paid.headers['x-total-count']).toBe('2');
    expect(paid.json().map((o: { companyName: string }) => o.companyName)).toEqual([
      'Harbor Pools',
      'Greenline Landscaping',
    ]);

    const second = await get('/api/admin/merchandise-orders?limit=2&offset=2');
    expect(second.headers['x-total-count']).toBe('5');
    expect(second.json().map((o: { id: number }) => o.id)).toEqual(newestFirst.slice(2, 4).map((o) => o.id));
    const past = await get('/api/admin/merchandise-orders?limit=2&offset=10');
    expect(past.json()).toEqual([]);
  });

  it('counts the orders by status for the cards', async () => {
    const before = (await get('/api/admin/merchandise-orders/summary')).json();
    expect(Object.keys(before.counts).sort()).toEqual([...MERCH_ORDER_STATUSES].sort());
    const { greenline } = await twoBusinesses();
    await seedMerchandiseOrder(t.db, { companyId: greenline.id, status: 'cancelled' });
    const after = await get('/api/admin/merchandise-orders/summary');
    expect(after.statusCode).toBe(200);
    const added = Object.fromEntries(MERCH_ORDER_STATUSES.map((s) => [s, after.json().counts[s] - before.counts[s]]));
    expect(added).toEqual({ pending: 1, paid: 2, in_production: 0, shipped: 1, delivered: 1, cancelled: 1 });
    expect(after.json().total - before.total).toBe(6);
  });

  it('refuses bad paging and an unknown status (400)', async () => {
    for (const query of ['status=lost', 'limit=0', 'limit=101', 'offset=-1', 'limit=ten']) {
      const refused = await get(`/api/admin/merchandise-orders?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toEqual(expect.any(String));
    }
  });

  it('is closed to owners (403) and visitors (401)', async () => {
    const { cookie } = await signedInOwner(t);
    for (const url of ['/api/admin/merchandise-orders', '/api/admin/merchandise-orders/summary']) {
      expect((await get(url, cookie)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
