import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomerListItem, CustomerSummary } from '@shared/customers/customers.schemas';
import { fetchPage } from '@client/lib/api';
import { teamFresh } from '@client/lib/team-freshness';
import { CUSTOMERS_PATH } from '@client/lib/customer-lookup';

// The reads of the customers screen, without its mutations (and their toasts): the app starts them at once for the
// screen's first render (app/route-prefetch.ts), from the entry script.

export const CUSTOMERS_PAGE_SIZE = 20;

export const customerSummaryQuery = queryOptions<CustomerSummary>({
  queryKey: [`${CUSTOMERS_PATH}/summary`],
  ...teamFresh,
});

/** One page of the list; the previous page stays on screen while the next loads. */
export function customerPageQuery(page: number, search: string) {
  const url = search ? `${CUSTOMERS_PATH}?search=${encodeURIComponent(search)}` : CUSTOMERS_PATH;
  return queryOptions({
    queryKey: [CUSTOMERS_PATH, { page, search }],
    queryFn: () => fetchPage<CustomerListItem>(url, page, CUSTOMERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    ...teamFresh,
  });
}
