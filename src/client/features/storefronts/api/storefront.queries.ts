import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';
import type { OrderStatus, StorefrontOrder } from '@shared/storefronts/order.schemas';
import type {
  AnalyticsPeriod,
  LandingConfig,
  LandingProduct,
  Lead,
  LeadStatus,
  StorefrontAnalytics,
} from '@shared/storefronts/storefront.schemas';
import { apiJson, fetchPage } from '@client/lib/api';

// The reads of the store builder, without its mutations (and their toasts): the app starts the first ones at once
// for the screen's first render (app/route-prefetch.ts, which loads this module with the screen's code).

export const CONFIG_KEY = '/api/landing-page-config';
export const PRODUCTS_KEY = '/api/landing-page-products';
export const LEADS_KEY = '/api/leads';
export const ANALYTICS_KEY = '/api/landing-page-analytics';
export const ORDERS_KEY = '/api/storefront-orders';

export const PRODUCT_PAGE_SIZE = 10;
export const LEAD_PAGE_SIZE = 10;
export const ORDER_PAGE_SIZE = 10;

/** The business's storefront, or null before it is created. */
export const configQuery = queryOptions<LandingConfig | null>({ queryKey: [CONFIG_KEY] });

/** The storefront's products, newest first, a page at a time. */
export function productsQuery(page: number) {
  return queryOptions({
    queryKey: [PRODUCTS_KEY, page],
    queryFn: () => fetchPage<LandingProduct>(PRODUCTS_KEY, page, PRODUCT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export type LeadFilters = { status: LeadStatus | ''; page: number };

/** The requests visitors sent, newest first, of one status or all, a page at a time. */
export function leadsQuery(filters: LeadFilters) {
  const url = filters.status ? `${LEADS_KEY}?status=${filters.status}` : LEADS_KEY;
  return queryOptions({
    queryKey: [LEADS_KEY, filters.status, filters.page],
    queryFn: () => fetchPage<Lead>(url, filters.page, LEAD_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** The leads list the overview opens with. */
export const firstLeadsPage: LeadFilters = { status: '', page: 0 };

export type OrderFilters = { status: OrderStatus | ''; page: number };

const ordersUrl = (status: OrderStatus | '') => (status ? `${ORDERS_KEY}?status=${status}` : ORDERS_KEY);

/** The storefront's orders, newest first, of one status or all, a page at a time. */
export function ordersQuery(filters: OrderFilters) {
  return queryOptions({
    queryKey: [ORDERS_KEY, filters.status, filters.page],
    queryFn: () => fetchPage<StorefrontOrder>(ordersUrl(filters.status), filters.page, ORDER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** How many paid orders wait to be fulfilled: the total of a one-row page. */
export const ordersToFulfilQuery = queryOptions({
  queryKey: [ORDERS_KEY, 'paid', 'count'],
  queryFn: async () => (await fetchPage<StorefrontOrder>(ordersUrl('paid'), 0, 1)).total,
});

/** One order, read again after a change (it opens with the list's copy). */
export function orderQuery(order: StorefrontOrder) {
  return queryOptions({
    queryKey: [ORDERS_KEY, 'order', order.id],
    queryFn: () => apiJson<StorefrontOrder>('GET', `${ORDERS_KEY}/${order.id}`),
    initialData: order,
  });
}

/** Views, leads, orders, revenue and fees per day over the last `days` days, and their totals (the server's). */
export function analyticsQuery(days: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [ANALYTICS_KEY, days],
    queryFn: () => apiJson<StorefrontAnalytics>('GET', `${ANALYTICS_KEY}?days=${days}`),
    placeholderData: keepPreviousData,
  });
}

/** The storefront tiers on offer (the payment setup screen and the public pages read the same). */
export const tiersQuery = queryOptions<LandingPageTier[]>({ queryKey: ['/api/landing-page-tiers'] });

/** The newest card payments with the platform's fee on each (the server's first 100). */
export const platformTransactionsQuery = queryOptions<PlatformTransaction[]>({
  queryKey: ['/api/platform-transactions'],
});
