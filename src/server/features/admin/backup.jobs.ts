import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { writeDailyBackup } from './backup.service';

export const BACKUP_JOB = 'maintenance.backup';

/**
 * With BACKUP_DIR set, the embedded database is backed up there once a day. The check runs at start and then
 * hourly, so a machine that is off at night still gets its daily backup.
 */
export async function registerBackupJob(ctx: AppContext, log: FastifyBaseLogger) {
  const dir = ctx.env.BACKUP_DIR;
  if (!dir) return;
  await ctx.jobs.register(BACKUP_JOB, async () => {
    try {
      const result = await writeDailyBackup(ctx.database, { dir, keep: ctx.env.BACKUP_KEEP });
      if (result.written) log.info({ file: result.written, removed: result.removed }, 'backup written');
    } catch (err) {
      log.error({ err, dir }, 'backup failed');
      throw err;
    }
  });
  await ctx.jobs.schedule(BACKUP_JOB, '41 * * * *');
  await ctx.jobs.send(BACKUP_JOB, {});
}
