import type { WorkingHours } from './schedule-settings.schemas';
import { WEEKDAYS } from './schedule-values';
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
 * Why the visit from `start` to `end` falls outside the working hours in `timeZone`, or null when it lies within
 * its day's opening hours (a visit that runs past midnight never does).
 */
export function outsideHoursMessage(slot: { start: Date; end: Date }, hours: WorkingHours, timeZone: string) {
  const start = wallClockAt(slot.start, timeZone);
  const end = wallClockAt(slot.end, timeZone);
  const day = dayKey(start);
  const weekday = WEEKDAYS[(weekdayOf(day) + 6) % 7]!;
  const open = hours[weekday];
  const span = formatVisitSpan(slot.start, slot.end, timeZone);
  if (!open.enabled) return `${span} is outside your working hours: closed on ${capitalised(weekday)}s.`;
  const startMinute = start.hour * 60 + start.minute;
  const endMinute = dayKey(end) === day ? end.hour * 60 + end.minute : Number.POSITIVE_INFINITY;
  if (startMinute >= minutesOfDay(open.start) && endMinute <= minutesOfDay(open.end)) return null;
  const opening = `${clockText(open.start)} – ${clockText(open.end)}`;
  return `${span} is outside your working hours: ${capitalised(weekday)} ${opening}.`;
}

/** The first of `slots` outside the working hours, as `outsideHoursMessage` words it, or null. */
export function firstOutsideHours(slots: readonly { start: Date; end: Date }[], hours: WorkingHours, zone: string) {
  for (const slot of slots) {
    const message = outsideHoursMessage(slot, hours, zone);
    if (message) return message;
  }
  return null;
}
