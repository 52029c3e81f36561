import type { Coupon } from '@shared/merch/coupons.schemas';
import type { AdminMerchOrder, MerchProduct } from '@shared/merch/merch.schemas';

// The tests run in Tokyo (vitest.config.ts): a stored expiry (the end of its day in UTC) read as a local instant
// would land on the next day there.

/** A coupon as the API answers it; spread overrides for what the test is about. */
export function couponFixture(id: number, overrides: Partial<Coupon> = {}): Coupon {
  return {
    id,
    code: `CODE${id}`,
    name: null,
    description: null,
    discountType: 'percentage',
    discountValue: '10.00',
    maxUses: null,
    usageCount: 0,
    userLimit: 1,
    minimumAmount: null,
    maxDiscount: null,
    startsAt: null,
    expiresAt: null,
    isActive: true,
    appliesTo: null,
    durationMonths: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function orderFixture(id: number, overrides: Partial<AdminMerchOrder> = {}): AdminMerchOrder {
  return {
    id,
    orderNumber: `MO-${String(id).padStart(4, '0')}`,
    status: 'paid',
    items: [
      {
        productId: 2,
        slug: 'yard-signs',
        name: 'Yard Signs',
        imageUrl: '/merch/yard-signs.svg',
        quantity: 10,
        basePrice: '8.99',
        markup: '4.00',
        unitPrice: '12.99',
        lineTotal: '129.90',
        commission: '40.00',
        customization: null,
      },
    ],
    subtotal: '129.90',
    commission: '40.00',
    originalTotal: '129.90',
    couponCode: null,
    discountAmount: '0.00',
    total: '129.90',
    shippingAddress: null,
    carrier: null,
    trackingNumber: null,
    cardBrand: 'visa',
    cardLast4: '4242',
    paidAt: '2026-03-02T15:00:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    companyId: 3,
    companyName: 'Greenline Landscaping',
    ...overrides,
  };
}

export function productFixture(id: number, overrides: Partial<MerchProduct> = {}): MerchProduct {
  return {
    id,
    slug: 'yard-signs',
    name: 'Yard Signs',
    description: '18 x 24 in corrugated plastic with an H-stake.',
    category: 'signs',
    basePrice: '8.99',
    markup: '4.00',
    customerPrice: '12.99',
    imageUrl: '/merch/yard-signs.svg',
    rating: '4.7',
    customizable: true,
    previewShape: 'sign',
    isActive: true,
    ...overrides,
  };
}

export { pageOf, renderAdmin, toastOf } from '../../../../../test/admin-render';
