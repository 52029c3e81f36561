import type { DateFormat } from '@shared/account/preference-values';

/*
 * Dates written by hand, as the figures are (src/shared/money.ts): a date library's formatting and its locale
 * would load and run with every screen's first render for the one pattern a list shows. en-US, as the app.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const twoDigits = (n: number) => String(n).padStart(2, '0');

let dateFormat: DateFormat = 'MMM DD, YYYY';

/** The signed-in user's date format (Profile Settings): every date the app writes follows it from then on. */
export function setDateFormat(format: DateFormat) {
  dateFormat = format;
}

/** A day's figures in the user's format: `Mar 05, 2024`, `03/05/2024`, `05/03/2024` or `2024-03-05`. */
function writeDay(year: number | string, month: number, day: number | string): string {
  const dd = typeof day === 'number' ? twoDigits(day) : day;
  const mm = twoDigits(month + 1);
  switch (dateFormat) {
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${year}`;
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${mm}-${dd}`;
    default:
      return `${MONTHS[month].slice(0, 3)} ${dd}, ${year}`;
  }
}

/** A date (`2024-03-05`, read as that local day) or a timestamp (`2024-03-05T14:00:00.000Z`) as a Date. */
export function parseDay(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A month's name: `long` (March), `short` (Mar) or `narrow` (M). */
export function monthName(date: Date, form: 'long' | 'short' | 'narrow' = 'long'): string {
  const name = MONTHS[date.getMonth()];
  return form === 'long' ? name : name.slice(0, form === 'short' ? 3 : 1);
}

/** `Mar 05, 2024` (or the user's date format) for a date or a timestamp; a dash for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseDay(value);
  return writeDay(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A local day as a date input wants it (`2024-03-05`). */
export const toDateInput = (date: Date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** The same time of day, `days` calendar days later (or earlier), across month ends and clock changes. */
export function addDays(date: Date, days: number): Date {
  const later = new Date(date);
  later.setDate(later.getDate() + days);
  return later;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The browser's own formatter, made once per time zone: a zone it does not know reads in the browser's zone. */
function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * `Mar 05, 2024, 3:04 PM` for a timestamp, in `timeZone` (the business's: times are read as its day, not the
 * browser's). Built from the parts, so the date reads as `formatDate` writes it whatever the engine's spacing.
 */
export function formatDateTime(value: string, timeZone?: string): string {
  const parts = dateTimeFormat(timeZone).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = MONTHS.findIndex((name) => name.startsWith(part('month')));
  return `${writeDay(part('year'), month, part('day'))}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}
