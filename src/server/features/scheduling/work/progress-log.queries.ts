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
