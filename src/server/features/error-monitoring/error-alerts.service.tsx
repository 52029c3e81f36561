import { eq, sql } from 'drizzle-orm';
import {
  ALERT_THROTTLE_MINUTES,
  ALERTED_SEVERITIES,
  type Severity,
} from '../../../shared/error-monitoring/error-monitoring.schemas';
import { queryRows } from '../../db/client';
import { adminSettings, errorLogs, errorNotificationLogs, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { ERROR_ALERT_JOB } from '../../lib/error-recorder';
import { alertLines, alertSubject, ErrorAlertEmail } from './error-alert.emails';

type AlertDeps = Pick<AppContext, 'db' | 'mailer' | 'origin'>;

/** What links an alert's outbox message to its row of `error_notification_logs`. */
export const alertRelatedTo = (notificationId: number) => `error-alert:${notificationId}`;

// The first key of the alerts' advisory locks ("ERRA"); the second is a hash of the fingerprint.
const ALERT_LOCK_CLASS = 0x45525241;

/**
 * E-mails the administrators about error log `errorLogId` (high and critical only): every administrator whose
 * settings have alerts on and an address, at most once per distinct error (fingerprint) per address in
 * ALERT_THROTTLE_MINUTES. Decided in one transaction under an advisory lock on the fingerprint, so processes
 * alerting about the same error at once send one e-mail, not one each. Returns the addresses alerted.
 */
export async function sendErrorAlerts(deps: AlertDeps, errorLogId: number, now = new Date()): Promise<string[]> {
  const [log] = await deps.db.select().from(errorLogs).where(eq(errorLogs.id, errorLogId));
  if (!log?.fingerprint || !ALERTED_SEVERITIES.includes(log.severity as Severity)) return [];
  const fingerprint = log.fingerprint;
  const subject = alertSubject(log);
  const content = alertLines(log).join('\n');
  const since = new Date(now.getTime() - ALERT_THROTTLE_MINUTES * 60_000);
  const link = `${deps.origin.url}/admin-settings`;

  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_LOCK_CLASS}::int, hashtext(${fingerprint}))`);
    // Who is an administrator is the account's flag; a disabled account gets nothing.
    const address = sql`lower(${adminSettings.errorEmailAddress})`;
    const sent = await queryRows<{ id: number; recipient_email: string }>(
      tx,
      sql`insert into ${errorNotificationLogs}
            (error_log_id, fingerprint, recipient_email, email_subject, email_content, delivery_status, sent_at)
          select distinct on (${address}) ${log.id}::int, ${fingerprint}, ${address}, ${subject}, ${content},
                 'queued', ${now.toISOString()}::timestamptz
          from ${adminSettings} join ${users} on ${users.id} = ${adminSettings.userId}
          where ${adminSettings.errorEmailAlertsEnabled} and ${adminSettings.errorEmailAddress} is not null
            and ${users.isAdmin} and ${users.disabledAt} is null
            and not exists (
              select 1 from ${errorNotificationLogs} n
              where n.fingerprint = ${fingerprint} and n.recipient_email = ${address}
                and n.sent_at > ${since.toISOString()}::timestamptz
            )
          order by ${address}
          returning id, recipient_email`,
    );
    for (const row of sent) {
      await deps.mailer.send(tx, {
        to: row.recipient_email,
        subject,
        body: <ErrorAlertEmail log={log} link={link} />,
        relatedTo: alertRelatedTo(row.id),
      });
    }
    return sent.map((row) => row.recipient_email);
  });
}

/** Two quick attempts: a lost connection is worth one more try, a bug is not worth more. */
const ALERT_RETRY = { retryLimit: 1, retryDelay: 5, retryBackoff: false };

/** The job `recordError` queues for a high or critical error. */
export async function registerErrorAlertJob(ctx: Pick<AppContext, 'db' | 'mailer' | 'origin' | 'jobs'>) {
  await ctx.jobs.register<{ errorLogId: number }>(
    ERROR_ALERT_JOB,
    async ({ errorLogId }) => void (await sendErrorAlerts(ctx, errorLogId)),
    ALERT_RETRY,
  );
}
