import { count, desc } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../../../shared/admin/users.schemas';
import type { Db } from '../../../db/client';
import { adminAuditLogs } from '../../../db/schema';

export type AuditRecord = {
  admin: { id: number; email: string };
  action: AuditAction;
  target?: { id: number; email: string };
  reason?: string;
  ipAddress?: string;
};

/** One line of the administrators' audit log; written in the transaction of what it records. */
export async function recordAudit(db: Db, entry: AuditRecord) {
  await db.insert(adminAuditLogs).values({
    adminUserId: entry.admin.id,
    adminEmail: entry.admin.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    reason: entry.reason ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}

export async function findAuditPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLogs)
      .orderBy(desc(adminAuditLogs.createdAt), desc(adminAuditLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(adminAuditLogs),
  ]);
  const items: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    adminEmail: r.adminEmail,
    targetUserId: r.targetUserId,
    targetEmail: r.targetEmail,
    reason: r.reason,
    ipAddress: r.ipAddress,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: Number(total.n) };
}
