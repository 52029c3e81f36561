import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobProgressLogs } from '../../../db/schema';

export type ProgressLogRow = typeof jobProgressLogs.$inferSelect;

/**
 * Writes one entry of a visit's progress. Every change of a visit's or a task's status writes one (previous and new
 * value, who), in the transaction of the change.
 */
export async function insertProgressLog(db: Db, row: typeof jobProgressLogs.$inferInsert) {
  const [log] = await db.insert(jobProgressLogs).values(row).returning();
  return log!;
}

/** The visit's entries, newest first. */
export async function findProgressLogs(db: Db, opts: { companyId: number; appointmentId: number; limit: number }) {
  return db
    .select()
    .from(jobProgressLogs)
    .where(and(eq(jobProgressLogs.appointmentId, opts.appointmentId), eq(jobProgressLogs.companyId, opts.companyId)))
    .orderBy(desc(jobProgressLogs.createdAt), desc(jobProgressLogs.id))
    .limit(opts.limit);
}

/** The metadata of the visit's photo entries: what names their files. */
export async function findPhotoMetadata(db: Db, opts: { companyId: number; appointmentIds: number[] }) {
  if (opts.appointmentIds.length === 0) return [];
  const rows = await db
    .select({ metadata: jobProgressLogs.metadata })
    .from(jobProgressLogs)
    .where(
      and(
        inArray(jobProgressLogs.appointmentId, opts.appointmentIds),
        eq(jobProgressLogs.companyId, opts.companyId),
        eq(jobProgressLogs.logType, 'photo'),
      ),
    );
  return rows.map((r) => r.metadata);
}
