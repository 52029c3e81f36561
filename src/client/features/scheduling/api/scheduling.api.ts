import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Appointment,
  AppointmentInput,
  AppointmentStatus,
  EditScope,
} from '@shared/scheduling/appointments.schemas';
import { scheduleMessages as m } from '@shared/scheduling/schedule-values';
import type { ScheduleSettings, ScheduleSettingsResponse } from '@shared/scheduling/schedule-settings.schemas';
import { t } from '@client/i18n/i18n';
import { translateMessage } from '@client/i18n/translate-message';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { clashOf, outsideHoursOf } from '../components/visit-refusal';
import { APPOINTMENTS_KEY, SCHEDULE_SETTINGS_KEY, scheduleSettingsQuery } from './scheduling.queries';

/** Any change to a visit may move it in the week, the list, Today and its own dialog: all are read again. */
function useRefreshVisits() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(APPOINTMENTS_KEY),
    });
}

/** A refused visit toasts, with the visit it would clash with, unless it is outside the hours (the form asks). */
const failedUnlessOutsideHours = (error: unknown, message: string) => {
  if (!outsideHoursOf(error)) failureToast(error, translateMessage(message), clashOf(error));
};

/**
 * Creates a visit (or a recurring job's visits). Failures toast 'Failed to create appointment' with the server's
 * reason (a double booking names the clashing visit); a form shows field errors itself from the thrown error.
 */
export function useCreateVisit() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: (input: AppointmentInput) => apiJson<Appointment>('POST', APPOINTMENTS_KEY, input),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: m.created });
      void refresh();
    },
    onError: (error) => failedUnlessOutsideHours(error, m.createFailed),
  });
}

export type VisitUpdate = AppointmentInput & { scope: EditScope };

/** Saves a visit's fields or new times (a drag or a resize sends the whole visit with its new times). */
export function useUpdateVisit() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ id, ...input }: VisitUpdate & { id: number }) =>
      apiJson<Appointment>('PUT', `${APPOINTMENTS_KEY}/${id}`, input),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: m.updated });
      void refresh();
    },
    onError: (error) => {
      failedUnlessOutsideHours(error, m.updateFailed);
      // A refused move puts the visit back where the server has it.
      void refresh();
    },
  });
}

/** Start / Start Job, Complete / Mark Complete, confirm, cancel: the specification's PATCH of the status. */
export function useVisitStatus() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AppointmentStatus }) =>
      apiJson<Appointment>('PATCH', `${APPOINTMENTS_KEY}/${id}`, { status }),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: m.updated });
      void refresh();
    },
    onError: (error) => failureToast(error, translateMessage(m.updateFailed)),
  });
}

export function useDeleteVisit() {
  const refresh = useRefreshVisits();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope: EditScope }) =>
      apiJson<void>('DELETE', `${APPOINTMENTS_KEY}/${id}?scope=${scope}`),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: t('scheduling.toast.visitDeleted') });
      void refresh();
    },
    onError: (error) => failureToast(error, translateMessage(m.updateFailed)),
  });
}

/** Create Invoice on a completed visit: a draft invoice, answered with its id (the screen then opens it). */
export function useVisitInvoice() {
  const refresh = useRefreshVisits();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ invoiceId: number }>('POST', `${APPOINTMENTS_KEY}/${id}/invoice`),
    onSuccess: () => {
      toast.success(t('scheduling.toast.success'), { description: t('scheduling.toast.invoiceCreated') });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['/api/invoices'] });
    },
    onError: (error) => failureToast(error, t('scheduling.toast.invoiceFailed')),
  });
}

export function useSaveScheduleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleSettings) => apiJson<ScheduleSettingsResponse>('PUT', SCHEDULE_SETTINGS_KEY, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduleSettingsQuery.queryKey, saved);
      toast.success(t('scheduling.toast.success'), { description: m.settingsSaved });
      // Visits are drawn in the business's zone, which the settings may have changed.
      void queryClient.invalidateQueries({ queryKey: [APPOINTMENTS_KEY] });
    },
    onError: (error) => failureToast(error, t('scheduling.toast.settingsFailed')),
  });
}

/**
 * The private calendar feed: `create` makes a link (or a new one, which ends the old), `off` ends it. The settings in
 * the cache take the answer, so the tab shows the link at once.
 */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'off'): Promise<{ calendarFeedUrl: string | null }> =>
      action === 'create'
        ? apiJson<{ calendarFeedUrl: string }>('POST', `${SCHEDULE_SETTINGS_KEY}/calendar-feed`)
        : apiJson<void>('DELETE', `${SCHEDULE_SETTINGS_KEY}/calendar-feed`).then(() => ({ calendarFeedUrl: null })),
    onSuccess: ({ calendarFeedUrl }, action) => {
      queryClient.setQueryData(scheduleSettingsQuery.queryKey, (settings) =>
        settings ? { ...settings, calendarFeedUrl } : settings,
      );
      toast.success(t('scheduling.toast.success'), {
        description: action === 'create' ? t('scheduling.toast.feedReady') : t('scheduling.toast.feedOff'),
      });
    },
    onError: (error) => failureToast(error, t('scheduling.toast.feedFailed')),
  });
}
