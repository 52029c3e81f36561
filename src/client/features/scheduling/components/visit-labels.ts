import type {
  AppointmentStatus,
  AppointmentType,
  Priority,
  RecurrenceFrequency,
} from '@shared/scheduling/schedule-values';

export const typeLabels: Record<AppointmentType, string> = {
  consultation: 'Consultation',
  installation: 'Installation',
  'follow-up': 'Follow-up',
  maintenance: 'Maintenance',
};

export const priorityLabels: Record<Priority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const frequencyLabels: Record<RecurrenceFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  monthly: 'Monthly',
};

/** The button that moves a visit to each status (the specification's Start Job and Mark Complete among them). */
export const statusActionLabels: Record<AppointmentStatus, string> = {
  confirmed: 'Confirm',
  'in-progress': 'Start Job',
  completed: 'Mark Complete',
  cancelled: 'Cancel Visit',
  scheduled: 'Put back on schedule',
  rescheduled: 'Reschedule',
};

/** How a job repeats, read from its rule (`FREQ=WEEKLY;INTERVAL=2;...`). */
export function repeatText(rrule: string | null): string {
  if (!rrule) return 'Repeats';
  const parts = new Map(
    rrule
      .replace(/^RRULE:/, '')
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const freq = parts.get('FREQ');
  if (freq === 'WEEKLY')
    return interval === 2 ? frequencyLabels.biweekly : interval === 1 ? 'Weekly' : `Every ${interval} weeks`;
  if (freq === 'MONTHLY') return interval === 1 ? 'Monthly' : `Every ${interval} months`;
  return 'Repeats';
}
