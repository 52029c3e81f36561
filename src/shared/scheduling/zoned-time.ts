// Wall-clock times in the business's time zone and the instants they are, with Intl alone (no time zone data of
// our own): the schedule is drawn and entered in the business's zone whatever the browser's or server's zone is.

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const c = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a clock in `timeZone` shows `clock`. A time the spring change skips (2:30 AM) is taken as the same
 * length of time after the change (3:30 AM); a time the autumn change repeats is the first of the two.
 */
export function instantOf(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const before = offsetAt(new Date(asUtc), timeZone);
  const first = asUtc - before;
  const after = offsetAt(new Date(first), timeZone);
  if (after === before) return new Date(first);
  // Across a change: of the two readings, the earlier instant whose clock matches; none matches in a skipped hour.
  const candidates = [asUtc - Math.max(before, after), asUtc - Math.min(before, after)];
  const matching = candidates.find((t) => offsetAt(new Date(t), timeZone) === asUtc - t);
  return new Date(matching ?? asUtc - Math.min(before, after));
}

/** `YYYY-MM-DD` of a wall clock's day. */
export const dayKey = (c: Pick<WallClock, 'year' | 'month' | 'day'>) =>
  `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;

/** The calendar day `days` after `YYYY-MM-DD` (days may be negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return dayKey({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** 0 = Sunday ... 6 = Saturday, of `YYYY-MM-DD`. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The instant a day starts (its midnight, or the first minute it has) in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: d, hour: 0, minute: 0 }, timeZone);
}

/** The business's day at `instant`. */
export const dayAt = (instant: Date, timeZone: string) => dayKey(wallClockAt(instant, timeZone));
