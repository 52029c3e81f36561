import type { WorkingHours } from '../../../../shared/scheduling/schedule-settings.schemas';
import { WEEKDAYS } from '../../../../shared/scheduling/schedule-values';
import { formatVisitClock } from '../../../../shared/scheduling/visit-time-text';
import { addDays, dayKey, instantOf, wallClockAt, weekdayOf } from '../../../../shared/scheduling/zoned-time';

// The free start times a visitor may book, on the business's clock: a grid of SLOT_STEP_MINUTES from each day's
// opening, a visit of the appointment duration ending by the closing time, away from every booked visit by the
// buffer. 9:00 is 9:00 local on both sides of a daylight-saving change (instants from `instantOf`).

/** Start times lie on a 30-minute grid from the day's opening time. */
export const SLOT_STEP_MINUTES = 30;
/** A visitor cannot book a visit starting sooner than this: someone has to see it first. */
export const BOOKING_NOTICE_MINUTES = 60;

const MINUTE = 60_000;

export type Busy = { start: Date; end: Date };
export type SlotRules = {
  workingHours: WorkingHours;
  appointmentDuration: number;
  bufferTime: number;
  advanceBookingDays: number;
  timeZone: string;
};

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Today (`YYYY-MM-DD`) in the business's zone. */
export const businessToday = (now: Date, timeZone: string) => dayKey(wallClockAt(now, timeZone));

/** The days asked for that may be booked: from `from` (not before today) for `days`, up to today + advance days. */
export function bookableDays(opts: { from: string; days: number; today: string; advanceBookingDays: number }) {
  const last = addDays(opts.today, opts.advanceBookingDays);
  const result: string[] = [];
  for (let i = 0; i < opts.days; i++) {
    const day = addDays(opts.from, i);
    if (day >= opts.today && day <= last) result.push(day);
  }
  return result;
}

const clashes = (start: Date, end: Date, busy: readonly Busy[], buffer: number) =>
  busy.some(
    (b) => b.end.getTime() + buffer * MINUTE > start.getTime() && b.start.getTime() - buffer * MINUTE < end.getTime(),
  );

/** The instant a clock in `timeZone` shows `minute` minutes into `day`, or undefined when that time is skipped. */
function instantOfDayMinute(day: string, minute: number, timeZone: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const clock = { year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 };
  const instant = instantOf(clock, timeZone);
  const shown = wallClockAt(instant, timeZone);
  return shown.hour === clock.hour && shown.minute === clock.minute ? instant : undefined;
}

/** The free start times of one day (`YYYY-MM-DD`), at or after `earliest`. */
export function freeStartsOfDay(day: string, rules: SlotRules, busy: readonly Busy[], earliest: Date) {
  const open = rules.workingHours[WEEKDAYS[(weekdayOf(day) + 6) % 7]!];
  if (!open.enabled) return [];
  const starts: Date[] = [];
  const close = minutesOfDay(open.end);
  for (let m = minutesOfDay(open.start); m + rules.appointmentDuration <= close; m += SLOT_STEP_MINUTES) {
    const start = instantOfDayMinute(day, m, rules.timeZone);
    if (!start || start < earliest) continue;
    const end = new Date(start.getTime() + rules.appointmentDuration * MINUTE);
    if (!clashes(start, end, busy, rules.bufferTime)) starts.push(start);
  }
  return starts;
}

/** Each bookable day from `from` with its free start times (the instant and its clock in the business's zone). */
export function freeSlots(opts: { rules: SlotRules; busy: readonly Busy[]; now: Date; from?: string; days: number }) {
  const { rules, now } = opts;
  const today = businessToday(now, rules.timeZone);
  const earliest = new Date(now.getTime() + BOOKING_NOTICE_MINUTES * MINUTE);
  const days = bookableDays({ from: opts.from ?? today, days: opts.days, today, ...rules });
  return days.map((date) => ({
    date,
    slots: freeStartsOfDay(date, rules, opts.busy, earliest).map((start) => ({
      start: start.toISOString(),
      label: formatVisitClock(start, rules.timeZone),
    })),
  }));
}
