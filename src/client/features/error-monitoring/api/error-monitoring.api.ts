import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  errorMonitoringMessages as m,
  LATEST_COUNT,
  type AdminSettings,
  type AdminSettingsInput,
  type ErrorLog,
  type ErrorNotification,
  type ErrorSummary,
  type Severity,
  type TestErrorInput,
} from '@shared/error-monitoring/error-monitoring.schemas';
import { apiJson, fetchPage, throwIfNotOk } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Every query of the screen starts with this segment: one invalidation refreshes the cards and the lists. */
const KEY = 'error-monitoring';

/** The lists show the latest 10, then page back 10 at a time. */
export const PAGE_SIZE = LATEST_COUNT;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

// Administrators' lists change all the time: always asked again when shown (no polling: a Refresh button).
const fresh = { staleTime: 0, placeholderData: keepPreviousData } as const;

export const adminSettingsQuery = queryOptions({
  queryKey: [KEY, 'settings'],
  queryFn: () => getJson<AdminSettings>('/api/admin-settings'),
});

export const errorSummaryQuery = queryOptions({
  queryKey: [KEY, 'summary'],
  queryFn: () => getJson<ErrorSummary>('/api/error-logs/summary'),
  staleTime: 0,
});

export type ErrorLogView = 'all' | 'unresolved';

export function errorLogsQuery(view: ErrorLogView, severity: Severity | '', page: number) {
  const url =
    view === 'unresolved' ? '/api/error-logs/unresolved' : `/api/error-logs${severity ? `?severity=${severity}` : ''}`;
  return queryOptions({
    queryKey: [KEY, 'logs', view, severity, page],
    queryFn: () => fetchPage<ErrorLog>(url, page, PAGE_SIZE),
    ...fresh,
  });
}

export function notificationsQuery(page: number) {
  return queryOptions({
    queryKey: [KEY, 'notifications', page],
    queryFn: () => fetchPage<ErrorNotification>('/api/error-notifications', page, PAGE_SIZE),
    ...fresh,
  });
}

/** The section 8 failure toasts (`text` from the shared messages: lib/toast shows it in the user's language). */
const failed = (text: string) => () => toast.error(t('error-monitoring.toast.error'), { description: text });

function useMonitoringMutation<T, R>(request: (value: T) => Promise<R>, done: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(t('error-monitoring.toast.success'), { description: done });
      return queryClient.invalidateQueries({ queryKey: [KEY] });
    },
    onError: failed(failure),
  });
}

export const useSaveAdminSettings = () =>
  useMonitoringMutation(
    (input: AdminSettingsInput) => apiJson<AdminSettings>('POST', '/api/admin-settings', input),
    m.settingsSaved,
    m.settingsFailed,
  );

export const useResolveError = () =>
  useMonitoringMutation(
    (id: number) => apiJson<ErrorLog>('PATCH', `/api/error-logs/${id}/resolve`),
    m.resolved,
    m.resolveFailed,
  );

export const useCreateTestError = () =>
  useMonitoringMutation(
    (input: TestErrorInput) => apiJson<ErrorLog>('POST', '/api/test-error', input),
    m.testCreated,
    m.testFailed,
  );

/** Asks every list and card again (the alert e-mails of a new error go out a moment after it). */
export function useRefreshMonitoring() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
}
