import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../lib/context';

export const VACUUM_JOB = 'maintenance.vacuum';

/**
 * The embedded database's autovacuum: PGlite runs no background workers, so nothing else refreshes the planner's
 * statistics as the data grows (its plans stay those of an empty database), marks pages all-visible (an
 * index-only scan still reads every row's page), or empties a GIN index's pending list. Hourly, on PGlite only:
 * PostgreSQL's autovacuum does this itself. A VACUUM skips the pages already all-visible, so an hour's changes
 * cost what they changed, and ANALYZE reads a sample of each table, not the table.
 */
export async function registerVacuumJob(ctx: AppContext, log: FastifyBaseLogger) {
  if (ctx.database.kind !== 'pglite') return;
  await ctx.jobs.register(VACUUM_JOB, async () => {
    const started = Date.now();
    await ctx.db.execute(sql`vacuum (analyze)`);
    log.debug({ ms: Date.now() - started }, 'embedded database vacuumed and analyzed');
  });
  await ctx.jobs.schedule(VACUUM_JOB, '29 * * * *');
}
