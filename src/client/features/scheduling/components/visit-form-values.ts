import type { FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';
import {
  appointmentInputSchema,
  type Appointment,
  type AppointmentInput,
} from '@shared/scheduling/appointments.schemas';
import {
  SCHEDULE_DEFAULTS,
  type AppointmentType,
  type Priority,
  type RecurrenceFrequency,
} from '@shared/scheduling/schedule-values';
import { fieldErrors } from '@client/lib/api';
import { instantAt } from './calendar-math';
import { wallInputs, zonedIso } from './visit-format';

/** The form as typed: times as the business's wall clock (a date and a time each), costs and counts as text. */
export type VisitFormValues = {
  title: string;
  appointmentType: AppointmentType;
  customerId: number | '';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  duration: string;
  location: string;
  description: string;
  notes: string;
  estimatedCost: string;
  actualCost: string;
  materialsCost: string;
  laborCost: string;
  priority: Priority;
  assignedTechnician: string;
  /** The member of the team (a user id), or '' for Unassigned. */
  assignedUserId: string;
  serviceId: string;
  repeat: RecurrenceFrequency | '';
  repeatEnd: 'until' | 'count';
  until: string;
  count: string;
};

/** Where a new visit starts: a slot clicked on the calendar (a day and minutes into it), else the next hour. */
export type VisitStart = { day: string; minutes: number };

function nextHour(timeZone: string): Date {
  const now = new Date();
  const { date, time } = wallInputs(now, timeZone);
  return instantAt(date, (Number(time.slice(0, 2)) + 1) * 60, timeZone);
}

const text = (value: string | null) => value ?? '';

export function visitFormDefaults(opts: {
  visit?: Appointment;
  start?: VisitStart;
  duration?: number;
  timeZone: string;
}): VisitFormValues {
  const { visit, timeZone } = opts;
  const duration = visit?.duration ?? opts.duration ?? SCHEDULE_DEFAULTS.appointmentDuration;
  const start = visit
    ? new Date(visit.startTime)
    : opts.start
      ? instantAt(opts.start.day, opts.start.minutes, timeZone)
      : nextHour(timeZone);
  const end = visit ? new Date(visit.endTime) : new Date(start.getTime() + duration * 60_000);
  const s = wallInputs(start, timeZone);
  const e = wallInputs(end, timeZone);
  return {
    title: visit?.title ?? '',
    appointmentType: visit?.appointmentType ?? 'consultation',
    customerId: visit?.customerId ?? '',
    startDate: s.date,
    startTime: s.time,
    endDate: e.date,
    endTime: e.time,
    duration: String(duration),
    location: text(visit?.location ?? null),
    description: text(visit?.description ?? null),
    notes: text(visit?.notes ?? null),
    estimatedCost: text(visit?.estimatedCost ?? null),
    actualCost: text(visit?.actualCost ?? null),
    materialsCost: text(visit?.materialsCost ?? null),
    laborCost: text(visit?.laborCost ?? null),
    priority: visit?.priority ?? 'medium',
    assignedTechnician: text(visit?.assignedTechnician ?? null),
    assignedUserId: visit?.assignedUserId == null ? '' : String(visit.assignedUserId),
    serviceId: visit?.job ? String(visit.job.serviceId) : '',
    repeat: '',
    repeatEnd: 'count',
    until: '',
    count: '',
  };
}

/** What the server is sent: the instants the wall-clock entries stand for, written with the zone's offset. */
export function visitInputOf(values: VisitFormValues, timeZone: string, editing: boolean): AppointmentInput {
  const recurrence =
    !editing && values.repeat
      ? {
          frequency: values.repeat,
          until: values.repeatEnd === 'until' ? values.until : null,
          count: values.repeatEnd === 'count' && values.count !== '' ? values.count : null,
        }
      : null;
  return {
    title: values.title,
    appointmentType: values.appointmentType,
    customerId: values.customerId === '' ? '' : values.customerId,
    startTime: zonedIso(values.startDate, values.startTime, timeZone),
    endTime: zonedIso(values.endDate, values.endTime, timeZone),
    duration: values.duration.trim() === '' ? '' : Number(values.duration),
    priority: values.priority,
    description: values.description,
    location: values.location,
    notes: values.notes,
    estimatedCost: values.estimatedCost,
    ...(editing
      ? { actualCost: values.actualCost, materialsCost: values.materialsCost, laborCost: values.laborCost }
      : {}),
    assignedTechnician: values.assignedTechnician,
    assignedUserId: values.assignedUserId === '' ? null : Number(values.assignedUserId),
    serviceId: values.serviceId === '' ? null : values.serviceId,
    recurrence,
  } as AppointmentInput;
}

/** The schema's paths that are named otherwise on the form. */
export const fieldOfPath: Record<string, keyof VisitFormValues> = {
  'recurrence.frequency': 'repeat',
  'recurrence.until': 'until',
  'recurrence.count': 'count',
  recurrence: 'repeat',
};

/** Puts the server's field messages under the form's fields (a recurrence's under its own). */
export function showVisitFieldErrors(setError: UseFormSetError<VisitFormValues>, error: unknown) {
  Object.entries(fieldErrors(error)).forEach(([path, message], i) =>
    setError(fieldOfPath[path] ?? (path as keyof VisitFormValues), { message }, { shouldFocus: i === 0 }),
  );
}

/** Checks the input the server would get with the shared schema (its own messages), and gives back that input. */
export function visitResolver(
  timeZone: string,
  editing: boolean,
): Resolver<VisitFormValues, unknown, AppointmentInput> {
  return (values) => {
    const input = visitInputOf(values, timeZone, editing);
    const result = appointmentInputSchema.safeParse(input);
    if (result.success) return { values: input, errors: {} };
    const errors: FieldErrors<VisitFormValues> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      let field = fieldOfPath[path] ?? (path as keyof VisitFormValues);
      // "Choose an end date or a number of visits" goes under the end the form shows.
      if (field === 'count' && values.repeatEnd === 'until') field = 'until';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
