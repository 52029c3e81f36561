import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/notifications/notifications.schemas';
import { apiJson } from '@client/lib/api';

export const notificationsQuery = queryOptions<NotificationList>({ queryKey: ['/api/notifications'] });

export function useNotifications() {
  return useQuery(notificationsQuery);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiJson<void>('POST', id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}
