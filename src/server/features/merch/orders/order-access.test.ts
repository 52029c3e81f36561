import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { seedMerchandiseOrder, seedUser } from '../../../db/seed/factories';
import { orderHelpers } from './orders.test-helpers';

describe('who may reach merchandise orders', () => {
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = orderHelpers(t);
  });
  afterAll(() => t.close());

  const routes = (id: number): Array<['GET' | 'POST', string]> => [
    ['GET', '/api/merchandise-orders'],
    ['GET', '/api/merchandise-orders/summary'],
    ['GET', `/api/merchandise-orders/${id}`],
    ['POST', '/api/merchandise-orders'],
    ['POST', `/api/merchandise-orders/${id}/confirm`],
    ['POST', `/api/merchandise-orders/${id}/cancel`],
  ];

  it("answers another company's order exactly as a missing one, and changes nothing", async () => {
    const mine = await h.owner();
    const stranger = await h.owner();
    const order = await seedMerchandiseOrder(t.db, { companyId: mine.company.id, status: 'pending', paidAt: null });
    for (const id of [order.id, 2_000_000_000]) {
      for (const action of ['', '/confirm', '/cancel']) {
        const method = action ? 'POST' : 'GET';
        const answer = await h.call(method, `/api/merchandise-orders/${id}${action}`, stranger.cookie);
        expect(answer.statusCode, `${method} ${id}${action}`).toBe(404);
        expect(answer.json()).toEqual({ message: 'Order not found' });
      }
    }
    expect(await h.order(order.id)).toMatchObject({ status: 'pending', cancelledAt: null });
    const list = await h.call('GET', '/api/merchandise-orders', stranger.cookie);
    expect(list.json()).toEqual([]);
  });

  it('lets the owner cancel only a pending order, and confirm answers it as it is in test mode', async () => {
    const { cookie, company } = await h.owner();
    const waiting = await seedMerchandiseOrder(t.db, { companyId: company.id, status: 'pending', paidAt: null });
    const confirmed = await h.call('POST', `/api/merchandise-orders/${waiting.id}/confirm`, cookie);
    expect(confirmed.json()).toMatchObject({ id: waiting.id, status: 'pending' });
    const cancelled = await h.call('POST', `/api/merchandise-orders/${waiting.id}/cancel`, cookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });

    const paid = await seedMerchandiseOrder(t.db, { companyId: company.id, orderNumber: 'M-PAID-1' });
    const refused = await h.call('POST', `/api/merchandise-orders/${paid.id}/cancel`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Order M-PAID-1 is paid and can no longer be cancelled');
    expect((await h.order(paid.id)).status).toBe('paid');
  });

  it('answers 401 to a visitor, 403 before verification and 404 before the company exists', async () => {
    const order = await seedMerchandiseOrder(t.db, { companyId: (await h.owner()).company.id });
    for (const [method, url] of routes(order.id)) {
      expect((await h.call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    for (const [method, url] of routes(order.id)) {
      expect((await h.call(method, url, unverifiedCookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    const noCompany = await seedUser(t.db);
    const cookie = await signIn(t.app, noCompany.email, noCompany.plainPassword);
    const placed = await h.place(cookie, { items: { keychains: 1 } });
    expect(placed.statusCode).toBe(404);
    expect(placed.json().message).toBe('Company not found');
  });
});
