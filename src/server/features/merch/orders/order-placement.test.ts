import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchCheckout } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { ADDRESS, DECLINED_CARD, orderHelpers, seedCoupon, seedProduct } from './orders.test-helpers';

describe('placing a merchandise order (test mode)', () => {
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = orderHelpers(t);
  });
  afterAll(() => t.close());

  it('computes every figure on the server and ignores the client totals', async () => {
    const { cookie, company } = await h.owner();
    const placed = await h.place(cookie, {
      items: { 'yard-signs': 3, 'business-cards': 2 },
      subtotal: '0.01',
      commission: '9999.00',
      total: '0.00',
      originalTotal: '-5',
      discountAmount: '500.00',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, status, redirectUrl } = placed.json<MerchCheckout>();
    expect(status).toBe('succeeded');
    expect(redirectUrl).toBeNull();
    expect(order).toMatchObject({
      status: 'paid',
      subtotal: '106.95', // 3 x 8.99 + 2 x 39.99
      commission: '32.00', // 3 x 4.00 + 2 x 10.00
      originalTotal: '138.95',
      discountAmount: '0.00',
      total: '138.95',
      couponCode: null,
      shippingAddress: { ...ADDRESS, line2: null, country: 'US' },
    });
    expect(order.orderNumber).toBe(`M-${String(order.id).padStart(6, '0')}`);
    expect(order.items).toEqual([
      expect.objectContaining({
        slug: 'yard-signs',
        quantity: 3,
        basePrice: '8.99',
        markup: '4.00',
        unitPrice: '12.99',
        lineTotal: '38.97',
        commission: '12.00',
        customization: null,
      }),
      expect.objectContaining({
        slug: 'business-cards',
        quantity: 2,
        unitPrice: '49.99',
        lineTotal: '99.98',
        commission: '20.00',
      }),
    ]);
    const [row] = await h.ordersOf(company.id);
    expect(row).toMatchObject({ total: '138.95', commission: '32.00', subtotal: '106.95', userId: expect.any(Number) });
  });

  it('charges 4242... at once: paid with brand and last four, and no card number kept', async () => {
    const { cookie, company } = await h.owner();
    const placed = await h.place(cookie, { items: { keychains: 10 } });
    expect(placed.statusCode).toBe(201);
    expect(placed.json<MerchCheckout>().order).toMatchObject({
      status: 'paid',
      total: '29.90',
      cardBrand: 'visa',
      cardLast4: '4242',
      paidAt: expect.any(String),
    });
    const [row] = await h.ordersOf(company.id);
    expect(row).toMatchObject({ provider: 'test', providerPaymentId: expect.stringMatching(/^pay_test_/) });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(stored).not.toContain('12/40');
  });

  it('changes nothing when the card is declined: 402, no order, no coupon use', async () => {
    const { cookie, company } = await h.owner();
    const coupon = await seedCoupon(t.db);
    const refused = await h.place(cookie, { items: { 'yard-signs': 1 }, couponCode: coupon.code, card: DECLINED_CARD });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Your card was declined.');
    expect(await h.ordersOf(company.id)).toHaveLength(0);
    expect(await h.usagesOf(coupon.id)).toHaveLength(0);
    expect((await h.coupon(coupon.id)).usageCount).toBe(0);
  });

  it('refuses bad input with the messages and writes nothing', async () => {
    const { cookie, company } = await h.owner();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ items: {} }, { items: 'Your cart is empty' }],
      [{ items: { 'no-such-thing': 1 } }, { items: 'Product no-such-thing is not in the catalogue' }],
      [{ items: { 'yard-signs': 0 } }, { 'items.yard-signs': 'Quantity must be a whole number from 1 to 999' }],
      [
        { items: { 'yard-signs': 1 }, shippingAddress: undefined },
        { shippingAddress: 'A shipping address is required' },
      ],
      [
        { items: { 'yard-signs': 1 }, shippingAddress: { ...ADDRESS, name: ' ', city: '', postalCode: '1234' } },
        {
          'shippingAddress.name': 'Please enter the name to ship to',
          'shippingAddress.city': 'Please enter the city',
          'shippingAddress.postalCode': 'Please enter a valid ZIP code',
        },
      ],
      [{ items: { 'yard-signs': 1 }, card: undefined }, { card: 'Please enter your card details' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await h.place(cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fields).toMatchObject(fields);
    }
    const retired = await seedProduct(t.db, { isActive: false });
    const gone = await h.place(cookie, { items: { [retired.slug]: 1 } });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields).toEqual({ items: `Product ${retired.slug} is not in the catalogue` });
    const noKey = await h.call('POST', '/api/merchandise-orders', cookie, {
      items: { 'yard-signs': 1 },
      shippingAddress: ADDRESS,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('An Idempotency-Key header is required to place an order');
    expect(await h.ordersOf(company.id)).toHaveLength(0);
  });

  it("keeps a design on a customizable product, with a logo of the company's own uploads only", async () => {
    const { cookie, company } = await h.owner();
    const other = await h.owner();
    const mine = await uploadLogo(cookie);
    const theirs = await uploadLogo(other.cookie);
    const design = (logoUrl: string | null) => ({
      logoUrl,
      primaryColor: '#0F766E',
      secondaryColor: '#ffffff',
      textLines: ['Greenline'],
    });

    const foreign = await h.place(cookie, {
      items: { 'yard-signs': 2 },
      customizations: { 'yard-signs': design(theirs) },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      'customizations.yard-signs.logoUrl': 'The logo must be one of your uploaded pictures',
    });
    const plain = await seedProduct(t.db, { customizable: false, name: 'Plain Pens' });
    const notCustom = await h.place(cookie, {
      items: { [plain.slug]: 1 },
      customizations: { [plain.slug]: design(null) },
    });
    expect(notCustom.statusCode).toBe(400);
    expect(notCustom.json().message).toBe('Plain Pens cannot be customised');
    expect(await h.ordersOf(company.id)).toHaveLength(0);

    const ok = await h.place(cookie, {
      items: { 'yard-signs': 2, keychains: 1 },
      customizations: { 'yard-signs': design(mine), 'polo-shirts': design(null) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [signs, keychains] = ok.json<MerchCheckout>().order.items;
    expect(signs.customization).toEqual({ ...design(mine), primaryColor: '#0f766e' });
    expect(keychains.customization).toBeNull();
  });

  /** Uploads a logo as the company's (the company feature's endpoint) and answers its URL. */
  async function uploadLogo(cookie: string): Promise<string> {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { cookie, 'content-type': 'image/png' },
      payload: png,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().logo as string;
  }
});
