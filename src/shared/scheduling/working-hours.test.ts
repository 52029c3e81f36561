import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from './schedule-settings.schemas';
import { firstOutsideHours, outsideHoursMessage, outsideHoursText } from './working-hours';

const NY = 'America/New_York';
const slot = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('working hours', () => {
  it('takes a visit from opening to closing, and not a minute either side', () => {
    expect(
      outsideHoursMessage(slot('2026-11-24T08:00-05:00', '2026-11-24T17:00-05:00'), DEFAULT_WORKING_HOURS, NY),
    ).toBe(null);
    expect(
      outsideHoursMessage(slot('2026-11-24T07:59-05:00', '2026-11-24T09:00-05:00'), DEFAULT_WORKING_HOURS, NY),
    ).toBe('Tue, Nov 24, 7:59 AM – 9:00 AM is outside your working hours: Tuesday 8:00 AM – 5:00 PM.');
    expect(
      outsideHoursMessage(slot('2026-11-24T16:30-05:00', '2026-11-24T17:01-05:00'), DEFAULT_WORKING_HOURS, NY),
    ).toBe('Tue, Nov 24, 4:30 PM – 5:01 PM is outside your working hours: Tuesday 8:00 AM – 5:00 PM.');
  });

  it('refuses a closed day and a visit past midnight, on the business clock whatever the offset', () => {
    expect(
      outsideHoursMessage(slot('2026-11-28T10:00-05:00', '2026-11-28T11:00-05:00'), DEFAULT_WORKING_HOURS, NY),
    ).toBe('Sat, Nov 28, 10:00 AM – 11:00 AM is outside your working hours: closed on Saturdays.');
    const late = { ...DEFAULT_WORKING_HOURS, monday: { enabled: true, start: '12:00', end: '23:59' } };
    expect(outsideHoursMessage(slot('2026-11-23T23:00-05:00', '2026-11-24T00:30-05:00'), late, NY)).toMatch(
      /^Mon, Nov 23, 11:00 PM – Tue, Nov 24, 12:30 AM is outside your working hours: Monday 12:00 PM – 11:59 PM\.$/,
    );
    // 9:00 on the Monday after the clocks went back is 14:00 UTC, a week earlier 13:00 UTC: both inside.
    expect(outsideHoursMessage(slot('2026-10-26T13:00Z', '2026-10-26T14:00Z'), DEFAULT_WORKING_HOURS, NY)).toBe(null);
    expect(outsideHoursMessage(slot('2026-11-02T14:00Z', '2026-11-02T15:00Z'), DEFAULT_WORKING_HOURS, NY)).toBe(null);
    // The same instant is 7:00 in Denver, before opening there.
    expect(
      outsideHoursMessage(slot('2026-11-02T14:00Z', '2026-11-02T15:00Z'), DEFAULT_WORKING_HOURS, 'America/Denver'),
    ).toBe('Mon, Nov 2, 7:00 AM – 8:00 AM is outside your working hours: Monday 8:00 AM – 5:00 PM.');
  });

  it('names the first visit of a series that falls outside', () => {
    const weekly = ['2026-11-27', '2026-12-04', '2026-12-05'].map((day) =>
      slot(`${day}T09:00-05:00`, `${day}T10:00-05:00`),
    );
    const first = firstOutsideHours(weekly, DEFAULT_WORKING_HOURS, NY);
    expect(first).toEqual({
      start: '2026-12-05T14:00:00.000Z',
      end: '2026-12-05T15:00:00.000Z',
      timeZone: NY,
      weekday: 'saturday',
      opens: null,
      closes: null,
    });
    expect(outsideHoursText(first!)).toBe(
      'Sat, Dec 5, 9:00 AM – 10:00 AM is outside your working hours: closed on Saturdays.',
    );
    expect(firstOutsideHours(weekly.slice(0, 2), DEFAULT_WORKING_HOURS, NY)).toBe(null);
  });
});
