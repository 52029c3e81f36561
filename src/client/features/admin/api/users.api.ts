import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@shared/auth/auth.schemas';
import {
  type ActivityItem,
  type AdminUser,
  type AuditEntry,
  type CreateUserInput,
  type ImpersonateInput,
  type UpdateUserInput,
  type UserEmailInput,
  type UserStats,
} from '@shared/admin/users.schemas';
import { apiJson, fetchPage } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Every user query starts with this segment: one invalidation reaches the list, the cards and the audit log. */
export const USERS_KEY = '/api/admin/users';
export const USER_PAGE_SIZE = 20;
export type UserFilter = { search: string; status: 'all' | 'active' | 'unverified' | 'disabled' | 'admin' };

export function usersQuery(page: number, filter: UserFilter) {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.search) params.set('search', filter.search);
  return queryOptions({
    queryKey: [USERS_KEY, 'list', page, filter],
    queryFn: () => fetchPage<AdminUser>(`${USERS_KEY}?${params}`, page, USER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const userStatsQuery = queryOptions<UserStats>({ queryKey: [`${USERS_KEY}/stats`] });

export function auditLogQuery(page: number) {
  return queryOptions({
    queryKey: [USERS_KEY, 'audit', page],
    queryFn: () => fetchPage<AuditEntry>('/api/admin/audit-log', page, USER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** The admin dashboard's latest activity: always read afresh. */
export const activityQuery = queryOptions<ActivityItem[]>({ queryKey: ['/api/admin/activity'], staleTime: 0 });

/** 'Update Failed' (or the action's own failure title) with what the server said. */
const failed = (title: () => string) => (error: unknown) =>
  toast.error(title(), { description: serverMessage(error) ?? t('admin.toast.tryAgain') });

function useUserMutation<T, R>(
  request: (value: T) => Promise<R>,
  done: () => string,
  failure = () => t('admin.toast.updateFailed'),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(done());
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: userStatsQuery.queryKey }),
      ]);
    },
    onError: failed(failure),
  });
}

export const useUpdateUser = (id: number) =>
  useUserMutation(
    (input: UpdateUserInput) => apiJson<AdminUser>('PUT', `${USERS_KEY}/${id}`, input),
    () => t('admin.toast.updated'),
  );

export const useInviteUser = () =>
  useUserMutation(
    (input: CreateUserInput) => apiJson<AdminUser>('POST', USERS_KEY, input),
    () => t('admin.toast.invited'),
  );

export const useEmailUser = (id: number) =>
  useUserMutation(
    (input: UserEmailInput) => apiJson<{ message: string }>('POST', `${USERS_KEY}/${id}/email`, input),
    () => t('admin.toast.emailSent'),
  );

export const useSetUserDisabled = () =>
  useUserMutation(
    ({ id, disabled }: { id: number; disabled: boolean }) =>
      apiJson<AdminUser>('POST', `${USERS_KEY}/${id}/${disabled ? 'disable' : 'enable'}`),
    () => t('admin.toast.updated'),
  );

export const useDeleteUser = () =>
  useUserMutation(
    (id: number) => apiJson<void>('DELETE', `${USERS_KEY}/${id}`),
    () => t('admin.toast.deleted'),
  );

/** The specification's reload after 1.5 s: the whole app starts again as the user. */
export const IMPERSONATION_RELOAD_MS = 1500;

export function useImpersonate() {
  return useMutation({
    mutationFn: (input: ImpersonateInput) =>
      apiJson<{ message: string; user: PublicUser }>('POST', '/api/admin/impersonate', input),
    onSuccess: (answer) => {
      toast.success(t('admin.toast.impersonationStarted'), { description: answer.message });
      setTimeout(() => window.location.assign('/'), IMPERSONATION_RELOAD_MS);
    },
    onError: failed(() => t('admin.toast.impersonationFailed')),
  });
}

/** Back to the administrator's own session, on the console's user list. */
export function useStopImpersonation() {
  return useMutation({
    mutationFn: () => apiJson<PublicUser>('POST', '/api/impersonation/stop'),
    onSuccess: () => window.location.assign('/user-management'),
    onError: (error) => {
      toast.error(t('admin.toast.stopFailed'), { description: serverMessage(error) ?? t('admin.toast.tryAgain') });
      // The session may have ended: start over from the home page.
      setTimeout(() => window.location.assign('/'), IMPERSONATION_RELOAD_MS);
    },
  });
}
