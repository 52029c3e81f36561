import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { WEEKDAYS, type Weekday } from '@shared/scheduling/schedule-values';
import type { WorkingHours } from '@shared/scheduling/schedule-settings.schemas';
import { addDays, dayKey, instantOf, wallClockAt, weekdayOf } from '@shared/scheduling/zoned-time';

// The calendar's arithmetic, on the business's wall clock: where a visit sits in its day and where a move puts it.

/** Visits move and resize in quarter hours. */
export const STEP_MINUTES = 15;
export const HOUR_PX = 48;
export const STEP_PX = (HOUR_PX * STEP_MINUTES) / 60;
const DAY_MINUTES = 1440;

/** Open 8:00 to 17:00 when no day is open (and while the settings load). */
const FALLBACK_HOURS = { first: 8, last: 17 };

export const weekdayNameOf = (day: string): Weekday => WEEKDAYS[(weekdayOf(day) + 6) % 7]!;

/** The seven days from `monday`. */
export const daysFrom = (monday: string, count = 7) => Array.from({ length: count }, (_, i) => addDays(monday, i));

const snap = (minutes: number) => Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;

function clockOf(instant: string, timeZone: string) {
  const c = wallClockAt(new Date(instant), timeZone);
  return { day: dayKey(c), minutes: c.hour * 60 + c.minute };
}

/** The instant of `minutes` after the start of `day` on the wall clock (minutes may run into the next days). */
export function instantAt(day: string, minutes: number, timeZone: string): Date {
  const carried = Math.floor(minutes / DAY_MINUTES);
  const rest = minutes - carried * DAY_MINUTES;
  const [year, month, date] = addDays(day, carried).split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date, hour: Math.floor(rest / 60), minute: rest % 60 }, timeZone);
}

/** A visit's part in one day column: minutes from that day's midnight, and its lane among the visits it overlaps. */
export type Segment = {
  visit: Appointment;
  day: string;
  top: number;
  bottom: number;
  lane: number;
  lanes: number;
  /** The part holding the visit's end: the one with the resize handle. */
  ends: boolean;
};

/** Side by side lanes for the overlapping parts of one day, each cluster of overlaps as wide as it needs. */
function placeLanes(segments: Segment[]) {
  segments.sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let cluster: Segment[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => cluster.forEach((s) => (s.lanes = laneEnds.length));
  for (const s of segments) {
    if (s.top >= clusterEnd) {
      close();
      cluster = [];
      laneEnds = [];
    }
    const free = laneEnds.findIndex((end) => end <= s.top);
    s.lane = free === -1 ? laneEnds.length : free;
    laneEnds[s.lane] = s.bottom;
    cluster.push(s);
    clusterEnd = Math.max(clusterEnd, s.bottom);
  }
  close();
}

/** Each day's parts of the visits, placed by their wall-clock times (a visit past midnight shows in both days). */
export function layoutDays(visits: Appointment[], days: string[], timeZone: string): Map<string, Segment[]> {
  const byDay = new Map(days.map((d) => [d, [] as Segment[]]));
  for (const visit of visits) {
    const start = clockOf(visit.startTime, timeZone);
    const end = clockOf(visit.endTime, timeZone);
    for (let day = start.day; day <= end.day; day = addDays(day, 1)) {
      const top = day === start.day ? start.minutes : 0;
      const bottom = day === end.day ? end.minutes : DAY_MINUTES;
      const list = byDay.get(day);
      if (list && bottom > top) list.push({ visit, day, top, bottom, lane: 0, lanes: 1, ends: day === end.day });
    }
  }
  byDay.forEach(placeLanes);
  return byDay;
}

/** The hours the grid shows: the working hours of the open days, widened to hold every visit drawn. */
export function hourSpan(hours: WorkingHours | undefined, byDay: Map<string, Segment[]>) {
  const open = hours ? Object.values(hours).filter((d) => d.enabled) : [];
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  let first = open.length ? Math.floor(Math.min(...open.map((d) => toMinutes(d.start))) / 60) : FALLBACK_HOURS.first;
  let last = open.length ? Math.ceil(Math.max(...open.map((d) => toMinutes(d.end))) / 60) : FALLBACK_HOURS.last;
  byDay.forEach((segments) =>
    segments.forEach((s) => {
      first = Math.min(first, Math.floor(s.top / 60));
      last = Math.max(last, Math.ceil(s.bottom / 60));
    }),
  );
  return { first, last };
}

/** Whether `day` is open in the working hours. */
export const isOpenDay = (hours: WorkingHours | undefined, day: string) => hours?.[weekdayNameOf(day)]?.enabled ?? true;

export type NewTimes = { startTime: string; endTime: string; duration: number };

const timesOf = (start: Date, end: Date): NewTimes => ({
  startTime: start.toISOString(),
  endTime: end.toISOString(),
  duration: Math.round((end.getTime() - start.getTime()) / 60_000),
});

/** A visit moved by whole days and quarter hours: its start lands on a quarter hour, its length kept. */
export function movedTimes(visit: Appointment, days: number, minutes: number, timeZone: string): NewTimes {
  const start = clockOf(visit.startTime, timeZone);
  const length = new Date(visit.endTime).getTime() - new Date(visit.startTime).getTime();
  const newStart = instantAt(addDays(start.day, days), snap(start.minutes + minutes), timeZone);
  return timesOf(newStart, new Date(newStart.getTime() + length));
}

/** A visit whose end moved by quarter hours, on a quarter hour, never less than one after its start. */
export function resizedTimes(visit: Appointment, minutes: number, timeZone: string): NewTimes {
  const start = new Date(visit.startTime);
  const end = clockOf(visit.endTime, timeZone);
  const newEnd = instantAt(end.day, snap(end.minutes + minutes), timeZone);
  const shortest = new Date(start.getTime() + STEP_MINUTES * 60_000);
  return timesOf(start, newEnd < shortest ? shortest : newEnd);
}

/** The half hour under a point `y` pixels below the top of a day column starting at `firstHour`: a new visit's start. */
export const minutesAtY = (y: number, firstHour: number) => firstHour * 60 + Math.floor(y / (HOUR_PX / 2)) * 30;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Where a new visit booked from the button starts: the next full hour when the business is open then for the whole
 * visit, else the next opening time within a week (a visit booked at night lands on the next working morning).
 */
export function nextWorkingStart(
  hours: WorkingHours,
  duration: number,
  timeZone: string,
  now = new Date(),
): { day: string; minutes: number } {
  const clock = wallClockAt(now, timeZone);
  const today = dayKey(clock);
  const nextFullHour = (clock.hour + 1) * 60;
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = addDays(today, ahead);
    const open = hours[weekdayNameOf(day)];
    if (!open.enabled) continue;
    const minutes = Math.max(ahead === 0 ? nextFullHour : 0, minutesOf(open.start));
    if (minutes + duration <= minutesOf(open.end)) return { day, minutes };
  }
  return { day: today, minutes: nextFullHour };
}
