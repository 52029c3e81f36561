import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReportBucket } from '../../../shared/platform-reports/platform-reports.schemas';
import { subscriptions } from '../../db/schema';

/** A report's period in UTC: its buckets (days or months), from the first one's start to `now`. */
export type ReportWindow = { bucket: ReportBucket; from: Date; now: Date };

// The bucket is one of two words of ours, never the request's text: safe to write into the statement.
const unit = (w: ReportWindow) => sql.raw(`'${w.bucket}'`);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The bucket (as a UTC wall-clock start) a timestamp falls in. */
export const bucketOf = (w: ReportWindow, column: SQLWrapper): SQL =>
  sql`date_trunc(${unit(w)}, ${column} at time zone 'UTC')`;

/** A timestamp within the period: from its first bucket's start up to now. A range on the column, for its index. */
export const inWindow = (w: ReportWindow, column: SQLWrapper): SQL =>
  sql`${column} >= ${at(w.from)} and ${column} <= ${at(w.now)}`;

/** Every bucket of the period, oldest first, as `start` (UTC wall clock) and `key` (`2024-03-05` or `2024-03`). */
export const bucketsOf = (w: ReportWindow): SQL =>
  sql`select g as start, to_char(g, ${w.bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as key
      from generate_series(${bucketOf(w, at(w.from))}, ${bucketOf(w, at(w.now))}, ${sql.raw(`interval '1 ${w.bucket}'`)}) g`;

/**
 * A figure of each bucket and its sum over the period (a window over the buckets), as `name` and `total_name`:
 * money as decimal strings (numeric, never a float), counts as integers; a bucket without any is 0.
 */
export function figure(name: string, value: SQL, kind: 'money' | 'count'): SQL {
  const cast = sql.raw(kind === 'money' ? 'numeric(14, 2)::text' : 'bigint::int');
  return sql`coalesce(${value}, 0)::${cast} as ${sql.identifier(name)},
    (sum(coalesce(${value}, 0)) over ())::${cast} as ${sql.identifier(`total_${name}`)}`;
}

/** Plans that ended (cancelled) per bucket, on the day their last period ended: the churn of Users and Subscriptions. */
export function plansEndedPerBucket(w: ReportWindow): SQL {
  const s = subscriptions;
  return sql`select ${bucketOf(w, s.currentPeriodEnd)} as start, count(*) as n
    from ${s} where ${s.status} = 'canceled' and ${s.product} = 'plan' and ${inWindow(w, s.currentPeriodEnd)}
    group by 1`;
}
