import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../../shared/storefronts/order.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { storefrontPaymentsOf } from './order-reads.service';
import { ORDER_LIMITS } from './orders.routes';
import { newKey, nextAddress, orderForm, orderTestApi } from './orders.test-helpers';

describe('storefront orders: what is refused, and the last items under concurrent orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const h = orderTestApi(() => t);

  /** The refusal's status and body, and nothing written: no order, the stock as it was. */
  async function refused(
    s: Awaited<ReturnType<typeof h.shop>>,
    payload: object,
    status: number,
    body: object,
    opts: { key?: string | null; subdomain?: string } = {},
  ) {
    const response = await h.place(
      opts.subdomain ?? s.subdomain,
      payload,
      opts.key === undefined ? newKey() : opts.key,
    );
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual(body);
    expect(await h.orderRows(s.companyId)).toHaveLength(0);
    expect(await h.inventoryOf(s.gift.id)).toBe(10);
  }

  it('answers 404 for an unknown or inactive storefront, before asking for a key', async () => {
    const s = await h.shop();
    const form = orderForm([{ productId: s.gift.id, quantity: 1 }]);
    const notFound = { message: 'Landing page not found' };
    await refused(s, form, 404, notFound, { subdomain: 'no-such-shop-here', key: null });
    await refused(s, form, 404, notFound, { subdomain: 'not_a_subdomain' });
    const inactive = await h.shop({ isActive: false });
    await refused(inactive, orderForm([{ productId: inactive.gift.id, quantity: 1 }]), 404, notFound);
  });

  it('requires an Idempotency-Key, a payout account and (test mode) a card', async () => {
    const s = await h.shop();
    const form = orderForm([{ productId: s.gift.id, quantity: 1 }]);
    await refused(s, form, 400, { message: 'Idempotency-Key header is required', fields: {} }, { key: null });
    const unpaid = await h.shop({ payouts: false });
    await refused(unpaid, orderForm([{ productId: unpaid.gift.id, quantity: 1 }]), 409, {
      message: 'This business is not taking card payments yet. Please send a request instead.',
    });
    await refused(s, { ...form, card: undefined }, 400, {
      message: 'Please enter your card details',
      fields: { card: 'Please enter your card details' },
    });
  });

  it('tells the public page how the business takes payment: null without a payout account', async () => {
    const s = await h.shop();
    expect(await storefrontPaymentsOf(t.ctx, s.companyId)).toEqual({ mode: 'test' });
    const unpaid = await h.shop({ payouts: false });
    expect(await storefrontPaymentsOf(t.ctx, unpaid.companyId)).toBeNull();
  });

  it('refuses a bad cart with the shared wording', async () => {
    const s = await h.shop();
    const line = { productId: s.gift.id, quantity: 1 };
    await refused(s, orderForm([]), 400, { message: 'Your cart is empty', fields: { items: 'Your cart is empty' } });
    for (const quantity of [0, 100, 1.5, '2']) {
      const response = await h.place(s.subdomain, orderForm([{ ...line, quantity } as never]));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields['items.0.quantity']).toBe('Please choose a quantity between 1 and 99');
    }
    // An id past the database's integers is refused as an unknown product, not sent to the database.
    const huge = await h.place(s.subdomain, orderForm([{ ...line, productId: 2_147_483_648 }]));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields).toHaveProperty(['items.0.productId']);
    const noName = await h.place(s.subdomain, orderForm([line], { name: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty('name');
    const badEmail = await h.place(s.subdomain, orderForm([line], { email: 'not-an-address' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toHaveProperty('email');
    const dear = await seedLandingProduct(t.db, { companyId: s.companyId, price: '99999999.99' });
    const tooLarge = 'This order is too large to pay online. Please send a request instead.';
    await refused(s, orderForm([{ productId: dear.id, quantity: 2 }]), 400, {
      message: tooLarge,
      fields: { items: tooLarge },
    });
  });

  it('refuses a product of another storefront, an inactive one or none (404), and changes nothing', async () => {
    const s = await h.shop();
    const other = await h.shop();
    const inactive = await seedLandingProduct(t.db, { companyId: s.companyId, isActive: false });
    const gone = {
      message: 'This product is no longer available',
      fields: { items: 'This product is no longer available' },
    };
    for (const productId of [other.gift.id, inactive.id, 2_147_483_647]) {
      await refused(
        s,
        orderForm([
          { productId: s.gift.id, quantity: 2 },
          { productId, quantity: 1 },
        ]),
        404,
        gone,
      );
    }
    expect(await h.inventoryOf(other.gift.id)).toBe(10);
  });

  it('refuses more than the stock left (409) and takes none of the cart', async () => {
    const s = await h.shop();
    const last = await seedLandingProduct(t.db, { companyId: s.companyId, name: 'Pool kit', inventory: 2 });
    const message = 'Only 2 left of Pool kit';
    await refused(
      s,
      orderForm([
        { productId: s.gift.id, quantity: 5 },
        { productId: last.id, quantity: 3 },
      ]),
      409,
      { message, fields: { items: message } },
    );
    expect(await h.inventoryOf(last.id)).toBe(2);
    // A product listed twice counts both quantities.
    const twice = await h.place(
      s.subdomain,
      orderForm([
        { productId: last.id, quantity: 2 },
        { productId: last.id, quantity: 1 },
      ]),
    );
    expect(twice.statusCode).toBe(409);
    const exact = await h.place(s.subdomain, orderForm([{ productId: last.id, quantity: 2 }]));
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await h.inventoryOf(last.id)).toBe(0);
    const none = await h.place(s.subdomain, orderForm([{ productId: last.id, quantity: 1 }]));
    expect(none.json()).toMatchObject({ message: 'Only 0 left of Pool kit' });
  });

  it('sells the last 3 items to exactly 3 of 8 concurrent orders, and never goes below zero', async () => {
    const s = await h.shop();
    const last = await seedLandingProduct(t.db, { companyId: s.companyId, name: 'Last ones', inventory: 3 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => h.place(s.subdomain, orderForm([{ productId: last.id, quantity: 1 }]))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await h.inventoryOf(last.id)).toBe(0);
    const orders = await h.orderRows(s.companyId);
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid', 'paid']);
    const tokens = answers.filter((a) => a.statusCode === 201).map((a) => a.json<PlaceOrderResult>().receiptToken);
    expect(new Set(tokens).size).toBe(3);
  });

  it('makes one order of concurrent requests with the same key', async () => {
    const s = await h.shop();
    const key = newKey();
    const form = orderForm([{ productId: s.gift.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => h.place(s.subdomain, form, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<PlaceOrderResult>().receiptToken)).size).toBe(1);
    expect(await h.orderRows(s.companyId)).toHaveLength(1);
    expect(await h.inventoryOf(s.gift.id)).toBe(9);
  });

  it('limits each client address to 10 orders a minute: the 11th answers 429 with Retry-After and writes nothing', async () => {
    const s = await h.shop();
    const address = nextAddress();
    const form = orderForm([{ productId: s.voucher.id, quantity: 1 }]);
    for (let i = 0; i < ORDER_LIMITS[0].max; i++) {
      expect((await h.place(s.subdomain, form, newKey(), address)).statusCode).toBe(201);
    }
    const limited = await h.place(s.subdomain, form, newKey(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many orders from this address. Please wait a few minutes and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await h.orderRows(s.companyId)).toHaveLength(ORDER_LIMITS[0].max);
    expect((await h.place(s.subdomain, form, newKey(), nextAddress())).statusCode).toBe(201);
  });
});
