import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { appointments, invoices, jobs } from '../../../db/schema';

type Tenant = { companyId: number };
export type JobRow = typeof jobs.$inferSelect;

export async function insertJob(tx: Db, values: typeof jobs.$inferInsert) {
  const [row] = await tx.insert(jobs).values(values).returning();
  return row!;
}

export async function findJob(db: Db, opts: Tenant & { id: number }) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, opts.id), eq(jobs.companyId, opts.companyId)));
  return row;
}

export async function updateJobRow(tx: Db, opts: Tenant & { id: number }, values: PgUpdateSetSource<typeof jobs>) {
  await tx
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobs.id, opts.id), eq(jobs.companyId, opts.companyId)));
}

/** The statuses of the job's visits (one entry per visit) and its first start. */
export async function findJobVisits(db: Db, opts: Tenant & { jobId: number }) {
  return db
    .select({ id: appointments.id, status: appointments.status, startTime: appointments.startTime })
    .from(appointments)
    .where(and(eq(appointments.companyId, opts.companyId), eq(appointments.jobId, opts.jobId)));
}

/** Deletes the job unless an invoice names it (its `jobId` stays); false when it was kept. */
export async function deleteJobUnlessInvoiced(tx: Db, opts: Tenant & { id: number }) {
  const rows = await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.id, opts.id),
        eq(jobs.companyId, opts.companyId),
        sql`not exists (select 1 from ${invoices} where ${invoices.jobId} = ${jobs.id})`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}
