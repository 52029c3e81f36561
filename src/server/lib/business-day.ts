import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';

/** The company's time zone: its owner's (a subquery PostgreSQL runs once per statement). */
export const businessTimeZone = (companyId: SQLWrapper | number): SQL =>
  sql`(select ${users.timezone} from ${companies} join ${users} on ${users.id} = ${companies.userId}
       where ${companies.id} = ${companyId})`;

/**
 * The company's calendar day at `now`, in its owner's time zone: a due date or a valid-until day has passed
 * when the business's own day has, not when the day changes in UTC. `companyId` may be a column, which makes
 * it a correlated subquery (one primary-key lookup per row).
 */
export const businessToday = (companyId: SQLWrapper | number, now: Date): SQL =>
  sql`(select (${now.toISOString()}::timestamptz at time zone ${users.timezone})::date
       from ${companies} join ${users} on ${users.id} = ${companies.userId}
       where ${companies.id} = ${companyId})`;

/** The day `days` after the business's today: the default due date or valid-until day of a new document. */
export const businessDaysFrom = (companyId: number, days: number, now = new Date()): SQL =>
  sql`(${businessToday(companyId, now)} + ${days}::int)`;

/** How often a read may sweep a company's statuses: the scheduled jobs, hourly, are the guarantee. */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Runs a company's sweep (overdue invoices, expired quotes) on read at most once per interval and process, so
 * a list is up to date soon after the business's day turns without costing a query on every read. Kept per
 * database: a company's id names another company on another database (the bench's, the tests').
 */
export function sweepOnRead(intervalMs = SWEEP_INTERVAL_MS) {
  const swept = new WeakMap<Db, Map<number, number>>();
  return async (db: Db, companyId: number, now: Date, sweep: () => Promise<unknown>) => {
    const slot = Math.floor(now.getTime() / intervalMs);
    let slots = swept.get(db);
    if (slots?.get(companyId) === slot) return;
    await sweep();
    if (!slots) swept.set(db, (slots = new Map()));
    slots.set(companyId, slot);
  };
}
