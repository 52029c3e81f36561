import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats, OutboxMessage } from '@shared/admin/admin.schemas';
import type { ContactMessage, NewsletterSubscription } from '@shared/marketing-site/marketing.schemas';
import { fetchPage } from '@client/lib/api';

export const adminStatsQuery = queryOptions<AdminStats>({ queryKey: ['/api/admin/stats'] });

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

export const ADMIN_PAGE_SIZE = 20;

/** A page of an administrator's list; always fresh, since new rows arrive all the time. */
function usePagedList<T>(url: string, page: number) {
  return useQuery({
    queryKey: [url, page],
    queryFn: () => fetchPage<T>(url, page, ADMIN_PAGE_SIZE),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useOutbox = (page: number) => usePagedList<OutboxMessage>('/api/admin/outbox', page);
export const useContactMessages = (page: number) => usePagedList<ContactMessage>('/api/admin/contact-messages', page);
export const useNewsletterSubscriptions = (page: number) =>
  usePagedList<NewsletterSubscription>('/api/admin/newsletter-subscriptions', page);
