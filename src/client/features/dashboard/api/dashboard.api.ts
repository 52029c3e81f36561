import { useQuery } from '@tanstack/react-query';
import { dashboardStatsQuery, recentInvoicesQuery } from './dashboard.queries';

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}

export function useRecentInvoices() {
  return useQuery(recentInvoicesQuery);
}
