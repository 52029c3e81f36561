import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { CouponValidation } from '@shared/merch/coupons.schemas';
import type { MerchOrder, MerchProduct, MerchStore, MerchSummary } from '@shared/merch/merch.schemas';
import { fromCents, toCents } from '@shared/money';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { SuppliesPage } from './supplies-page';

const product = (
  id: number,
  slug: string,
  name: string,
  category: MerchProduct['category'],
  basePrice: string,
  markup: string,
  rating: string,
  previewShape: MerchProduct['previewShape'],
): MerchProduct => ({
  id,
  slug,
  name,
  description: `${name} printed with your logo, ready for the job site.`,
  category,
  basePrice,
  markup,
  customerPrice: fromCents(toCents(basePrice) + toCents(markup)),
  imageUrl: `/merch/${slug}.svg`,
  rating,
  customizable: true,
  previewShape,
  isActive: true,
});

/** The specification's six products, in the catalogue's order. */
export const products: MerchProduct[] = [
  product(1, 'business-cards', 'Business Cards', 'cards', '39.99', '10.00', '4.8', 'card'),
  product(2, 'yard-signs', 'Yard Signs', 'signs', '8.99', '4.00', '4.7', 'sign'),
  product(3, 'polo-shirts', 'Polo Shirts', 'apparel', '19.99', '5.00', '4.6', 'shirt'),
  product(4, 'water-bottles', 'Water Bottles', 'promotional', '6.99', '2.00', '4.5', 'bottle'),
  product(5, 'vehicle-magnets', 'Vehicle Magnets', 'signs', '29.99', '5.00', '4.9', 'magnet'),
  product(6, 'keychains', 'Keychains', 'promotional', '1.99', '1.00', '4.5', 'keychain'),
];

export const store: MerchStore = { products, paymentMode: 'test' };
export const summary: MerchSummary = { totalOrders: 12, commissionEarned: '1234.50', thisMonth: 3 };

export function orderFixture(id: number, overrides: Partial<MerchOrder> = {}): MerchOrder {
  return {
    id,
    orderNumber: `M-${String(id).padStart(6, '0')}`,
    status: 'paid',
    items: [
      {
        productId: 2,
        slug: 'yard-signs',
        name: 'Yard Signs',
        imageUrl: '/merch/yard-signs.svg',
        quantity: 3,
        basePrice: '8.99',
        markup: '4.00',
        unitPrice: '12.99',
        lineTotal: '38.97',
        commission: '12.00',
        customization: {
          logoUrl: null,
          primaryColor: '#0f766e',
          secondaryColor: '#ffffff',
          textLines: ['Greenline Landscaping', '555-0100'],
        },
      },
    ],
    subtotal: '26.97',
    commission: '12.00',
    originalTotal: '38.97',
    couponCode: null,
    discountAmount: '0.00',
    total: '38.97',
    shippingAddress: {
      name: 'Greenline Landscaping',
      line1: '12 Elm Street',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    },
    carrier: null,
    trackingNumber: null,
    cardBrand: 'visa',
    cardLast4: '4242',
    paidAt: '2026-03-05T03:00:05.000Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
    createdAt: '2026-03-05T03:00:00.000Z',
    ...overrides,
  };
}

/** The coupon endpoint: SAVE10 takes 10 % (rounded half up), anything else is refused with the server's reason. */
export function validateCoupon({ body }: { body: unknown }) {
  const { code, orderAmount } = body as { code: string; orderAmount: string };
  const amount = toCents(orderAmount);
  const valid = code === 'SAVE10';
  const discount = valid ? Math.floor((amount * 1000 + 5000) / 10000) : 0;
  const answer: CouponValidation = {
    valid,
    coupon: valid ? { code, discountType: 'percentage', discountValue: '10.00', durationMonths: null } : null,
    discountAmount: fromCents(discount),
    finalAmount: fromCents(amount - discount),
    message: valid ? 'Coupon SAVE10 applied' : code === 'OLD' ? 'This coupon has expired.' : '',
  };
  return Response.json(answer);
}

/** The page's reads, answered; `extra` adds or replaces handlers. */
export function suppliesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/merchandise-products': () => Response.json(store),
    'GET /api/merchandise-orders/summary': () => Response.json(summary),
    'GET /api/merchandise-orders': () => Response.json([], { headers: { 'X-Total-Count': '0' } }),
    'POST /api/coupons/validate': validateCoupon,
    ...extra,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The page as the app draws it for a signed-in owner whose company exists (CompanyRequired has let it through). */
export function renderSupplies(route = '/supplies') {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, sampleOwner);
  client.setQueryData(['/api/company'], sampleCompany);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="/supplies" element={<SuppliesPage />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** A product's card in the grid. */
export const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

export async function addToCart(name: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await userEvent.click(within(cardOf(name)).getByRole('button', { name: 'Add to Cart' }));
  }
}

export async function openCart() {
  await userEvent.click(screen.getByRole('button', { name: /^Cart \(/ }));
  return within(await screen.findByRole('dialog', { name: 'Your cart' }));
}
