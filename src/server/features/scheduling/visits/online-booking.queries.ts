import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, companies, scheduleSettings } from '../../../db/schema';

/** A company's visits a booking must keep clear of: this many is far beyond any day's schedule. */
const BUSY_MAX = 2000;

/**
 * Holds the company's schedule until the transaction ends: its schedule_settings row FOR UPDATE, or its company
 * row while it has none (still on the defaults). Every online booking takes it first.
 */
export async function lockCompanySchedule(tx: Db, companyId: number) {
  const [settings] = await tx
    .select({ id: scheduleSettings.companyId })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.companyId, companyId))
    .for('update');
  if (settings) return;
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/**
 * The company's visits that are not cancelled and reach into [from, to) widened by `bufferMinutes`, by start (the
 * (company, start) index: a visit lasts at most a day).
 */
export async function findBusyVisits(db: Db, opts: { companyId: number; from: Date; to: Date; bufferMinutes: number }) {
  const buffer = sql`make_interval(mins => ${opts.bufferMinutes}::int)`;
  const from = opts.from.toISOString();
  const to = opts.to.toISOString();
  return db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, opts.companyId),
        ne(appointments.status, 'cancelled'),
        gt(appointments.startTime, sql`${from}::timestamptz - interval '1 day' - ${buffer}`),
        lt(appointments.startTime, sql`${to}::timestamptz + ${buffer}`),
        sql`${appointments.endTime} + ${buffer} > ${from}::timestamptz`,
      ),
    )
    .orderBy(asc(appointments.startTime))
    .limit(BUSY_MAX);
}
