import * as rruleModule from 'rrule';
import { AppError } from '../../../../shared/app-error';
import { MAX_RECURRING_VISITS, type Recurrence } from '../../../../shared/scheduling/appointments.schemas';
import { scheduleMessages as m } from '../../../../shared/scheduling/schedule-values';
import { addMinutes, fromFloating, minutesBetween, toFloating } from './local-time';

// rrule ships CommonJS to Node (its classes under `default`) and ES modules to bundlers.
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;

export type Slot = { start: Date; end: Date };

/**
 * A month without the first visit's day gets its last day instead (a series on the 31st falls on April 30th and
 * February 28th or 29th), never a skipped month: BYMONTHDAY with BYSETPOS=-1 takes the latest of the days the month
 * has. Days up to the 28th exist in every month.
 */
const monthDays = (day: number) =>
  day <= 28 ? { bymonthday: [day] } : { bymonthday: [28, 29, 30, 31].filter((d) => d <= day), bysetpos: [-1] };

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The RRULE (RFC 5545, without DTSTART) of the series, as the job keeps it. UNTIL is the end of the last day in the
 * business's zone, in UTC, as the RFC asks when the start has a time zone.
 */
function ruleText(r: Recurrence, day: number, untilInstant: Date | null) {
  const freq =
    r.frequency === 'monthly' ? 'FREQ=MONTHLY' : `FREQ=WEEKLY;INTERVAL=${r.frequency === 'biweekly' ? 2 : 1}`;
  const { bymonthday, bysetpos } = monthDays(day);
  const monthly =
    r.frequency === 'monthly' ? `;BYMONTHDAY=${bymonthday.join(',')}${bysetpos ? ';BYSETPOS=-1' : ''}` : '';
  const end = untilInstant ? `UNTIL=${stamp(untilInstant)}` : `COUNT=${r.count}`;
  return `${freq}${monthly};${end}`;
}

const refused = (message: string, field: string) => new AppError('BAD_REQUEST', message, { [field]: message });

/**
 * The visits of a recurring job: the first one's wall-clock time and length repeated on each day of the rule,
 * expanded on the business's local clock (floating dates) and only then turned into instants, so a weekly 9:00
 * stays 9:00 after a daylight-saving change. 400 when the end date leaves no visit or more than the maximum.
 */
export function expandSeries(first: Slot, r: Recurrence, timeZone: string): { slots: Slot[]; rrule: string } {
  const dtstart = toFloating(first.start, timeZone);
  const minutes = minutesBetween(first.start, first.end);
  const floatingUntil = r.until ? new Date(`${r.until}T23:59:59Z`) : null;
  const rule = new RRule({
    freq: r.frequency === 'monthly' ? RRule.MONTHLY : RRule.WEEKLY,
    interval: r.frequency === 'biweekly' ? 2 : 1,
    dtstart,
    ...(r.frequency === 'monthly' ? monthDays(dtstart.getUTCDate()) : {}),
    ...(floatingUntil ? { until: floatingUntil } : { count: r.count ?? 1 }),
  });
  // One more than allowed tells a series that is too long without expanding an endless one.
  const dates = rule.all((_, i) => i <= MAX_RECURRING_VISITS);
  if (dates.length === 0) throw refused(m.untilBeforeStart, 'recurrence.until');
  if (dates.length > MAX_RECURRING_VISITS)
    throw refused(m.tooManyVisits, r.until ? 'recurrence.until' : 'recurrence.count');
  const slots = dates.map((local) => {
    const start = fromFloating(local, timeZone);
    return { start, end: addMinutes(start, minutes) };
  });
  const untilInstant = floatingUntil ? fromFloating(floatingUntil, timeZone) : null;
  return { slots, rrule: ruleText(r, dtstart.getUTCDate(), untilInstant) };
}

/**
 * The job's rule once its visits are `starts`: its end says where they end now (a "following" delete or a job split
 * leaves fewer than it was made with), as a count or an UNTIL at the last one's start, as it was written; a job
 * down to one visit no longer repeats.
 */
export function ruleForVisits(rrule: string, starts: Date[]): string | null {
  if (starts.length <= 1) return null;
  const last = new Date(Math.max(...starts.map((d) => d.getTime())));
  return rrule.replace(/COUNT=\d+/, `COUNT=${starts.length}`).replace(/UNTIL=[0-9TZ]+/, `UNTIL=${stamp(last)}`);
}
