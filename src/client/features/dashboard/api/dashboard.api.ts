import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { apiJson } from '@client/lib/api';

export const RECENT_INVOICES = 3;

// The dashboard sums what other screens change: it is read afresh each time it is opened.
export function useDashboardStats() {
  return useQuery({
    queryKey: ['/api/dashboard/stats'],
    queryFn: () => apiJson<DashboardStats>('GET', '/api/dashboard/stats'),
    staleTime: 0,
  });
}

export function useRecentInvoices() {
  return useQuery({
    // Under the invoices key, so whatever refreshes the invoice list refreshes this too.
    queryKey: ['/api/invoices', 'recent', RECENT_INVOICES],
    queryFn: () => apiJson<Invoice[]>('GET', `/api/invoices?limit=${RECENT_INVOICES}`),
    staleTime: 0,
  });
}
