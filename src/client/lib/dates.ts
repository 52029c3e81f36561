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

/** `Mar 05, 2024` for a date or a timestamp; a dash for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseDay(value);
  return `${monthName(date, 'short')} ${twoDigits(date.getDate())}, ${date.getFullYear()}`;
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
