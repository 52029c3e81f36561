import type { NumberFormat } from './account/preference-values';

/** Money travels as decimal strings ("1234.50") and is computed in integer cents, never binary floats. */
export const moneyPattern = /^\d{1,8}(\.\d{1,2})?$/;

export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const cents = Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "1234567" -> "1,234,567": a whole number's digits grouped as en-US writes them. By hand, as every figure here:
 * Intl's formats (and toLocaleString) load the locale's data the first time, tens of milliseconds on a slow
 * phone, inside the render that first shows a figure.
 */
export function groupDigits(whole: number | string): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, marks.group);
}

/** The digit group separator and decimal mark of each number format Profile Settings offers. */
const numberMarks: Record<NumberFormat, { group: string; decimal: string }> = {
  '1,234.56': { group: ',', decimal: '.' },
  '1.234,56': { group: '.', decimal: ',' },
  '1 234,56': { group: '\u00a0', decimal: ',' },
};
let marks = numberMarks['1,234.56'];

/**
 * The signed-in user's number format (Profile Settings): figures and money in the app follow it from then on. The
 * server never sets it: documents and e-mails keep the default.
 */
export function setNumberFormat(format: NumberFormat) {
  marks = numberMarks[format] ?? numberMarks['1,234.56'];
}

/** `$1,234.50`, `-$12.00` (or the user's number format: `$1.234,50`, `$1 234,50`) */
export function formatMoney(value: string | number): string {
  const cents = toCents(value);
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${groupDigits(Math.floor(abs / 100))}${marks.decimal}${fraction}`;
}

/** Whole dollars as a chart's axis writes them: `$950`, `$1.2K`, `$12K`, `$2.5M` (one decimal at most). */
export function formatCompactDollars(dollars: number): string {
  const units = ['', 'K', 'M', 'B', 'T'];
  let unit = 0;
  let value = Math.round(Math.abs(dollars) * 10) / 10;
  // Rounded at each step, so 999,950 is $1M and not $1000K.
  while (value >= 1000 && unit < units.length - 1) {
    value = Math.round(value / 100) / 10;
    unit += 1;
  }
  return `${dollars < 0 && value !== 0 ? '-' : ''}$${value}${units[unit]}`;
}
