import { describe, expect, it } from 'vitest';
import { addDays, dayAt, instantOf, startOfDay, wallClockAt, weekdayOf } from './zoned-time';

const NY = 'America/New_York';

describe('zoned time', () => {
  it('reads the wall clock in the zone, whatever the process zone', () => {
    expect(wallClockAt(new Date('2026-11-24T14:30:00Z'), NY)).toMatchObject({
      year: 2026,
      month: 11,
      day: 24,
      hour: 9,
      minute: 30,
    });
    expect(wallClockAt(new Date('2026-07-01T04:00:00Z'), 'America/Los_Angeles')).toMatchObject({ day: 30, hour: 21 });
  });

  it('finds the instant of 9:00 on both sides of the daylight-saving changes', () => {
    const nine = (year: number, month: number, day: number) => instantOf({ year, month, day, hour: 9, minute: 0 }, NY);
    expect(nine(2026, 3, 7).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(nine(2026, 3, 9).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(nine(2026, 10, 31).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(nine(2026, 11, 2).toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('counts days by the calendar', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(startOfDay('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayAt(new Date('2026-11-25T03:00:00Z'), NY)).toBe('2026-11-24');
  });
});
