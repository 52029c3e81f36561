import type { WorkingHours } from './schedule-settings.schemas';
import { WEEKDAYS, type Weekday } from './schedule-values';
import { formatVisitSpan } from './visit-time-text';
import { dayKey, wallClockAt, weekdayOf } from './zoned-time';

// Whether a visit lies within the business's working hours, on its clock. The owner may still book outside them,
// but only on purpose: the form and the calendar ask first, and the server refuses a visit that would fall outside
// unless the request says so (`allowOutsideHours`).

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "08:00" as "8:00 AM". */
function clockText(hhmm: string) {
  const minutes = minutesOfDay(hhmm);
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

const capitalised = (day: string) => day[0]!.toUpperCase() + day.slice(1);

/**
 * A visit outside the working hours: its times, the business's zone, its weekday and that day's opening hours (null
 * when closed). Sent with the server's refusal (`AppError` values) so that the client can word it in its language.
 */
export type OutsideHours = {
  start: string;
  end: string;
  timeZone: string;
  weekday: Weekday;
  opens: string | null;
  closes: string | null;
};

/**
 * The visit from `start` to `end` when it falls outside the working hours in `timeZone`, or null when it lies within
 * its day's opening hours (a visit that runs past midnight never does).
 */
export function outsideHours(slot: { start: Date; end: Date }, hours: WorkingHours, timeZone: string) {
  const start = wallClockAt(slot.start, timeZone);
  const end = wallClockAt(slot.end, timeZone);
  const day = dayKey(start);
  const weekday = WEEKDAYS[(weekdayOf(day) + 6) % 7]!;
  const open = hours[weekday];
  const found: OutsideHours = {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    timeZone,
    weekday,
    opens: open.enabled ? open.start : null,
    closes: open.enabled ? open.end : null,
  };
  if (!open.enabled) return found;
  const startMinute = start.hour * 60 + start.minute;
  const endMinute = dayKey(end) === day ? end.hour * 60 + end.minute : Number.POSITIVE_INFINITY;
  return startMinute >= minutesOfDay(open.start) && endMinute <= minutesOfDay(open.end) ? null : found;
}

/** Why a visit falls outside the working hours, in English: "Tue, Nov 24, 7:59 AM – 9:00 AM is outside ...". */
export function outsideHoursText(outside: OutsideHours) {
  const span = formatVisitSpan(new Date(outside.start), new Date(outside.end), outside.timeZone);
  const day = capitalised(outside.weekday);
  if (outside.opens === null || outside.closes === null) {
    return `${span} is outside your working hours: closed on ${day}s.`;
  }
  return `${span} is outside your working hours: ${day} ${clockText(outside.opens)} – ${clockText(outside.closes)}.`;
}

/** `outsideHoursText` of the visit, or null when it lies within the working hours. */
export function outsideHoursMessage(slot: { start: Date; end: Date }, hours: WorkingHours, timeZone: string) {
  const outside = outsideHours(slot, hours, timeZone);
  return outside && outsideHoursText(outside);
}

/** The first of `slots` outside the working hours, or null. */
export function firstOutsideHours(slots: readonly { start: Date; end: Date }[], hours: WorkingHours, zone: string) {
  for (const slot of slots) {
    const outside = outsideHours(slot, hours, zone);
    if (outside) return outside;
  }
  return null;
}
