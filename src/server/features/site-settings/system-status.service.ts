import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { SystemStatus } from '../../../shared/site-settings/site-settings.schemas';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { projectRoot } from '../../lib/project-root';
import { getPlatformSettings } from '../admin/platform-settings.service';

const appVersion: string = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version;

type Counts = Record<string, number | string | null>;
const n = (v: number | string | null | undefined) => Number(v ?? 0);

/**
 * The System tab's figures, each counted by the database when asked: its size, the job queue (pg-boss), the
 * e-mail outbox and the errors of the last 24 hours.
 */
export async function getSystemStatus(ctx: Pick<AppContext, 'db' | 'database'>): Promise<SystemStatus> {
  const { db } = ctx;
  const [[size], [jobs], [emails], [errors], settings] = await Promise.all([
    queryRows<Counts>(db, sql`select pg_database_size(current_database()) as bytes`),
    queryRows<Counts>(
      db,
      sql`select count(*) filter (where state in ('created', 'retry')) as queued,
                 count(*) filter (where state = 'active') as active,
                 count(*) filter (where state = 'failed' and completed_on > now() - interval '24 hours') as failed
            from pgboss.job`,
    ),
    queryRows<Counts>(
      db,
      sql`select count(*) filter (where status = 'queued') as queued,
                 count(*) filter (where status = 'failed') as failed,
                 (select count(*) from email_outbox
                   where created_at > now() - interval '24 hours' and status = 'sent') as sent
            from email_outbox where status <> 'sent'`,
    ),
    queryRows<Counts>(
      db,
      sql`select (select count(*) from error_logs where created_at > now() - interval '24 hours') as recent,
                 (select count(*) from error_logs where resolved = false) as unresolved`,
    ),
    getPlatformSettings(db),
  ]);
  return {
    appVersion,
    nodeVersion: process.version,
    uptimeSeconds: Math.floor(process.uptime()),
    database: { kind: ctx.database.kind, sizeBytes: n(size?.bytes) },
    jobs: { queued: n(jobs?.queued), active: n(jobs?.active), failedLast24Hours: n(jobs?.failed) },
    emails: { queued: n(emails?.queued), failed: n(emails?.failed), sentLast24Hours: n(emails?.sent) },
    errorsLast24Hours: n(errors?.recent),
    unresolvedErrors: n(errors?.unresolved),
    maintenanceMode: settings.maintenanceMode,
    checkedAt: new Date().toISOString(),
  };
}
