import { DEFAULT_WORKING_HOURS } from '@shared/scheduling/schedule-settings.schemas';
import { describe, expect, it } from 'vitest';
import { hourSpan, layoutDays, movedTimes, resizedTimes, nextWorkingStart } from './calendar-math';
import { visitFixture } from './today-fixtures';

const NY = 'America/New_York';
const at = (id: number, startTime: string, endTime: string) => visitFixture({ id, startTime, endTime });

describe('calendar maths', () => {
  it('puts overlapping visits side by side and a visit past midnight in both days', () => {
    const byDay = layoutDays(
      [
        at(1, '2026-11-24T14:00:00Z', '2026-11-24T16:00:00Z'), // 9-11 AM
        at(2, '2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z'), // 10-11 AM, beside the first
        at(3, '2026-11-24T16:00:00Z', '2026-11-24T17:00:00Z'), // 11-12, alone again
        at(4, '2026-11-25T04:00:00Z', '2026-11-25T06:00:00Z'), // 11 PM to 1 AM
      ],
      ['2026-11-24', '2026-11-25'],
      NY,
    );
    const tuesday = byDay.get('2026-11-24')!.map((s) => [s.visit.id, s.top, s.bottom, s.lane, s.lanes, s.ends]);
    expect(tuesday).toEqual([
      [1, 540, 660, 0, 2, true],
      [2, 600, 660, 1, 2, true],
      [3, 660, 720, 0, 1, true],
      [4, 1380, 1440, 0, 1, false],
    ]);
    expect(byDay.get('2026-11-25')!.map((s) => [s.visit.id, s.top, s.bottom, s.ends])).toEqual([[4, 0, 60, true]]);
    expect(hourSpan(undefined, byDay)).toEqual({ first: 0, last: 24 });
  });

  it('moves by wall-clock days and quarter hours across the change of clocks, keeping the length', () => {
    // Saturday Oct 31, 9:00-10:00 EDT; a day later it is Sunday Nov 1, 9:00 EST: 25 hours apart.
    const visit = at(1, '2026-10-31T13:00:00Z', '2026-10-31T14:00:00Z');
    expect(movedTimes(visit, 1, 30, NY)).toEqual({
      startTime: '2026-11-01T14:30:00.000Z',
      endTime: '2026-11-01T15:30:00.000Z',
      duration: 60,
    });
    // A start off the grid lands on a quarter hour.
    expect(movedTimes(at(2, '2026-11-24T14:07:00Z', '2026-11-24T15:07:00Z'), 0, 15, NY).startTime).toBe(
      '2026-11-24T14:15:00.000Z',
    );
    // An end dragged above the start stops a quarter hour after it.
    expect(resizedTimes(visit, -120, NY)).toMatchObject({ endTime: '2026-10-31T13:15:00.000Z', duration: 15 });
  });
});

describe('where the New Appointment button starts a visit', () => {
  const hours = DEFAULT_WORKING_HOURS;
  const zone = 'America/Chicago';
  it('takes the next full hour while the business is open for the whole visit', () => {
    // Tuesday 10:20 in Chicago.
    expect(nextWorkingStart(hours, 60, zone, new Date('2026-11-24T16:20:00Z'))).toEqual({
      day: '2026-11-24',
      minutes: 11 * 60,
    });
  });
  it('moves a night-time or late booking to the next working morning, past a closed weekend', () => {
    // Tuesday 2:37 AM: that morning at 8:00.
    expect(nextWorkingStart(hours, 60, zone, new Date('2026-11-24T08:37:00Z'))).toEqual({
      day: '2026-11-24',
      minutes: 8 * 60,
    });
    // Friday 16:30, a 60-minute visit would end after closing: Monday 8:00.
    expect(nextWorkingStart(hours, 60, zone, new Date('2026-11-27T22:30:00Z'))).toEqual({
      day: '2026-11-30',
      minutes: 8 * 60,
    });
  });
});
