import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats, OutboxMessage } from '@shared/admin/admin.schemas';
import { throwIfNotOk } from '@client/lib/api';

export const adminStatsQuery = queryOptions<AdminStats>({ queryKey: ['/api/admin/stats'] });

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

export const OUTBOX_PAGE = 20;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['/api/admin/outbox', page],
    queryFn: async () => {
      const res = await fetch(`/api/admin/outbox?limit=${OUTBOX_PAGE}&offset=${page * OUTBOX_PAGE}`, { credentials: 'include' });
      await throwIfNotOk(res);
      return { items: (await res.json()) as OutboxMessage[], total: Number(res.headers.get('X-Total-Count') ?? 0) };
    },
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
