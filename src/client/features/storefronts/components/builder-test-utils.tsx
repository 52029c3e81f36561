import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';
import type { StorefrontOrder } from '@shared/storefronts/order.schemas';
import type { LandingConfig, LandingProduct, Lead, StorefrontAnalytics } from '@shared/storefronts/storefront.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { BuilderPage } from './builder-page';

/** The storefront as the API answers it; spread overrides for what the test is about. */
export function configFixture(overrides: Partial<LandingConfig> = {}): LandingConfig {
  return {
    id: 4,
    title: 'Greenline Landscaping',
    description: 'Lawns and gardens in Austin',
    subdomain: 'greenline',
    customDomain: 'greenline.example',
    customUrl: null,
    contactEmail: 'hello@greenline.example',
    logoUrl: null,
    primaryColor: '#0f766e',
    secondaryColor: '#1f2937',
    isActive: true,
    tierName: 'pro',
    industry: 'Landscaping',
    merchantSettings: { shipping: 'local' },
    publicUrl: '/landing/greenline',
    productCount: 12,
    productLimit: 50,
    createdAt: '2026-03-01T03:00:00.000Z',
    updatedAt: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}

export function productFixture(id: number, overrides: Partial<LandingProduct> = {}): LandingProduct {
  return {
    id,
    name: `Product ${id}`,
    description: null,
    price: '25.00',
    category: 'Garden',
    imageUrl: null,
    sku: `SKU-${id}`,
    inventory: -1,
    weight: null,
    isActive: true,
    createdAt: '2026-03-05T03:00:00.000Z',
    ...overrides,
  };
}

export function leadFixture(id: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id,
    firstName: `Lee ${id}`,
    lastName: 'Park',
    email: `lee${id}@example.com`,
    phone: '555-0100',
    serviceRequested: 'Lawn Mowing',
    message: 'Weekly, please.',
    status: 'new',
    source: 'landing_page',
    customerId: null,
    contactedAt: null,
    convertedAt: null,
    createdAt: '2026-03-05T03:00:00.000Z',
    ...overrides,
  };
}

/** The sales of one day of `analyticsFixture`: orders, revenue and the platform's fees on them. */
type Sales = { orders: number; revenue: string; fees: string };
const noSales: Sales = { orders: 0, revenue: '0.00', fees: '0.00' };

/** `days` days ending Mar 10, 2026, with `views`, `leads` and `sales` on the last day only, and their totals. */
export function analyticsFixture(
  days: number,
  views: number,
  leads: number,
  sales: Sales = noSales,
): StorefrontAnalytics {
  const series = Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 10 - (days - 1 - i)));
    const last = i === days - 1;
    return {
      day: date.toISOString().slice(0, 10),
      views: last ? views : 0,
      leads: last ? leads : 0,
      ...(last ? sales : noSales),
    };
  });
  return { days, series, totals: { views, leads, ...sales } };
}

export function orderFixture(id: number, overrides: Partial<StorefrontOrder> = {}): StorefrontOrder {
  return {
    id,
    reference: `SO-${1000 + id}`,
    status: 'paid',
    buyerName: `Buyer ${id}`,
    buyerEmail: `buyer${id}@example.com`,
    buyerPhone: '555-0142',
    notes: null,
    customerId: null,
    subtotal: '62.50',
    total: '62.50',
    feePercent: '2.90',
    feeAmount: '1.81',
    cardBrand: 'visa',
    cardLast4: '4242',
    lines: [
      { name: 'Mulch bag', sku: 'MUL-1', unitPrice: '12.50', quantity: 3, lineTotal: '37.50' },
      { name: 'Lawn seed', sku: null, unitPrice: '25.00', quantity: 1, lineTotal: '25.00' },
    ],
    createdAt: '2026-03-05T03:00:00.000Z',
    paidAt: '2026-03-05T03:01:00.000Z',
    fulfilledAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

export const tiers: LandingPageTier[] = [
  {
    id: 1,
    name: 'Basic',
    description: null,
    monthlyFee: '19.99',
    transactionFeePercent: '2.90',
    maxProducts: 50,
    customDomain: false,
    advancedAnalytics: false,
    prioritySupport: false,
  },
  {
    id: 2,
    name: 'Pro',
    description: null,
    monthlyFee: '39.99',
    transactionFeePercent: '2.50',
    maxProducts: 200,
    customDomain: true,
    advancedAnalytics: true,
    prioritySupport: false,
  },
  {
    id: 3,
    name: 'Enterprise',
    description: null,
    monthlyFee: '79.99',
    transactionFeePercent: '2.00',
    maxProducts: -1,
    customDomain: true,
    advancedAnalytics: true,
    prioritySupport: true,
  },
];

export function transactionFixture(id: number, overrides: Partial<PlatformTransaction> = {}): PlatformTransaction {
  return {
    id,
    invoiceId: 7,
    type: 'payment',
    amount: '1234.50',
    platformFeePercent: '2.90',
    platformFeeAmount: '35.80',
    providerAmount: '1198.70',
    status: 'processed',
    paymentMethod: 'card',
    externalTransactionId: null,
    createdAt: '2026-03-05T03:00:00.000Z',
    ...overrides,
  };
}

/** A list answer: the items, with their total in `X-Total-Count`. */
export const pageOf =
  <T,>(items: T[], total = items.length) =>
  () =>
    Response.json(items, { headers: { 'X-Total-Count': String(total) } });

/** The screen's reads answered for a storefront (`config` null: none yet); `extra` adds or replaces handlers. */
export function builderApi(config: LandingConfig | null, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/landing-page-config': () => Response.json(config),
    'GET /api/landing-page-analytics': ({ url }) =>
      Response.json(analyticsFixture(Number(url.searchParams.get('days')), 3, 1)),
    'GET /api/leads': pageOf([]),
    'GET /api/landing-page-products': pageOf([]),
    'GET /api/landing-page-tiers': () => Response.json(tiers),
    'GET /api/platform-transactions': () => Response.json([]),
    'GET /api/storefront-orders': pageOf([]),
    ...extra,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The screen as the app draws it for a signed-in owner whose company exists (CompanyRequired has let it through). */
export function renderBuilder(route = '/landing-page-builder') {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, sampleOwner);
  client.setQueryData(['/api/company'], sampleCompany);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>
            <BuilderPage />
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** Opens a tab by its name and waits for it to be the selected one. */
export async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
  return screen.findByRole('tabpanel', { name });
}

/** After each test: the real fetch back, and no toast left over (sonner keeps them between renders). */
export function cleanUpBuilder() {
  vi.unstubAllGlobals();
  toast.dismiss();
}
