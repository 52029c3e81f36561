import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, jobTasks } from '../../../db/schema';

export type TaskRow = typeof jobTasks.$inferSelect;
type TaskValues = Partial<Omit<typeof jobTasks.$inferInsert, 'id' | 'companyId' | 'appointmentId'>>;

/** The visit's id when it is the company's (and, with `assigneeId`, assigned to that member). */
export async function findVisitId(db: Db, opts: { companyId: number; assigneeId?: number; id: number }) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, opts.id),
        eq(appointments.companyId, opts.companyId),
        opts.assigneeId === undefined ? undefined : eq(appointments.assignedUserId, opts.assigneeId),
      ),
    );
  return row?.id;
}

export async function findTasks(db: Db, opts: { companyId: number; appointmentId: number }) {
  return db
    .select()
    .from(jobTasks)
    .where(and(eq(jobTasks.appointmentId, opts.appointmentId), eq(jobTasks.companyId, opts.companyId)))
    .orderBy(asc(jobTasks.position), asc(jobTasks.id));
}

/** One task of one visit; `lock` holds it until the transaction ends, so its status is read once per change. */
export async function findTask(db: Db, opts: { companyId: number; appointmentId: number; id: number; lock?: boolean }) {
  const query = db
    .select()
    .from(jobTasks)
    .where(
      and(
        eq(jobTasks.id, opts.id),
        eq(jobTasks.appointmentId, opts.appointmentId),
        eq(jobTasks.companyId, opts.companyId),
      ),
    );
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/** Adds a task after the visit's last one. */
export async function insertTask(
  db: Db,
  opts: { companyId: number; appointmentId: number },
  values: TaskValues & { title: string },
) {
  const last = db
    .select({ p: sql`coalesce(max(${jobTasks.position}) + 1, 0)` })
    .from(jobTasks)
    .where(eq(jobTasks.appointmentId, opts.appointmentId));
  const [row] = await db
    .insert(jobTasks)
    .values({ ...values, ...opts, position: sql`(${last})` })
    .returning();
  return row!;
}

export async function updateTaskRow(db: Db, opts: { companyId: number; id: number }, values: TaskValues) {
  const [row] = await db
    .update(jobTasks)
    .set(values)
    .where(and(eq(jobTasks.id, opts.id), eq(jobTasks.companyId, opts.companyId)))
    .returning();
  return row;
}

export async function deleteTaskRow(db: Db, opts: { companyId: number; appointmentId: number; id: number }) {
  const rows = await db
    .delete(jobTasks)
    .where(
      and(
        eq(jobTasks.id, opts.id),
        eq(jobTasks.appointmentId, opts.appointmentId),
        eq(jobTasks.companyId, opts.companyId),
      ),
    )
    .returning({ id: jobTasks.id });
  return rows.length > 0;
}
