import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Appointment, AppointmentStatus, Assignee, VisitCustomer } from '@shared/scheduling/appointments.schemas';
import type { ScheduleSettingsResponse } from '@shared/scheduling/schedule-settings.schemas';
import type { ProgressLog, Task } from '@shared/scheduling/job-work.schemas';
import { SCHEDULE_DEFAULTS } from '@shared/scheduling/schedule-values';
import { addDays, dayAt, startOfDay, weekdayOf } from '@shared/scheduling/zoned-time';
import { apiJson, fetchPage } from '@client/lib/api';
import { teamFresh } from '@client/lib/team-freshness';

// The reads of the scheduling screen, without its mutations: the app starts the first ones at once
// (app/route-prefetch.ts).

/** Every visit query starts with this segment, so one invalidation reaches the week, the list and each visit. */
export const APPOINTMENTS_KEY = '/api/appointments';
export const SCHEDULE_SETTINGS_KEY = '/api/schedule-settings';

// The team changes the schedule too: its reads are `teamFresh`.

export const scheduleSettingsQuery = queryOptions<ScheduleSettingsResponse>({ queryKey: [SCHEDULE_SETTINGS_KEY] });

/** The visits overlapping `[from, to)` (ISO instants: the week, or the day, in view). */
export function visitsInRangeQuery(range: { from: string; to: string }) {
  const query = new URLSearchParams(range).toString();
  return queryOptions({
    queryKey: [APPOINTMENTS_KEY, 'range', range],
    queryFn: () => apiJson<Appointment[]>('GET', `${APPOINTMENTS_KEY}?${query}`),
    placeholderData: keepPreviousData,
    ...teamFresh,
  });
}

/** Monday of the week holding `day` (YYYY-MM-DD): the calendar's weeks run Monday to Sunday, as the working hours. */
export const weekStartOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The week holding `day` as the instants it starts and ends in the business's zone: the calendar's one read. */
export function weekRange(day: string, timeZone: string) {
  const monday = weekStartOf(day);
  return {
    from: startOfDay(monday, timeZone).toISOString(),
    to: startOfDay(addDays(monday, 7), timeZone).toISOString(),
  };
}

/** `timeZone` when this browser knows it, else the schedule's default (a bad zone would throw in every format). */
export function usableZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The business's zone before the settings are read: the owner's, which the settings keep the same (one zone). */
export const ownerZone = (user: { timezone: string } | null | undefined) =>
  usableZone(user?.timezone) ?? SCHEDULE_DEFAULTS.timeZone;

/** The business's today (YYYY-MM-DD). */
export const todayIn = (timeZone: string) => dayAt(new Date(), timeZone);

/** The visits of this week in the business's zone: what the calendar asks for first. */
export const thisWeekQuery = (timeZone: string) => visitsInRangeQuery(weekRange(todayIn(timeZone), timeZone));

export const VISITS_PAGE_SIZE = 20;

export type VisitFilters = {
  page: number;
  status: AppointmentStatus | '';
  technician: string;
  /** YYYY-MM-DD, business days; blank for open-ended. */
  from: string;
  to: string;
  search: string;
};

export const firstVisitsPage: VisitFilters = { page: 0, status: '', technician: '', from: '', to: '', search: '' };

export function visitListQuery(filters: VisitFilters) {
  const params = new URLSearchParams();
  for (const key of ['status', 'technician', 'from', 'to', 'search'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  const query = params.size ? `?${params.toString()}` : '';
  return queryOptions({
    queryKey: [APPOINTMENTS_KEY, 'list', filters],
    queryFn: () => fetchPage<Appointment>(`${APPOINTMENTS_KEY}/list${query}`, filters.page, VISITS_PAGE_SIZE),
    placeholderData: keepPreviousData,
    ...teamFresh,
  });
}

export const technicianNamesQuery = queryOptions({
  queryKey: [APPOINTMENTS_KEY, 'technicians'],
  queryFn: () => apiJson<string[]>('GET', `${APPOINTMENTS_KEY}/technicians`),
  ...teamFresh,
});

/** Whom a visit can be assigned to: the owner and the team's members (the owner's and the office's read). */
export const assigneesQuery = queryOptions({
  queryKey: [APPOINTMENTS_KEY, 'assignees'],
  queryFn: () => apiJson<Assignee[]>('GET', `${APPOINTMENTS_KEY}/assignees`),
  ...teamFresh,
});

/** The visit's customer as the crew needs them on the spot (a technician reads no other customer). */
export const visitCustomerQuery = (id: number) =>
  queryOptions<VisitCustomer>({ queryKey: [`${APPOINTMENTS_KEY}/${id}/customer`] });

export const visitQuery = (id: number) =>
  queryOptions<Appointment>({ queryKey: [`${APPOINTMENTS_KEY}/${id}`], ...teamFresh });

export const visitTasksQuery = (id: number) =>
  queryOptions<Task[]>({ queryKey: [`${APPOINTMENTS_KEY}/${id}/tasks`], ...teamFresh });

export const visitProgressQuery = (id: number) =>
  queryOptions<ProgressLog[]>({ queryKey: [`${APPOINTMENTS_KEY}/${id}/progress`], ...teamFresh });
