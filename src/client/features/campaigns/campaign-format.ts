import type { PublicUser } from '@shared/auth/auth.schemas';
import { SCHEDULE_DEFAULTS, SCHEDULE_TIME_ZONES } from '@shared/scheduling/schedule-values';
import { formatVisitClockWithZone, formatVisitDate } from '@shared/scheduling/visit-time-text';
import { dayKey, instantOf, wallClockAt } from '@shared/scheduling/zoned-time';

// Times as the business reads them: typed and shown on its zone's clock (the owner's time zone, the one the
// schedule uses too), whatever the browser's zone is.

/** The owner's zone when this browser knows it, else the schedule's default (a bad zone would throw in every format). */
export function businessZone(user: Pick<PublicUser, 'timezone'> | null | undefined): string {
  const zone = user?.timezone;
  if (zone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone;
    } catch {
      // unknown to this browser: the default below
    }
  }
  return SCHEDULE_DEFAULTS.timeZone;
}

/** `Pacific Time` for `America/Los_Angeles` (the zone's own name for any other). */
export const zoneLabel = (timeZone: string) => SCHEDULE_TIME_ZONES.find((z) => z.value === timeZone)?.label ?? timeZone;

/** `Tue, Nov 24, 2026, 9:00 AM PST`; a dash for none. */
export function formatInstant(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  return `${formatVisitDate(instant, timeZone)}, ${formatVisitClockWithZone(instant, timeZone)}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` and `HH:mm` of an instant on the business's clock, as date and time inputs want them. */
export function wallInputs(iso: string, timeZone: string) {
  const c = wallClockAt(new Date(iso), timeZone);
  return { date: dayKey(c), time: `${two(c.hour)}:${two(c.minute)}` };
}

/** The instant a date and time typed on the business's clock stand for (ISO, UTC); '' when either is not valid. */
export function instantFromInputs(date: string, time: string, timeZone: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return '';
  const clock = { year: +d[1], month: +d[2], day: +d[3], hour: +t[1], minute: +t[2] };
  const instant = instantOf(clock, timeZone);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** `24.5%`: `part` of `whole` to one decimal, 0% of nothing. */
export function percentOf(part: number, whole: number): string {
  return `${whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0}%`;
}

export const plural = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
