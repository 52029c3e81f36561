import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MerchOrder, MerchOrderStatus, MerchStore, MerchSummary } from '@shared/merch/merch.schemas';
import { fetchPage, throwIfNotOk } from '@client/lib/api';

// The reads of the supplies page, without its mutations (and their toasts).

/** Every order query starts with this segment: one invalidation reaches the figures, the history and each order. */
export const MERCH_ORDERS_KEY = '/api/merchandise-orders';

/** How many orders a page of the history shows. */
export const ORDER_PAGE_SIZE = 10;

/** The active catalogue, whole (it is small), and how an order will be paid. */
export const merchStoreQuery = queryOptions<MerchStore>({ queryKey: ['/api/merchandise-products'] });

export const merchSummaryQuery = queryOptions<MerchSummary>({ queryKey: [MERCH_ORDERS_KEY, 'summary'] });

/** The business's orders, newest first, a page at a time, of one status or all. */
export function merchOrdersQuery(page: number, status: MerchOrderStatus | '') {
  const url = status ? `${MERCH_ORDERS_KEY}?status=${status}` : MERCH_ORDERS_KEY;
  return queryOptions({
    queryKey: [MERCH_ORDERS_KEY, 'list', status, page],
    queryFn: () => fetchPage<MerchOrder>(url, page, ORDER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** One order of the business, or null when it has none of this id. */
export function merchOrderQuery(id: number) {
  return queryOptions({
    queryKey: [MERCH_ORDERS_KEY, id],
    queryFn: async (): Promise<MerchOrder | null> => {
      const res = await fetch(`${MERCH_ORDERS_KEY}/${id}`, { credentials: 'include' });
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      return (await res.json()) as MerchOrder;
    },
  });
}
