import type {
  AppointmentStatus,
  AppointmentType,
  Priority,
  RecurrenceFrequency,
} from '@shared/scheduling/schedule-values';
import type { useT } from '@client/i18n/use-t';

export type Translate = ReturnType<typeof useT>;

export const typeLabels = (t: Translate): Record<AppointmentType, string> => ({
  consultation: t('scheduling.type.consultation'),
  installation: t('scheduling.type.installation'),
  'follow-up': t('scheduling.type.followUp'),
  maintenance: t('scheduling.type.maintenance'),
});

export const priorityLabels = (t: Translate): Record<Priority, string> => ({
  low: t('scheduling.priority.low'),
  medium: t('scheduling.priority.medium'),
  high: t('scheduling.priority.high'),
  urgent: t('scheduling.priority.urgent'),
});

export const frequencyLabels = (t: Translate): Record<RecurrenceFrequency, string> => ({
  weekly: t('scheduling.frequency.weekly'),
  biweekly: t('scheduling.frequency.biweekly'),
  monthly: t('scheduling.frequency.monthly'),
});

/** The button that moves a visit to each status (the specification's Start Job and Mark Complete among them). */
export const statusActionLabels = (t: Translate): Record<AppointmentStatus, string> => ({
  confirmed: t('scheduling.statusAction.confirmed'),
  'in-progress': t('scheduling.statusAction.inProgress'),
  completed: t('scheduling.statusAction.completed'),
  cancelled: t('scheduling.statusAction.cancelled'),
  scheduled: t('scheduling.statusAction.scheduled'),
  rescheduled: t('scheduling.statusAction.rescheduled'),
});

/** How a job repeats, read from its rule (`FREQ=WEEKLY;INTERVAL=2;...`). */
export function repeatText(t: Translate, rrule: string | null): string {
  if (!rrule) return t('scheduling.frequency.repeats');
  const parts = new Map(
    rrule
      .replace(/^RRULE:/, '')
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const freq = parts.get('FREQ');
  const labels = frequencyLabels(t);
  if (freq === 'WEEKLY') {
    if (interval === 1) return labels.weekly;
    return interval === 2 ? labels.biweekly : t('scheduling.frequency.everyWeeks', { count: interval });
  }
  if (freq === 'MONTHLY')
    return interval === 1 ? labels.monthly : t('scheduling.frequency.everyMonths', { count: interval });
  return t('scheduling.frequency.repeats');
}
