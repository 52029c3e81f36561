import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EmailSchedulerInput,
  type EmailSchedulerSettings,
  type Todo,
  type TodoInput,
  type TodoStats,
  type TodoStatus,
  type WeeklyDigest,
  type WeeklyEmailLog,
} from '@shared/todos/todos.schemas';
import { apiJson, errorMessage, fetchPage } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Every query of the screen starts with one of these: one invalidation reaches the list, the cards and the preview. */
export const TODOS_KEY = '/api/todos';
const SETTINGS_KEY = '/api/email-scheduler-settings';
const LOGS_KEY = '/api/weekly-email-logs';
const PREVIEW_KEY = '/api/weekly-email-preview';
export const TODO_PAGE_SIZE = 20;
export const LOG_PAGE_SIZE = 10;

export type TodoFilter = TodoStatus | '';

/** Open items first, then newest; filtered and searched by the server, a page at a time. */
export function todoListQuery(page: number, status: TodoFilter, search: string) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search) params.set('search', search);
  const query = params.toString();
  return queryOptions({
    queryKey: [TODOS_KEY, 'list', status, search, page],
    queryFn: () => fetchPage<Todo>(query ? `${TODOS_KEY}?${query}` : TODOS_KEY, page, TODO_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const todoStatsQuery = queryOptions<TodoStats>({ queryKey: [`${TODOS_KEY}/stats`] });
export const schedulerSettingsQuery = queryOptions<EmailSchedulerSettings>({ queryKey: [SETTINGS_KEY] });
export const weeklyPreviewQuery = queryOptions<WeeklyDigest>({ queryKey: [PREVIEW_KEY] });
export const weeklyLogsQuery = (page: number) =>
  queryOptions({
    queryKey: [LOGS_KEY, page],
    queryFn: () => fetchPage<WeeklyEmailLog>(LOGS_KEY, page, LOG_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

const failed = (title: string, error: unknown) => toast.error(title, { description: errorMessage(error) });

/** A change to the items touches the list, the cards and the preview (its sections are the items). */
function useRefreshItems() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [TODOS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [`${TODOS_KEY}/stats`] }),
      queryClient.invalidateQueries({ queryKey: [PREVIEW_KEY] }),
      queryClient.invalidateQueries({ queryKey: [SETTINGS_KEY] }),
    ]);
}

/** The Add TODO dialog: 'Failed to create TODO item' with the server's message otherwise. */
export function useCreateTodo() {
  const refresh = useRefreshItems();
  return useMutation({
    mutationFn: (input: TodoInput) => apiJson<Todo>('POST', TODOS_KEY, input),
    onSuccess: async () => {
      await refresh();
      toast.success(t('todos.toast.created'));
    },
    onError: (error) => failed(t('todos.toast.createFailed'), error),
  });
}

export function useUpdateTodo() {
  const refresh = useRefreshItems();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TodoInput }) =>
      apiJson<Todo>('PATCH', `${TODOS_KEY}/${id}`, input),
    onSuccess: async () => {
      await refresh();
      toast.success(t('todos.toast.updated'));
    },
    onError: (error) => failed(t('todos.toast.updateFailed'), error),
  });
}

/** Completing or reopening: the status the item moves to. */
export function useToggleTodo() {
  const refresh = useRefreshItems();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TodoStatus }) =>
      apiJson<Todo>('PATCH', `${TODOS_KEY}/${id}/toggle`, { status }),
    onSuccess: () => refresh(),
    onError: (error) => failed(t('todos.toast.updateFailed'), error),
  });
}

export function useDeleteTodo() {
  const refresh = useRefreshItems();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `${TODOS_KEY}/${id}`),
    onSuccess: async () => {
      await refresh();
      toast.success(t('todos.toast.deleted'));
    },
    onError: (error) => failed(t('todos.toast.deleteFailed'), error),
  });
}

export function useSaveSchedulerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailSchedulerInput) => apiJson<EmailSchedulerSettings>('POST', SETTINGS_KEY, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(schedulerSettingsQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [PREVIEW_KEY] });
      toast.success(t('todos.toast.settingsSaved'));
    },
    onError: (error) => failed(t('todos.toast.settingsFailed'), error),
  });
}

/** The test send: the e-mail goes now; Email History shows it. 'Failed to send test email' otherwise. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ id: number }>('POST', '/api/send-weekly-todo-email'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [LOGS_KEY] });
      toast.success(t('todos.toast.testSent'));
    },
    onError: (error) => failed(t('todos.toast.testSendFailed'), error),
  });
}
