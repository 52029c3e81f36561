import { and, asc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { appointments, companies, customers, jobs, scheduleSettings, users } from '../../../db/schema';

/** Everything a notice about a visit tells: the visit, its customer, the business and its owner (whose zone it is). */
const noticeColumns = {
  visit: {
    id: appointments.id,
    companyId: appointments.companyId,
    jobId: appointments.jobId,
    title: appointments.title,
    status: appointments.status,
    startTime: appointments.startTime,
    endTime: appointments.endTime,
    location: appointments.location,
    technician: appointments.assignedTechnician,
    confirmationRequestedAt: appointments.confirmationRequestedAt,
    customerResponse: appointments.customerResponse,
  },
  customer: { name: customers.name, email: customers.email, accessToken: customers.accessToken },
  company: { name: companies.name, email: companies.email, phone: companies.phone, language: companies.language },
  owner: { timeZone: users.timezone },
  /** The business's reminders setting: on unless its settings row says otherwise (the defaults have it on). */
  remindersOn: sql<boolean>`coalesce((${scheduleSettings.reminderSettings}->>'enabled')::boolean, true)`,
};

const noticeQuery = (db: Db) =>
  db
    .select(noticeColumns)
    .from(appointments)
    .innerJoin(
      customers,
      and(eq(customers.id, appointments.customerId), eq(customers.companyId, appointments.companyId)),
    )
    .innerJoin(companies, eq(companies.id, appointments.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(scheduleSettings, eq(scheduleSettings.companyId, appointments.companyId));

export type VisitNoticeRow = Awaited<ReturnType<typeof noticeQuery>>[number];

/**
 * A visit with what its notices need, by id alone: for the visits service, which names a visit it has just written
 * in its own transaction (the tenant is the row's).
 */
export async function findVisitNoticeById(db: Db, id: number) {
  const [row] = await noticeQuery(db).where(eq(appointments.id, id));
  return row;
}

/** One of the company's visits with what its notices need, its row locked until the transaction ends. */
export async function findVisitNoticeForUpdate(db: Db, opts: { companyId: number; id: number }) {
  const [row] = await noticeQuery(db)
    .where(and(eq(appointments.id, opts.id), eq(appointments.companyId, opts.companyId)))
    .for('update', { of: appointments });
  return row;
}

/**
 * Claims up to `limit` visits whose reminder is due, skipping rows another run holds: each is locked until the
 * claiming transaction ends, and that transaction marks it sent. Only visits still ahead, open, of a business with
 * reminders on and a customer with an e-mail address.
 */
export async function claimDueReminders(db: Db, opts: { now: Date; limit: number }) {
  return noticeQuery(db)
    .where(
      and(
        lte(appointments.reminderTime, opts.now),
        eq(appointments.reminderSent, false),
        inArray(appointments.status, [...OPEN_STATUSES]),
        gt(appointments.startTime, opts.now),
        isNotNull(customers.email),
        ne(customers.email, ''),
        sql`coalesce((${scheduleSettings.reminderSettings}->>'enabled')::boolean, true)`,
      ),
    )
    .orderBy(asc(appointments.reminderTime), asc(appointments.id))
    .limit(opts.limit)
    .for('update', { of: appointments, skipLocked: true });
}

export async function markRemindersSent(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(appointments).set({ reminderSent: true }).where(inArray(appointments.id, ids));
}

export async function setOnMyWayRow(db: Db, opts: { companyId: number; id: number; at: Date; userId: number }) {
  await db
    .update(appointments)
    .set({ onMyWayAt: opts.at, updatedByUserId: opts.userId })
    .where(and(eq(appointments.id, opts.id), eq(appointments.companyId, opts.companyId)));
}

/** A recurring job's visits from `from` on (cancelled ones left out): how many, the last one's start, the rule. */
export async function findSeries(db: Db, opts: { companyId: number; jobId: number; from: Date }) {
  const [row] = await db
    .select({
      rrule: jobs.rrule,
      visits: sql<number>`count(${appointments.id})::int`,
      lastStart: sql<string | Date | null>`max(${appointments.startTime})`,
    })
    .from(jobs)
    .leftJoin(
      appointments,
      and(
        eq(appointments.jobId, jobs.id),
        sql`${appointments.startTime} >= ${opts.from.toISOString()}::timestamptz`,
        ne(appointments.status, 'cancelled'),
      ),
    )
    .where(and(eq(jobs.id, opts.jobId), eq(jobs.companyId, opts.companyId)))
    .groupBy(jobs.id);
  if (!row) return undefined;
  return { ...row, visits: Number(row.visits), lastStart: row.lastStart ? new Date(row.lastStart) : null };
}
