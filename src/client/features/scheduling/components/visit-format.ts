import { SCHEDULE_TIME_ZONES } from '@shared/scheduling/schedule-values';
import { dayKey, instantOf, wallClockAt } from '@shared/scheduling/zoned-time';

// Times as the business reads them: on its zone's clock, whatever the browser's zone is. A day (`YYYY-MM-DD`) is a
// calendar date, formatted at UTC so that no zone shifts it.

const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, options: Intl.DateTimeFormatOptions) {
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, f);
  }
  return f;
}

const utcDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** `9:00 AM` on the business's clock. */
export const timeIn = (instant: string | Date, timeZone: string) =>
  format(`time ${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** `Mon` and `23`, for a column's head. */
export function dayParts(day: string) {
  const date = utcDate(day);
  return {
    weekday: format('weekday', { timeZone: 'UTC', weekday: 'short' }).format(date),
    date: date.getUTCDate(),
  };
}

/** `Tuesday, Nov 24, 2026` */
export const longDay = (day: string) =>
  format('long day', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' }).format(
    utcDate(day),
  );

/** `Tue, Nov 24, 2026` */
export const shortDay = (day: string) =>
  format('short day', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    utcDate(day),
  );

/** `Nov 23 – 29, 2026`, `Nov 30 – Dec 6, 2026` or `Dec 28, 2026 – Jan 3, 2027`. */
export function rangeTitle(first: string, last: string): string {
  return format('range', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    utcDate(first),
    utcDate(last),
  );
}

/** The business's day of an instant. */
export const dayOf = (instant: string | Date, timeZone: string) => dayKey(wallClockAt(new Date(instant), timeZone));

/** `Tue, Nov 24, 2026 · 9:00 AM – 10:30 AM` (the end's day too when it is another). */
export function visitWhen(visit: { startTime: string; endTime: string }, timeZone: string): string {
  const startDay = dayOf(visit.startTime, timeZone);
  const endDay = dayOf(visit.endTime, timeZone);
  const end = timeIn(visit.endTime, timeZone);
  return `${shortDay(startDay)} · ${timeIn(visit.startTime, timeZone)} – ${
    endDay === startDay ? end : `${shortDay(endDay)}, ${end}`
  }`;
}

/** `1 h 30 min`, `45 min`, `2 h`. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** `Eastern Time` for `America/New_York` (the zone's own name for any other). */
export const zoneLabel = (timeZone: string) => SCHEDULE_TIME_ZONES.find((z) => z.value === timeZone)?.label ?? timeZone;

const two = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** `YYYY-MM-DD` and `HH:mm` of an instant on the business's clock, as date and time inputs want them. */
export function wallInputs(instant: Date, timeZone: string) {
  const c = wallClockAt(instant, timeZone);
  return { date: dayKey(c), time: `${two(c.hour)}:${two(c.minute)}` };
}

/**
 * The instant a date and time entered on the business's clock stand for, written with that zone's offset
 * (`2026-11-24T09:00:00-05:00`); '' when either is not a valid entry.
 */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return '';
  const instant = instantOf(
    { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) },
    timeZone,
  );
  if (Number.isNaN(instant.getTime())) return '';
  const c = wallClockAt(instant, timeZone);
  const offset = Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${dayKey(c)}T${two(c.hour)}:${two(c.minute)}:00${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(
    Math.abs(offset) % 60,
  )}`;
}
