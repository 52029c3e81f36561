import { describe, expect, it } from 'vitest';
import { formatVisitDate, formatVisitSpan } from '../../../../shared/scheduling/visit-time-text';
import { fromFloating, shiftLikeClock, toFloating } from './local-time';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const floating = (text: string) => new Date(`${text}Z`);
const instant = (local: string, zone = NY) => fromFloating(floating(local), zone).toISOString();

describe('local time in the business zone', () => {
  it('reads the wall clock whatever the process zone', () => {
    expect(toFloating(new Date('2026-11-24T14:30:00Z'), NY).toISOString()).toBe('2026-11-24T09:30:00.000Z');
    expect(toFloating(new Date('2026-07-01T04:00:00Z'), LA).toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('finds 9:00 on both sides of the March and November changes', () => {
    expect(instant('2026-03-07T09:00:00')).toBe('2026-03-07T14:00:00.000Z');
    expect(instant('2026-03-09T09:00:00')).toBe('2026-03-09T13:00:00.000Z');
    expect(instant('2026-10-31T09:00:00')).toBe('2026-10-31T13:00:00.000Z');
    expect(instant('2026-11-02T09:00:00')).toBe('2026-11-02T14:00:00.000Z');
    expect(instant('2026-11-01T09:00:00', LA)).toBe('2026-11-01T17:00:00.000Z');
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    expect(instant('2026-03-08T02:30:00')).toBe('2026-03-08T07:30:00.000Z');
    expect(instant('2026-11-01T01:30:00')).toBe('2026-11-01T05:30:00.000Z');
    expect(instant('2026-11-01T00:30:00')).toBe('2026-11-01T04:30:00.000Z');
    expect(instant('2026-11-01T02:30:00')).toBe('2026-11-01T07:30:00.000Z');
  });

  it('shifts by the move on the local clock, not by elapsed hours', () => {
    // Tue Oct 27, 9:00 EDT -> Mon Nov 2, 10:00 EST: a visit on Tue Nov 3, 9:00 EST moves to Mon Nov 9, 10:00 EST.
    const from = new Date('2026-10-27T13:00:00Z');
    const to = new Date('2026-11-02T15:00:00Z');
    expect(shiftLikeClock(new Date('2026-11-03T14:00:00Z'), from, to, NY).toISOString()).toBe(
      '2026-11-09T15:00:00.000Z',
    );
    // And back: the same move undone.
    expect(shiftLikeClock(new Date('2026-11-02T15:00:00Z'), to, from, NY).toISOString()).toBe(
      '2026-10-27T13:00:00.000Z',
    );
    expect(shiftLikeClock(new Date('2026-11-03T14:00:00Z'), from, from, NY).toISOString()).toBe(
      '2026-11-03T14:00:00.000Z',
    );
  });

  it('writes a visit span and day in the zone, with plain spaces', () => {
    const start = new Date('2026-11-24T14:00:00Z');
    expect(formatVisitSpan(start, new Date('2026-11-24T15:00:00Z'), NY)).toBe('Tue, Nov 24, 9:00 AM – 10:00 AM');
    expect(formatVisitSpan(new Date('2026-11-25T04:30:00Z'), new Date('2026-11-25T06:00:00Z'), NY)).toBe(
      'Tue, Nov 24, 11:30 PM – Wed, Nov 25, 1:00 AM',
    );
    expect(formatVisitSpan(start, new Date('2026-11-24T15:00:00Z'), LA)).toBe('Tue, Nov 24, 6:00 AM – 7:00 AM');
    expect(formatVisitDate(new Date('2026-11-25T03:00:00Z'), NY)).toBe('Tue, Nov 24, 2026');
  });
});
