import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../../../../shared/scheduling/schedule-settings.schemas';
import { freeSlots, type SlotRules } from './booking-slots';

const NY = 'America/New_York';
const rules: SlotRules = {
  workingHours: { ...DEFAULT_WORKING_HOURS, monday: { enabled: true, start: '09:00', end: '12:00' } },
  appointmentDuration: 60,
  bufferTime: 15,
  advanceBookingDays: 30,
  timeZone: NY,
};
// Sunday, March 1 2026, 8:00 AM in New York.
const NOW = new Date('2026-03-01T13:00:00Z');
const labels = (days: ReturnType<typeof freeSlots>) => days.map((d) => [d.date, d.slots.map((s) => s.label)]);
const busy = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('free slots for online booking', () => {
  it('lays a 30-minute grid inside the working hours, a visit ending by closing time, none on a closed day', () => {
    const days = freeSlots({ rules, busy: [], now: NOW, from: '2026-03-01', days: 3 });
    expect(labels(days)).toEqual([
      ['2026-03-01', []],
      ['2026-03-02', ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']],
      ['2026-03-03', expect.arrayContaining(['8:00 AM', '4:00 PM'])],
    ]);
    expect(days[2]!.slots).toHaveLength(17);
    expect(days[2]!.slots.at(-1)!.label).toBe('4:00 PM');
    expect(days[1]!.slots[0]!.start).toBe('2026-03-02T14:00:00.000Z');
  });

  it('keeps every visit that is not cancelled away by the buffer on both sides', () => {
    // A visit 10:00 - 10:30: with 15 minutes on both sides it blocks starts from 8:45 + ... up to 10:45.
    const days = freeSlots({
      rules,
      busy: [busy('2026-03-02T15:00:00Z', '2026-03-02T15:30:00Z')],
      now: NOW,
      from: '2026-03-02',
      days: 1,
    });
    expect(labels(days)).toEqual([['2026-03-02', ['11:00 AM']]]);
    const noBuffer = freeSlots({
      rules: { ...rules, bufferTime: 0 },
      busy: [busy('2026-03-02T15:00:00Z', '2026-03-02T15:30:00Z')],
      now: NOW,
      from: '2026-03-02',
      days: 1,
    });
    // Exactly back to back is enough without a buffer: 9:00-10:00 ends as the visit starts.
    expect(labels(noBuffer)).toEqual([['2026-03-02', ['9:00 AM', '10:30 AM', '11:00 AM']]]);
  });

  it('offers nothing sooner than an hour from now, nothing before today, nothing past the advance days', () => {
    const monday930 = new Date('2026-03-02T14:30:00Z');
    const days = freeSlots({ rules, busy: [], now: monday930, from: '2026-02-27', days: 4 });
    expect(labels(days)).toEqual([['2026-03-02', ['10:30 AM', '11:00 AM']]]);
    const near = freeSlots({ rules: { ...rules, advanceBookingDays: 2 }, busy: [], now: NOW, days: 14 });
    expect(near.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('keeps 9:00 local on both sides of the spring change (America/New_York, March 8 2026)', () => {
    const days = freeSlots({ rules, busy: [], now: NOW, from: '2026-03-06', days: 4 });
    const friday = days.find((d) => d.date === '2026-03-06')!;
    const monday = days.find((d) => d.date === '2026-03-09')!;
    expect(friday.slots[0]).toEqual({ start: '2026-03-06T13:00:00.000Z', label: '8:00 AM' });
    expect(monday.slots[0]).toEqual({ start: '2026-03-09T13:00:00.000Z', label: '9:00 AM' });
    expect(monday.slots.map((s) => s.label)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']);
  });

  it('keeps the clock across the autumn change and opens a night shift only at times that exist', () => {
    const autumn = freeSlots({ rules, busy: [], now: new Date('2026-10-30T10:00:00Z'), from: '2026-10-30', days: 4 });
    expect(autumn.find((d) => d.date === '2026-10-30')!.slots[0]!.start).toBe('2026-10-30T12:00:00.000Z');
    expect(autumn.find((d) => d.date === '2026-11-02')!.slots[0]!.start).toBe('2026-11-02T14:00:00.000Z');
    // Sunday March 8: 2:00 - 2:59 AM does not exist.
    const night = freeSlots({
      rules: {
        ...rules,
        appointmentDuration: 30,
        workingHours: { ...rules.workingHours, sunday: { enabled: true, start: '01:00', end: '04:00' } },
      },
      busy: [],
      now: NOW,
      from: '2026-03-08',
      days: 1,
    });
    expect(labels(night)).toEqual([['2026-03-08', ['1:00 AM', '1:30 AM', '3:00 AM', '3:30 AM']]]);
  });
});
