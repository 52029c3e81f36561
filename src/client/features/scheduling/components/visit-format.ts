import { SCHEDULE_TIME_ZONES, WEEKDAYS, type Weekday } from '@shared/scheduling/schedule-values';
import { formatVisitClock, formatVisitDay } from '@shared/scheduling/visit-time-text';
import { dayKey, instantOf, wallClockAt } from '@shared/scheduling/zoned-time';
import { i18n } from '@client/i18n/i18n';
import type { useT } from '@client/i18n/use-t';

// Times as the business reads them: on its zone's clock, whatever the browser's zone is, in the app's language. A
// day (`YYYY-MM-DD`) is a calendar date, formatted at UTC so that no zone shifts it.

type Translate = ReturnType<typeof useT>;

/** Whether the app is shown in English, whose texts and formats the specification quotes. */
export const english = () => !i18n.locale || i18n.locale === 'en';
/** The app's language for Intl: English as en-US. */
const locale = () => (english() ? 'en-US' : i18n.locale);

const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, options: Intl.DateTimeFormatOptions) {
  const language = locale();
  let f = formats.get(`${language} ${key}`);
  if (!f) {
    f = new Intl.DateTimeFormat(language, options);
    formats.set(`${language} ${key}`, f);
  }
  return f;
}

const utcDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** `9:00 AM` on the business's clock. */
export const timeIn = (instant: string | Date, timeZone: string) =>
  format(`time ${timeZone}`, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** `9 AM`, an hour down the calendar's side (`9:00` in Spanish and French). */
export function hourLabel(hour: number) {
  if (english()) return `${hour % 12 || 12} ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;
  if (hour === 24) return '24:00';
  return format('hour', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, hour));
}

/** `lunes` for `monday`: a weekday's name in the language shown (2024-01-01 was a Monday). */
export const weekdayName = (weekday: Weekday) =>
  format('weekday name', { timeZone: 'UTC', weekday: 'long' }).format(
    Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday), 12),
  );

/** `8:00` (`8:00 AM` in English) for an opening time `08:00`. */
export const openingClock = (hhmm: string) => timeIn(`2000-01-01T${hhmm}:00Z`, 'UTC');

/** `Tuesday, November 24` (the shared helper's English), a day's title. */
export const dayTitle = (instant: Date, timeZone: string) =>
  english()
    ? formatVisitDay(instant, timeZone)
    : format(`day title ${timeZone}`, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(instant);

/** `9:30 AM` (the shared helper's English) on the business's clock. */
export const clockAt = (instant: Date, timeZone: string) =>
  english() ? formatVisitClock(instant, timeZone) : timeIn(instant, timeZone);

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

/** The offered zones' names in the language shown. */
export const zoneLabels = (t: Translate): Record<(typeof SCHEDULE_TIME_ZONES)[number]['value'], string> => ({
  'America/New_York': t('scheduling.zone.eastern'),
  'America/Chicago': t('scheduling.zone.central'),
  'America/Denver': t('scheduling.zone.mountain'),
  'America/Los_Angeles': t('scheduling.zone.pacific'),
});

/** `Eastern Time` for `America/New_York` (the zone's own name for any other). */
export const zoneLabel = (t: Translate, timeZone: string) =>
  zoneLabels(t)[timeZone as keyof ReturnType<typeof zoneLabels>] ?? timeZone;

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
