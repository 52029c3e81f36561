import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminStats, OutboxMessage, PageQuery } from '../../../shared/admin/admin.schemas';
import type { Db } from '../../db/client';
import { companies, emailOutbox, users } from '../../db/schema';

/** The ids of every administrator, for features that tell the administrators something. */
export async function findAdministratorIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

export async function getAdminStats(db: Db): Promise<AdminStats> {
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const [[u], [c]] = await Promise.all([
    db
      .select({
        users: count(),
        verified: sql<string>`count(*) filter (where ${users.emailVerified} or ${users.isAdmin})`,
        recent: sql<string>`count(*) filter (where ${users.createdAt} >= ${since})`,
      })
      .from(users),
    db.select({ n: count() }).from(companies),
  ]);
  return {
    users: Number(u.users),
    verifiedUsers: Number(u.verified),
    companies: Number(c.n),
    signupsLast30Days: Number(u.recent),
  };
}

export async function listOutbox(db: Db, page: PageQuery): Promise<{ total: number; items: OutboxMessage[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return {
    total: Number(total.n),
    items: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      text: m.text,
      html: m.html,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}
