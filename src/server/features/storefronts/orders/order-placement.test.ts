import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderReceipt, PlaceOrderResult } from '../../../../shared/storefronts/order.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { notifications } from '../../../db/schema';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { DECLINED_CARD, newKey, orderForm, orderTestApi } from './orders.test-helpers';

describe('storefront orders in test mode: placing one, paid by card at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const h = orderTestApi(() => t);

  it('prices the cart on the server, takes the stock, charges the card and records the fee', async () => {
    const s = await h.shop();
    // A client's price is not part of the contract: it is dropped, and the catalogue's is charged.
    const form = orderForm([
      { productId: s.gift.id, quantity: 2, price: '0.01' } as never,
      { productId: s.voucher.id, quantity: 3 },
    ]);
    const placed = await h.place(s.subdomain, form);
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<PlaceOrderResult>();
    expect(answer).toEqual({
      status: 'paid',
      redirectUrl: null,
      receiptToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const order = await h.orderByToken(answer.receiptToken);
    expect(order).toMatchObject({
      companyId: s.companyId,
      status: 'paid',
      subtotal: '109.97',
      total: '109.97',
      tierName: 'basic',
      feePercent: '2.90',
      // 2.9 % of 109.97 = 3.18913: 3.19.
      feeAmount: '3.19',
      provider: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      buyerName: 'Riley Buyer',
      buyerEmail: form.email,
      buyerPhone: '555-0142',
      notes: 'Leave at the gate',
    });
    expect(order.reference).toMatch(/^SO-[A-Z0-9]{6}$/);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.providerPaymentId).toMatch(/^pay_test_/);
    expect(await h.linesOf(order.id)).toMatchObject([
      { productId: s.gift.id, name: 'Gift card', sku: 'GC-25', unitPrice: '25.00', quantity: 2, lineTotal: '50.00' },
      { productId: s.voucher.id, name: 'Mowing voucher', unitPrice: '19.99', quantity: 3, lineTotal: '59.97' },
    ]);
    expect(await h.inventoryOf(s.gift.id)).toBe(8);
    expect(await h.inventoryOf(s.voucher.id)).toBe(-1);
    expect(await h.feeRows(order.id)).toMatchObject([
      {
        companyId: s.companyId,
        type: 'payment',
        amount: '109.97',
        platformFeePercent: '2.90',
        platformFeeAmount: '3.19',
        providerAmount: '106.78',
        connectedAccountId: s.account!.id,
        externalTransactionId: order.providerPaymentId,
        invoiceId: null,
        paymentId: null,
      },
    ]);
    const [customer] = await h.customersNamed(s.companyId, form.email);
    expect(customer).toMatchObject({ name: 'Riley Buyer', phone: '555-0142' });
    expect(order.customerId).toBe(customer.id);
  });

  it('sends the buyer a receipt, and the owner an e-mail and a notification', async () => {
    const s = await h.shop();
    const form = orderForm([{ productId: s.gift.id, quantity: 1 }]);
    const answer = (await h.place(s.subdomain, form)).json<PlaceOrderResult>();
    const order = await h.orderByToken(answer.receiptToken);
    const receipt = await waitForOutbox(t.db, (m) => m.to === form.email);
    expect(receipt.subject).toBe(`Your order ${order.reference} from Greenline Landscaping: $25.00 paid`);
    expect(receipt.text).toContain('1 × Gift card: $25.00');
    expect(receipt.text).toContain('(555) 010-2000');
    expect(receipt.text).toContain(`/landing/${s.subdomain}?order=${answer.receiptToken}`);
    const notice = await waitForOutbox(t.db, (m) => m.to === s.user.email && m.subject.startsWith('New order'));
    expect(notice.subject).toBe(`New order ${order.reference} from Riley Buyer: $25.00`);
    expect(notice.replyTo).toBe(form.email);
    expect(notice.text).toContain('Leave at the gate');
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.kind, 'storefront.order')));
    expect(notes).toMatchObject([{ title: 'New order from Riley Buyer', body: `${order.reference} · $25.00` }]);
  });

  it('fixes the fee of the storefront tier on the order, in exact cents', async () => {
    const expected = { basic: ['2.90', '2.17'], pro: ['2.50', '1.87'], enterprise: ['2.00', '1.50'] };
    for (const [tierName, [percent, fee]] of Object.entries(expected)) {
      const s = await h.shop({ tierName });
      // 3 × 24.95 = 74.85: 2.9 % is 2.17065, 2.5 % is 1.87125, 2 % is 1.497.
      const product = await seedLandingProduct(t.db, { companyId: s.companyId, price: '24.95' });
      const answer = (await h.place(s.subdomain, orderForm([{ productId: product.id, quantity: 3 }]))).json();
      const order = await h.orderByToken(answer.receiptToken);
      expect(order, tierName).toMatchObject({ total: '74.85', tierName, feePercent: percent, feeAmount: fee });
      expect(await h.feeRows(order.id), tierName).toMatchObject([
        { platformFeePercent: percent, platformFeeAmount: fee },
      ]);
    }
  });

  it('answers the same Idempotency-Key with the first order, and refuses it for another cart', async () => {
    const s = await h.shop();
    const key = newKey();
    const form = orderForm([{ productId: s.gift.id, quantity: 2 }]);
    const first = await h.place(s.subdomain, form, key);
    expect(first.statusCode).toBe(201);
    const again = await h.place(s.subdomain, form, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await h.place(s.subdomain, orderForm([{ productId: s.gift.id, quantity: 3 }]), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was used for another order' });
    expect(await h.orderRows(s.companyId)).toHaveLength(1);
    expect(await h.inventoryOf(s.gift.id)).toBe(8);
  });

  it('fails the order of a declined card: 402, stock given back, no customer, no fee', async () => {
    const s = await h.shop();
    const key = newKey();
    const form = orderForm([{ productId: s.gift.id, quantity: 4 }], { card: DECLINED_CARD });
    const declined = await h.place(s.subdomain, form, key);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    const [order] = await h.orderRows(s.companyId);
    expect(order).toMatchObject({ status: 'failed', paidAt: null, cardLast4: '0002', customerId: null });
    expect(await h.inventoryOf(s.gift.id)).toBe(10);
    expect(await h.feeRows(order.id)).toHaveLength(0);
    expect(await h.customersNamed(s.companyId, form.email)).toHaveLength(0);
    // The same key answers the same refusal; a new key with a good card pays.
    expect((await h.place(s.subdomain, form, key)).statusCode).toBe(402);
    const paid = await h.place(s.subdomain, { ...form, card: orderForm([]).card });
    expect(paid.statusCode).toBe(201);
    expect(await h.inventoryOf(s.gift.id)).toBe(6);
    const shown = await h.receipt(s.subdomain, order.publicToken);
    expect(shown.json<OrderReceipt>()).toMatchObject({
      status: 'failed',
      message: 'This order was not paid, and nothing was charged.',
    });
  });

  it('shows the receipt of its own storefront only', async () => {
    const s = await h.shop();
    const answer = (await h.place(s.subdomain, orderForm([{ productId: s.gift.id, quantity: 2 }]))).json();
    const order = await h.orderByToken(answer.receiptToken);
    const shown = await h.receipt(s.subdomain.toUpperCase(), answer.receiptToken);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({
      reference: order.reference,
      status: 'paid',
      total: '50.00',
      lines: [{ name: 'Gift card', sku: 'GC-25', unitPrice: '25.00', quantity: 2, lineTotal: '50.00' }],
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt!.toISOString(),
      message: 'Thank you! Your order is paid.',
    });
    const other = await h.shop();
    for (const [subdomain, token] of [
      [other.subdomain, answer.receiptToken],
      [s.subdomain, 'f'.repeat(64)],
    ]) {
      const missing = await h.receipt(subdomain, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Order not found' });
    }
    expect((await h.receipt('no-such-shop-here', answer.receiptToken)).json()).toEqual({
      message: 'Landing page not found',
    });
    expect((await h.receipt(s.subdomain, 'x'.repeat(65))).statusCode).toBe(400);
  });
});
