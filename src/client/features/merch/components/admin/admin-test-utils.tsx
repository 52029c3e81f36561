import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { Coupon } from '@shared/merch/coupons.schemas';
import type { AdminMerchOrder, MerchProduct } from '@shared/merch/merch.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleOwner } from '../../../../../test/client-fixtures';

// Tokyo, set before any date is read: a stored expiry (the end of its day in UTC) read as a local instant would land
// on the next day there.
process.env.TZ = 'Asia/Tokyo';

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

/** A list answer: the items, with their total in `X-Total-Count`. */
export const pageOf =
  <T,>(items: T[], total = items.length) =>
  () =>
    Response.json(items, { headers: { 'X-Total-Count': String(total) } });

/** The sonner toast a text is in (its title and description). */
export const toastOf = (text: HTMLElement) => text.closest('[data-sonner-toast]');

/** Renders with the app's providers, signed in as the platform's administrator. */
export function renderAdmin(ui: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, { ...sampleOwner, isAdmin: true });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
