import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { apiJson } from '@client/lib/api';

export const RECENT_INVOICES = 3;

// The dashboard sums what other screens change, which invalidate it; beyond that it is read afresh each time it is
// opened, but not twice for one opening: the app starts these reads before the screen's first render
// (app/route-prefetch.ts), and the screen takes them as they are for a few seconds.
const FRESH_MS = 5000;

export const dashboardStatsQuery = queryOptions({
  queryKey: ['/api/dashboard/stats'],
  queryFn: () => apiJson<DashboardStats>('GET', '/api/dashboard/stats'),
  staleTime: FRESH_MS,
});

export const recentInvoicesQuery = queryOptions({
  // Under the invoices key, so whatever refreshes the invoice list refreshes this too.
  queryKey: ['/api/invoices', 'recent', RECENT_INVOICES],
  queryFn: () => apiJson<Invoice[]>('GET', `/api/invoices?limit=${RECENT_INVOICES}`),
  staleTime: FRESH_MS,
});
