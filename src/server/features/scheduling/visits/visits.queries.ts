import { and, asc, eq, gt, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppointmentStatus } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { appointments, customers, jobs, jobTasks, services, users } from '../../../db/schema';

/** The company, and for a technician the one member whose assigned visits alone are theirs (visit-scope.ts). */
type Tenant = { companyId: number; assigneeId?: number };
export type VisitRow = typeof appointments.$inferSelect;
export type NewVisit = typeof appointments.$inferInsert;
export type VisitChanges = PgUpdateSetSource<typeof appointments>;

const taskCount = (where?: SQL) =>
  sql<number>`(select count(*)::int from ${jobTasks} where ${jobTasks.appointmentId} = ${appointments.id}${
    where ? sql` and ${where}` : sql``
  })`.mapWith(Number);

/** The name of the member the visit is assigned to, as it is now: their full name, else their e-mail address. */
export const assigneeName = sql<string | null>`(select coalesce(nullif(btrim(concat_ws(' ', ${users.firstName}, ${
  users.lastName
})), ''), ${users.email}) from ${users} where ${users.id} = ${appointments.assignedUserId})`;

/** A visit as the screens read it: with its customer, its job's service and how many of its tasks are done. */
const visitColumns = {
  visit: appointments,
  assignedUserName: assigneeName,
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
  and(
    eq(appointments.id, opts.id),
    eq(appointments.companyId, opts.companyId),
    opts.assigneeId === undefined ? undefined : eq(appointments.assignedUserId, opts.assigneeId),
  );

/** A technician's name as visits are matched by it: trimmed, any case. */
export const technicianKey = (name: SQLWrapper | string) => sql`lower(btrim(${name}))`;

export async function findVisit(db: Db, opts: Tenant & { id: number }) {
  const [row] = await selectVisits(db).where(ownVisit(opts));
  return row;
}
export type VisitWithDetails = NonNullable<Awaited<ReturnType<typeof findVisit>>>;

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
