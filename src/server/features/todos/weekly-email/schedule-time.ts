import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { WEEKDAYS } from '../../../../shared/todos/todos.schemas';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The user's IANA zone when this runtime knows it, else the default: a bad name must not stop everyone's e-mail. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const weekdayArray = sql.raw(`array[${WEEKDAYS.map((d) => `'${d}'`).join(', ')}]`);

/**
 * The next moment, strictly after `now`, at which the wall clock of `timeZone` shows `sendDay` (monday..sunday)
 * at `sendTime` (HH:MM), as a timestamptz. Worked out on local wall time by PostgreSQL's zone rules, so 09:00
 * stays 09:00 across a DST change; a time that does not exist that day (spring forward) moves on by the gap.
 */
export function nextSendAtSql(timeZone: string, sendDay: SQLWrapper, sendTime: SQLWrapper, now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone}::text)`;
  const candidate = sql`(date_trunc('day', ${local})
    + ((array_position(${weekdayArray}, ${sendDay}::text) - extract(isodow from ${local})::int + 7) % 7)
      * interval '1 day'
    + ${sendTime}::time)`;
  return sql`((case when ${candidate} > ${local} then ${candidate} else ${candidate} + interval '7 days' end)
    at time zone ${timeZone}::text)`;
}

/** The Monday of the week `instant` falls in on `timeZone`'s calendar: a scheduled send's `weekOf`. */
export const weekOfSql = (instant: SQLWrapper, timeZone: string): SQL =>
  sql`date_trunc('week', ${instant} at time zone ${timeZone}::text)::date`;

/** The user's calendar day at `now`. */
export const localTodaySql = (timeZone: string, now: Date): SQL =>
  sql`(${now.toISOString()}::timestamptz at time zone ${timeZone}::text)::date`;
