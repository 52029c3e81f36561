import { addDays as addDaysLibrary, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatDateTime, monthName, parseDay, toDateInput } from './dates';

// Every day of two years (a leap year among them) and timestamps at the day's edges, against date-fns.
const days = Array.from({ length: 731 }, (_, i) => toDateInput(new Date(2023, 0, 1 + i)));
const stamps = [
  '2024-03-05T00:00:00.000Z',
  '2024-12-31T23:59:59.999Z',
  '2025-07-04T12:30:00+02:00',
  '2024-02-29T10:00:00',
];

describe('dates', () => {
  it('writes a date or a timestamp as date-fns writes MMM dd, yyyy, and a dash for none', () => {
    for (const value of [...days, ...stamps])
      expect(formatDate(value), value).toBe(format(parseISO(value), 'MMM dd, yyyy'));
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
  });

  it('reads a date as that local day and names its month in three lengths', () => {
    for (const value of days) {
      const date = parseDay(value);
      expect(date.getTime(), value).toBe(parseISO(value).getTime());
      expect(toDateInput(date)).toBe(value);
      expect(monthName(date)).toBe(format(date, 'MMMM'));
      expect(monthName(date, 'short')).toBe(format(date, 'MMM'));
      expect(monthName(date, 'narrow')).toBe(format(date, 'MMMMM'));
    }
  });

  it('adds calendar days as date-fns does, keeping the time of day', () => {
    const start = new Date(2024, 0, 31, 15, 45);
    for (const n of [-400, -31, -1, 0, 1, 29, 30, 45, 365, 366])
      expect(addDays(start, n)).toEqual(addDaysLibrary(start, n));
  });

  it("writes a moment's date and time in the business's time zone", () => {
    expect(formatDateTime('2024-03-05T20:04:00.000Z', 'America/New_York')).toBe('Mar 05, 2024, 3:04 PM');
    expect(formatDateTime('2024-03-05T20:04:00.000Z', 'Asia/Tokyo')).toBe('Mar 06, 2024, 5:04 AM');
    expect(formatDateTime('2024-07-06T04:00:00.000Z', 'America/New_York')).toBe('Jul 06, 2024, 12:00 AM');
    expect(formatDateTime('2024-09-30T16:30:00.000Z', 'UTC')).toBe('Sep 30, 2024, 4:30 PM');
    const local = new Date(2024, 2, 5, 15, 4).toISOString();
    expect(formatDateTime(local, 'Not/AZone')).toBe('Mar 05, 2024, 3:04 PM');
  });
});
