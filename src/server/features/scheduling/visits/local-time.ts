import { instantOf, wallClockAt } from '../../../../shared/scheduling/zoned-time';

// Wall-clock times in the business's time zone as "floating" dates (a Date whose UTC fields are the local clock, as
// rrule works with them), and back to instants, with Intl alone: 9:00 stays 9:00 across a daylight-saving change.

const MINUTE = 60_000;

/** The wall clock of `instant` in `timeZone`, as a floating date (to the second). */
export function toFloating(instant: Date, timeZone: string): Date {
  const c = wallClockAt(instant, timeZone);
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
}

/** The instant a clock in `timeZone` shows the floating `local` (a skipped time moves forward, a repeated one is the first). */
export function fromFloating(local: Date, timeZone: string): Date {
  const clock = {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
  return new Date(instantOf(clock, timeZone).getTime() + local.getUTCSeconds() * 1000);
}

/** The instant cut to its whole minute: visits are booked by the minute. */
export const toMinute = (instant: Date) => new Date(Math.floor(instant.getTime() / MINUTE) * MINUTE);

/** Whole minutes from `start` to `end`. */
export const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / MINUTE);

export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

/**
 * `instant` moved by the wall-clock difference between `from` and `to` in `timeZone`: a visit dragged from Tuesday
 * 9:00 to Wednesday 10:00 moves a later one from Tuesday 9:00 to Wednesday 10:00 too, across a change of offset.
 */
export function shiftLikeClock(instant: Date, from: Date, to: Date, timeZone: string): Date {
  const delta = toFloating(to, timeZone).getTime() - toFloating(from, timeZone).getTime();
  if (delta === 0) return instant;
  return fromFloating(new Date(toFloating(instant, timeZone).getTime() + delta), timeZone);
}
