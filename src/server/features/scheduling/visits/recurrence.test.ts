import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { expandSeries, ruleForVisits } from './recurrence';

const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const NY = 'America/New_York';
const hour = (start: string) => ({ start: new Date(start), end: new Date(new Date(start).getTime() + 3_600_000) });
const startsOf = (r: ReturnType<typeof expandSeries>) => r.slots.map((s) => s.start.toISOString());

describe('recurrence', () => {
  it('keeps a weekly 9:00 at 9:00 across the November change, each visit as long as the first', () => {
    const series = expandSeries(hour('2026-10-27T13:00:00Z'), { frequency: 'weekly', count: 3, until: null }, NY);
    expect(startsOf(series)).toEqual([
      '2026-10-27T13:00:00.000Z',
      '2026-11-03T14:00:00.000Z',
      '2026-11-10T14:00:00.000Z',
    ]);
    expect(series.slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
    expect(series.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;COUNT=3');
  });

  it('keeps an evening visit on its local day when that is the next day in UTC', () => {
    const series = expandSeries(hour('2027-03-10T02:30:00Z'), { frequency: 'biweekly', count: 2, until: null }, NY);
    // Tue Mar 9, 9:30 PM EST, then Tue Mar 23, 9:30 PM EDT.
    expect(startsOf(series)).toEqual(['2027-03-10T02:30:00.000Z', '2027-03-24T01:30:00.000Z']);
  });

  it('falls on the last day of shorter months for a series on the 29th to the 31st', () => {
    const on30th = expandSeries(hour('2027-01-30T14:00:00Z'), { frequency: 'monthly', count: 3, until: null }, NY);
    expect(startsOf(on30th)).toEqual([
      '2027-01-30T14:00:00.000Z',
      '2027-02-28T14:00:00.000Z',
      '2027-03-30T13:00:00.000Z',
    ]);
    const on29th = expandSeries(hour('2028-01-29T14:00:00Z'), { frequency: 'monthly', count: 2, until: null }, NY);
    expect(startsOf(on29th)).toEqual(['2028-01-29T14:00:00.000Z', '2028-02-29T14:00:00.000Z']);
    const on15th = expandSeries(hour('2027-01-15T14:00:00Z'), { frequency: 'monthly', count: 2, until: null }, NY);
    expect(on15th.rrule).toBe('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=2');
  });

  it('writes a rule that reads back to the same days', () => {
    const series = expandSeries(
      hour('2027-01-31T14:00:00Z'),
      { frequency: 'monthly', until: '2027-05-31', count: null },
      NY,
    );
    expect(series.slots).toHaveLength(5);
    const rule = RRule.fromString(
      `DTSTART:20270131T090000\nRRULE:${series.rrule.replace(/UNTIL=[^;]+/, 'UNTIL=20270531T235959')}`,
    );
    expect(rule.all().map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
  });

  it('refuses an end that leaves no visit or more than 104', () => {
    const first = hour('2026-10-27T13:00:00Z');
    expect(() => expandSeries(first, { frequency: 'weekly', until: '2026-10-26', count: null }, NY)).toThrow(
      'The end date must be on or after the first visit',
    );
    expect(() => expandSeries(first, { frequency: 'weekly', until: '2028-10-25', count: null }, NY)).toThrow(
      'A recurring job can have at most 104 visits',
    );
    expect(expandSeries(first, { frequency: 'weekly', until: '2028-10-17', count: null }, NY).slots).toHaveLength(104);
  });

  it("rewrites a job's end to the visits it has left, in the form it was written", () => {
    const left = [new Date('2026-11-03T14:00:00Z'), new Date('2026-11-10T14:00:00Z')];
    expect(ruleForVisits('FREQ=WEEKLY;INTERVAL=1;COUNT=8', left)).toBe('FREQ=WEEKLY;INTERVAL=1;COUNT=2');
    expect(ruleForVisits('FREQ=WEEKLY;INTERVAL=2;UNTIL=20270101T045959Z', left)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261110T140000Z',
    );
    expect(ruleForVisits('FREQ=MONTHLY;BYMONTHDAY=3;COUNT=5', left.slice(0, 1))).toBe(null);
    // The rewritten rule expands to exactly the visits left.
    const rule = RRule.fromString(
      `DTSTART:20261103T140000Z\nRRULE:${ruleForVisits('FREQ=WEEKLY;INTERVAL=1;UNTIL=20270101T045959Z', left)}`,
    );
    expect(rule.all().map((d) => d.toISOString())).toEqual(left.map((d) => d.toISOString()));
  });
});
