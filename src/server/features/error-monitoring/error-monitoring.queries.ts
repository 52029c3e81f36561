import { count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSettings, emailOutbox, errorLogs, errorNotificationLogs } from '../../db/schema';

export type ErrorLogRow = typeof errorLogs.$inferSelect;
type Page = { limit: number; offset: number };

/** A page of error logs, newest first, matching `where` (each filter has its index: severity, resolved). */
export async function findErrorLogs(db: Db, opts: Page & { where?: SQL }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(errorLogs)
      .where(opts.where)
      .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(errorLogs).where(opts.where),
  ]);
  return { rows, total: Number(total.n) };
}

export const bySeverity = (severity: string) => eq(errorLogs.severity, severity);
export const unresolvedOnly = () => eq(errorLogs.resolved, false);

/** Marks the log resolved by `adminId`; one already resolved keeps who and when. Undefined for an unknown id. */
export async function updateErrorLogResolved(db: Db, opts: { id: number; adminId: number; now: Date }) {
  const [row] = await db
    .update(errorLogs)
    .set({
      resolved: true,
      resolvedBy: sql`coalesce(${errorLogs.resolvedBy}, ${opts.adminId}::int)`,
      resolvedAt: sql`coalesce(${errorLogs.resolvedAt}, ${opts.now.toISOString()}::timestamptz)`,
    })
    .where(eq(errorLogs.id, opts.id))
    .returning();
  return row;
}

/** Alert e-mails, newest first, each with how its outbox message fared (none: it was never queued). */
export async function findNotifications(db: Db, opts: Page) {
  const related = sql`'error-alert:' || ${errorNotificationLogs.id}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ notification: errorNotificationLogs, outboxStatus: emailOutbox.status })
      .from(errorNotificationLogs)
      .leftJoin(emailOutbox, eq(emailOutbox.relatedTo, related))
      .orderBy(desc(errorNotificationLogs.sentAt), desc(errorNotificationLogs.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(errorNotificationLogs),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findAdminSettingsRow(db: Db, userId: number) {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.userId, userId));
  return row;
}

export async function upsertAdminSettingsRow(
  db: Db,
  values: { userId: number; isAdmin: boolean; errorEmailAlertsEnabled: boolean; errorEmailAddress: string | null },
) {
  const changes = {
    isAdmin: values.isAdmin,
    errorEmailAlertsEnabled: values.errorEmailAlertsEnabled,
    errorEmailAddress: values.errorEmailAddress,
  };
  const [row] = await db
    .insert(adminSettings)
    .values(values)
    .onConflictDoUpdate({ target: adminSettings.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

/** The screen's cards, each count on its own index. */
export async function countErrorSummary(db: Db, since: Date) {
  const [[unresolved], [recent], [alerts]] = await Promise.all([
    db
      .select({
        all: count(),
        urgent: sql<string>`count(*) filter (where ${errorLogs.severity} in ('critical', 'high'))`,
      })
      .from(errorLogs)
      .where(eq(errorLogs.resolved, false)),
    db.select({ n: count() }).from(errorLogs).where(gte(errorLogs.createdAt, since)),
    db.select({ n: count() }).from(errorNotificationLogs).where(gte(errorNotificationLogs.sentAt, since)),
  ]);
  return {
    unresolved: Number(unresolved.all),
    unresolvedUrgent: Number(unresolved.urgent),
    last24Hours: Number(recent.n),
    alertsLast24Hours: Number(alerts.n),
  };
}
