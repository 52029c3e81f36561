import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CompanyBillingSettings, Invoice, InvoiceStatus, InvoiceSummary } from '@shared/invoices/invoices.schemas';
import { fetchPage } from '@client/lib/api';
import { teamFresh } from '@client/lib/team-freshness';

// The reads of the invoices screen, without its mutations (and their toasts): the app starts them at once for the
// screen's first render (app/route-prefetch.ts), from the entry script.

export const INVOICES_PAGE_SIZE = 20;

/** Every invoice query starts with this segment, so one invalidation reaches the list, the summary and each invoice. */
export const INVOICES_KEY = '/api/invoices';

export type InvoiceFilters = { page: number; search: string; status: InvoiceStatus | '' };

/** What the screen opens with: the first page, unfiltered. */
export const firstInvoicesPage: InvoiceFilters = { page: 0, search: '', status: '' };

export function invoicesQuery(filters: InvoiceFilters) {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  const query = params.size ? `?${params}` : '';
  return queryOptions({
    queryKey: [INVOICES_KEY, 'list', filters],
    queryFn: () => fetchPage<Invoice>(`${INVOICES_KEY}${query}`, filters.page, INVOICES_PAGE_SIZE),
    placeholderData: keepPreviousData,
    ...teamFresh,
  });
}

export const invoiceSummaryQuery = queryOptions<InvoiceSummary>({ queryKey: [INVOICES_KEY, 'summary'], ...teamFresh });

export const billingSettingsQuery = queryOptions<CompanyBillingSettings>({ queryKey: ['/api/billing-settings'] });
