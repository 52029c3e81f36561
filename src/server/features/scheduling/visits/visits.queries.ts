import { and, asc, desc, eq, gt, gte, inArray, lt, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppointmentStatus } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { appointments, customers, jobs, jobTasks, services } from '../../../db/schema';
import { businessTimeZone } from '../../../lib/business-day';
import { containsPattern } from '../../../lib/search-pattern';

type Tenant = { companyId: number };
export type VisitRow = typeof appointments.$inferSelect;
export type NewVisit = typeof appointments.$inferInsert;
export type VisitChanges = PgUpdateSetSource<typeof appointments>;

const taskCount = (where?: SQL) =>
  sql<number>`(select count(*)::int from ${jobTasks} where ${jobTasks.appointmentId} = ${appointments.id}${
    where ? sql` and ${where}` : sql``
  })`.mapWith(Number);

/** A visit as the screens read it: with its customer, its job's service and how many of its tasks are done. */
const visitColumns = {
  visit: appointments,
  customer: { name: customers.name, email: customers.email, phone: customers.phone },
  job: { serviceId: jobs.serviceId, serviceName: services.name, rrule: jobs.rrule },
  tasksTotal: taskCount(),
  tasksDone: taskCount(eq(jobTasks.status, 'completed')),
};

const selectVisits = (db: Db) =>
  db
    .select(visitColumns)
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(jobs, eq(jobs.id, appointments.jobId))
    .leftJoin(services, eq(services.id, jobs.serviceId));

const ownVisit = (opts: Tenant & { id: number }) =>
  and(eq(appointments.id, opts.id), eq(appointments.companyId, opts.companyId));

/** A technician's name as visits are matched by it: trimmed, any case. */
export const technicianKey = (name: SQLWrapper | string) => sql`lower(btrim(${name}))`;

export async function findVisit(db: Db, opts: Tenant & { id: number }) {
  const [row] = await selectVisits(db).where(ownVisit(opts));
  return row;
}
export type VisitWithDetails = NonNullable<Awaited<ReturnType<typeof findVisit>>>;

/**
 * The visits overlapping [from, to), by start. A visit lasts at most a day, so those starting from a day before
 * `from` are all that can reach into it: the (company, start) index bounds the read.
 */
export function findVisitsInRange(db: Db, opts: Tenant & { from: Date; to: Date; technician?: string }) {
  const dayBefore = new Date(opts.from.getTime() - 86_400_000);
  return selectVisits(db)
    .where(
      and(
        eq(appointments.companyId, opts.companyId),
        gte(appointments.startTime, dayBefore),
        lt(appointments.startTime, opts.to),
        gt(appointments.endTime, opts.from),
        opts.technician
          ? eq(technicianKey(appointments.assignedTechnician), technicianKey(opts.technician))
          : undefined,
      ),
    )
    .orderBy(asc(appointments.startTime), asc(appointments.id));
}

type PageOpts = Tenant & {
  limit: number;
  offset: number;
  status?: AppointmentStatus;
  technician?: string;
  from?: string | null;
  to?: string | null;
  search?: string;
};

/** The List View's page, latest first, with the count of every matching visit. */
export async function findVisitPage(db: Db, opts: PageOpts) {
  const zone = businessTimeZone(opts.companyId);
  const pattern = opts.search ? containsPattern(opts.search.toLowerCase()) : undefined;
  const where = and(
    eq(appointments.companyId, opts.companyId),
    opts.status ? eq(appointments.status, opts.status) : undefined,
    opts.technician ? eq(technicianKey(appointments.assignedTechnician), technicianKey(opts.technician)) : undefined,
    // The days are the business's: from its midnight to the midnight after `to`.
    opts.from ? sql`${appointments.startTime} >= (${opts.from}::date::timestamp at time zone ${zone})` : undefined,
    opts.to ? sql`${appointments.startTime} < ((${opts.to}::date + 1)::timestamp at time zone ${zone})` : undefined,
    pattern
      ? or(sql`${appointments.searchText} like ${pattern}`, sql`${customers.searchText} like ${pattern}`)
      : undefined,
  );
  const rows = await selectVisits(db)
    .where(where)
    .orderBy(desc(appointments.startTime), desc(appointments.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(where);
  return { rows, total };
}

/** The technicians named on the company's visits, each once whatever its case, A to Z. */
export async function findTechnicians(db: Db, opts: Tenant) {
  const key = technicianKey(appointments.assignedTechnician);
  const rows = await db
    .select({ name: sql<string>`min(btrim(${appointments.assignedTechnician}))` })
    .from(appointments)
    .where(and(eq(appointments.companyId, opts.companyId), sql`btrim(${appointments.assignedTechnician}) <> ''`))
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => r.name);
}

/** The visit row alone, locked until the transaction ends. */
export async function lockVisit(tx: Db, opts: Tenant & { id: number }) {
  const [row] = await tx.select().from(appointments).where(ownVisit(opts)).for('update');
  return row;
}

/** The job's visits after `after` except those in `statuses`, locked, by start: "this and following". */
export function lockLaterVisits(
  tx: Db,
  opts: Tenant & { jobId: number; after: Date; exceptStatuses: readonly AppointmentStatus[] },
) {
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.companyId, opts.companyId),
        eq(appointments.jobId, opts.jobId),
        gt(appointments.startTime, opts.after),
        notInArray(appointments.status, [...opts.exceptStatuses]),
      ),
    )
    .orderBy(asc(appointments.startTime), asc(appointments.id))
    .for('update');
}

export async function insertVisits(tx: Db, rows: NewVisit[]) {
  return tx.insert(appointments).values(rows).returning({ id: appointments.id });
}

export async function updateVisitRow(tx: Db, opts: Tenant & { id: number }, values: VisitChanges) {
  const [row] = await tx
    .update(appointments)
    .set({ ...values, updatedAt: new Date() })
    .where(ownVisit(opts))
    .returning({ id: appointments.id });
  return row;
}

export async function deleteVisitRows(tx: Db, opts: Tenant & { ids: number[] }) {
  if (opts.ids.length === 0) return;
  await tx
    .delete(appointments)
    .where(and(eq(appointments.companyId, opts.companyId), inArray(appointments.id, opts.ids)));
}

/** Records the invoice made from the visit; undefined when it already has one. */
export async function setVisitInvoice(tx: Db, opts: Tenant & { id: number; invoiceId: number }) {
  const [row] = await tx
    .update(appointments)
    .set({ invoiceId: opts.invoiceId, updatedAt: new Date() })
    .where(and(ownVisit(opts), sql`${appointments.invoiceId} is null`))
    .returning({ id: appointments.id });
  return row;
}

/** The company's service, or undefined (another company's too). */
export async function findOwnService(db: Db, opts: Tenant & { id: number }) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, opts.id), eq(services.companyId, opts.companyId)));
  return row;
}
