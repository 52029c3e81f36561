import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult, StorefrontOrder } from '../../../../shared/storefronts/order.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { storefrontOrderLines, storefrontOrders } from '../../../db/schema';
import { seedStorefrontOrder } from '../../../db/seed/storefront-factories';
import { lapseStaleOrders } from './orders.jobs';
import { orderForm, orderTestApi } from './orders.test-helpers';

describe("storefront orders: the owner's list, detail, fulfilment and cancellation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const h = orderTestApi(() => t);

  /** A shop with one paid order of 2 gift cards (50.00), placed through the public API. */
  async function paidOrder() {
    const s = await h.shop();
    const form = orderForm([{ productId: s.gift.id, quantity: 2 }]);
    const answer = (await h.place(s.subdomain, form)).json<PlaceOrderResult>();
    return { ...s, form, order: await h.orderByToken(answer.receiptToken) };
  }

  it('lists the business orders a page at a time, the newest first, optionally of one status', async () => {
    const s = await paidOrder();
    const older = await seedStorefrontOrder(t.db, { companyId: s.companyId, status: 'fulfilled' });
    const failed = await seedStorefrontOrder(t.db, { companyId: s.companyId, status: 'failed', paidAt: null });
    await seedStorefrontOrder(t.db, { companyId: (await h.shop()).companyId });
    const all = await h.call('GET', '/api/storefront-orders', s.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<StorefrontOrder[]>().map((o) => o.id)).toEqual([failed.id, older.id, s.order.id]);
    const page = await h.call('GET', '/api/storefront-orders?limit=1&offset=1', s.cookie);
    expect(page.json<StorefrontOrder[]>().map((o) => o.id)).toEqual([older.id]);
    expect(page.headers['x-total-count']).toBe('3');
    const paid = await h.call('GET', '/api/storefront-orders?status=paid', s.cookie);
    expect(paid.headers['x-total-count']).toBe('1');
    expect(paid.json()).toEqual([
      {
        id: s.order.id,
        reference: s.order.reference,
        status: 'paid',
        buyerName: 'Riley Buyer',
        buyerEmail: s.form.email,
        buyerPhone: '555-0142',
        notes: 'Leave at the gate',
        customerId: s.order.customerId,
        subtotal: '50.00',
        total: '50.00',
        feePercent: '2.90',
        feeAmount: '1.45',
        cardBrand: 'visa',
        cardLast4: '4242',
        lines: [{ name: 'Gift card', sku: 'GC-25', unitPrice: '25.00', quantity: 2, lineTotal: '50.00' }],
        createdAt: s.order.createdAt.toISOString(),
        paidAt: s.order.paidAt!.toISOString(),
        fulfilledAt: null,
        cancelledAt: null,
      },
    ]);
    const bad = await h.call('GET', '/api/storefront-orders?status=lost', s.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('Status must be one of pending, paid, fulfilled, cancelled, failed');
    expect((await h.call('GET', '/api/storefront-orders?limit=0', s.cookie)).statusCode).toBe(400);
  });

  it('answers 404 for another company order exactly as for a missing one, on every id', async () => {
    const mine = await paidOrder();
    const stranger = await h.shop();
    for (const path of ['', '/fulfil', '/cancel']) {
      const method = path ? 'POST' : 'GET';
      const theirs = await h.call(method, `/api/storefront-orders/${mine.order.id}${path}`, stranger.cookie);
      const missing = await h.call(method, `/api/storefront-orders/2147483647${path}`, stranger.cookie);
      expect(theirs.statusCode, path).toBe(404);
      expect(theirs.json()).toEqual({ message: 'Order not found' });
      expect(missing.json()).toEqual(theirs.json());
      expect((await h.call(method, `/api/storefront-orders/abc${path}`, stranger.cookie)).statusCode).toBe(400);
    }
    expect((await h.call('GET', `/api/storefront-orders/${mine.order.id}`, mine.cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(storefrontOrders).where(eq(storefrontOrders.id, mine.order.id));
    expect(row.status).toBe('paid');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/storefront-orders' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('fulfils a paid order once and tells the buyer', async () => {
    const s = await paidOrder();
    const done = await h.call('POST', `/api/storefront-orders/${s.order.id}/fulfil`, s.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'fulfilled', fulfilledAt: expect.any(String) });
    const mail = await waitForOutbox(t.db, (m) => m.to === s.form.email && m.subject.endsWith('is on its way'));
    expect(mail.subject).toBe(`Your order ${s.order.reference} from Greenline Landscaping is on its way`);
    const again = await h.call('POST', `/api/storefront-orders/${s.order.id}/fulfil`, s.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only a paid order can be fulfilled' });
    const failed = await seedStorefrontOrder(t.db, { companyId: s.companyId, status: 'failed', paidAt: null });
    expect((await h.call('POST', `/api/storefront-orders/${failed.id}/fulfil`, s.cookie)).statusCode).toBe(409);
    // A fulfilled order is no longer cancellable.
    const cancel = await h.call('POST', `/api/storefront-orders/${s.order.id}/cancel`, s.cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      message: 'Only an order waiting on its payment, or paid and not yet fulfilled, can be cancelled',
    });
  });

  it('cancels a paid order: refunded in full with the fee given back, stock returned, once', async () => {
    const s = await paidOrder();
    expect(await h.inventoryOf(s.gift.id)).toBe(8);
    const cancelled = await h.call('POST', `/api/storefront-orders/${s.order.id}/cancel`, s.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await h.inventoryOf(s.gift.id)).toBe(10);
    const fees = await h.feeRows(s.order.id);
    expect(fees).toMatchObject([
      { type: 'payment', amount: '50.00', platformFeeAmount: '1.45' },
      {
        type: 'refund',
        amount: '-50.00',
        platformFeeAmount: '-1.45',
        providerAmount: '-48.55',
        connectedAccountId: s.account!.id,
        externalTransactionId: expect.stringMatching(/^re_test_/),
      },
    ]);
    await waitForOutbox(
      t.db,
      (m) => m.to === s.order.buyerEmail && /^Your order SO-\w+ from .+ was cancelled and refunded$/.test(m.subject),
    );
    const again = await h.call('POST', `/api/storefront-orders/${s.order.id}/cancel`, s.cookie);
    expect(again.statusCode).toBe(409);
    expect(await h.feeRows(s.order.id)).toHaveLength(2);
    expect(await h.inventoryOf(s.gift.id)).toBe(10);
  });

  it('cancels a pending order and gives its stock back; the sweep fails old pending ones', async () => {
    const s = await h.shop();
    const pending = await seedStorefrontOrder(t.db, { companyId: s.companyId, status: 'pending', paidAt: null });
    const cancelled = await h.call('POST', `/api/storefront-orders/${pending.id}/cancel`, s.cookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await h.feeRows(pending.id)).toHaveLength(0);

    // Two pending test-mode orders that took stock: one older than two hours, one recent.
    const old = await seedStorefrontOrder(t.db, {
      companyId: s.companyId,
      status: 'pending',
      paidAt: null,
      createdAt: new Date(Date.now() - 3 * 3_600_000),
    });
    const recent = await seedStorefrontOrder(t.db, { companyId: s.companyId, status: 'pending', paidAt: null });
    await t.db
      .update(storefrontOrderLines)
      .set({ productId: s.gift.id, quantity: 4 })
      .where(inArray(storefrontOrderLines.orderId, [old.id, recent.id]));
    await lapseStaleOrders(t.ctx);
    const rows = await h.orderRows(s.companyId);
    expect(rows.find((r) => r.id === old.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'The checkout page expired before the payment was made',
    });
    expect(rows.find((r) => r.id === recent.id)!.status).toBe('pending');
    expect(await h.inventoryOf(s.gift.id)).toBe(14);
  });
});
