import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProgressLog, Task, TaskInput, TaskUpdate } from '@shared/scheduling/job-work.schemas';
import type { TaskStatus } from '@shared/scheduling/schedule-values';
import type { OnMyWayInput, OnMyWayResult } from '@shared/scheduling/visit-notices.schemas';
import { t } from '@client/i18n/i18n';
import { apiJson, throwIfNotOk } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { clockAt } from '../components/visit-format';
import { APPOINTMENTS_KEY, visitTasksQuery } from './scheduling.queries';

// The crew's writes on a visit: its checklist, its progress log (notes and photos) and the "On my way" notice.

const visitPath = (visitId: number) => `${APPOINTMENTS_KEY}/${visitId}`;

/** A task or a log entry moves the visit's counts (done/total on every card) and its log: all are read again. */
function refreshVisits(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(APPOINTMENTS_KEY),
  });
}

/** Adds a task to the visit, or saves one (`taskId`) with its whole input. */
export function useSaveTask(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId?: number; input: TaskInput }) =>
      taskId
        ? apiJson<Task>('PUT', `${visitPath(visitId)}/tasks/${taskId}`, input)
        : apiJson<Task>('POST', `${visitPath(visitId)}/tasks`, input),
    onSuccess: (_task, { taskId }) => {
      toast.success(t('scheduling.toast.success'), {
        description: taskId ? t('scheduling.toast.taskUpdated') : t('scheduling.toast.taskAdded'),
      });
      void refreshVisits(queryClient);
    },
    onError: (error, { taskId }) =>
      failureToast(error, taskId ? t('scheduling.toast.taskUpdateFailed') : t('scheduling.toast.taskAddFailed')),
  });
}

/**
 * Ticks a task done (or back to pending) at once, before the server answers: in the field a tap must show.
 * A refusal puts back that task's status alone, so another tap made meanwhile keeps its own.
 */
export function useTaskStatus(visitId: number) {
  const queryClient = useQueryClient();
  const tasksKey = visitTasksQuery(visitId).queryKey;
  const mutationKey = ['task-status', visitId];
  const setStatus = (taskId: number, status: TaskStatus) =>
    queryClient.setQueryData(tasksKey, (tasks) => tasks?.map((t) => (t.id === taskId ? { ...t, status } : t)));
  return useMutation({
    mutationKey,
    mutationFn: ({ task, status }: { task: Task; status: TaskStatus }) =>
      // Only the status: an edit of the task's other fields made meanwhile elsewhere is kept.
      apiJson<Task>('PUT', `${visitPath(visitId)}/tasks/${task.id}`, { status } satisfies TaskUpdate),
    onMutate: async ({ task, status }) => {
      await queryClient.cancelQueries({ queryKey: tasksKey });
      setStatus(task.id, status);
    },
    onError: (error, { task }) => {
      setStatus(task.id, task.status);
      failureToast(error, t('scheduling.toast.taskUpdateFailed'));
    },
    onSettled: () => {
      // Reading the list while another tap is on its way would draw that tap undone until it lands.
      if (queryClient.isMutating({ mutationKey }) === 1) void refreshVisits(queryClient);
    },
  });
}

export function useDeleteTask(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => apiJson<void>('DELETE', `${visitPath(visitId)}/tasks/${taskId}`),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: t('scheduling.toast.taskDeleted') });
      void refreshVisits(queryClient);
    },
    onError: (error) => failureToast(error, t('scheduling.toast.taskDeleteFailed')),
  });
}

export function useAddNote(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiJson<ProgressLog>('POST', `${visitPath(visitId)}/progress`, { logType: 'note', message }),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: t('scheduling.toast.noteAdded') });
      void refreshVisits(queryClient);
    },
    onError: (error) => failureToast(error, t('scheduling.toast.noteFailed')),
  });
}

/**
 * Photos go as multipart form data (`message` and each file as `photos`), which apiJson does not send. Same-origin
 * fetch carries the session cookie and the browser's Origin header, which is what the server checks.
 */
export function useAddPhotos(visitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, files }: { message: string; files: File[] }) => {
      const body = new FormData();
      body.append('message', message);
      for (const file of files) body.append('photos', file, file.name);
      const res = await fetch(`${visitPath(visitId)}/progress/photos`, {
        method: 'POST',
        body,
        credentials: 'include',
      });
      await throwIfNotOk(res);
      return (await res.json()) as ProgressLog;
    },
    onSuccess: (_log, { files }) => {
      toast.success(t('scheduling.toast.success'), {
        description: t('scheduling.toast.photosAdded', { count: files.length }),
      });
      void refreshVisits(queryClient);
    },
    onError: (error) => failureToast(error, t('scheduling.toast.photosFailed')),
  });
}

/** Tells the customer the technician is on the way; the toast says to whom and when, in the business's zone. */
export function useOnMyWay(timeZone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitId, ...input }: OnMyWayInput & { visitId: number }) =>
      apiJson<OnMyWayResult>('POST', `${visitPath(visitId)}/on-my-way`, input),
    onSuccess: (result) => {
      const time = clockAt(new Date(result.expectedArrival), timeZone);
      toast.success(t('scheduling.toast.success'), {
        description: t('scheduling.toast.onMyWaySent', { to: result.sentTo, time }),
      });
      void refreshVisits(queryClient);
    },
    onError: (error) => failureToast(error, t('scheduling.toast.onMyWayFailed')),
  });
}
