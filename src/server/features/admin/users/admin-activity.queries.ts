import { desc, eq } from 'drizzle-orm';
import type { ActivityItem } from '../../../../shared/admin/users.schemas';
import { formatMoney } from '../../../../shared/money';
import type { Db } from '../../../db/client';
import { companies, errorLogs, payments, users } from '../../../db/schema';

/**
 * The admin dashboard's latest activity: the newest sign-ups, companies, payments and errors, newest first. Each
 * source is read newest-first by its primary key (ids grow with time), so no scan or sort of a large table.
 */
export async function findLatestActivity(db: Db, limit: number): Promise<ActivityItem[]> {
  const [signups, made, paid, errors] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, at: users.createdAt })
      .from(users)
      .orderBy(desc(users.id))
      .limit(limit),
    db
      .select({ id: companies.id, name: companies.name, at: companies.createdAt })
      .from(companies)
      .orderBy(desc(companies.id))
      .limit(limit),
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        method: payments.method,
        company: companies.name,
        at: payments.createdAt,
      })
      .from(payments)
      .innerJoin(companies, eq(companies.id, payments.companyId))
      .orderBy(desc(payments.id))
      .limit(limit),
    db
      .select({ id: errorLogs.id, message: errorLogs.message, severity: errorLogs.severity, at: errorLogs.createdAt })
      .from(errorLogs)
      .orderBy(desc(errorLogs.id))
      .limit(limit),
  ]);
  const items: ActivityItem[] = [
    ...signups.map((r) => ({ kind: 'signup' as const, id: r.id, title: 'New sign-up', detail: r.email, at: r.at })),
    ...made.map((r) => ({ kind: 'company' as const, id: r.id, title: 'Company created', detail: r.name, at: r.at })),
    ...paid.map((r) => ({
      kind: 'payment' as const,
      id: r.id,
      title: `Payment of ${formatMoney(r.amount)}`,
      detail: `${r.company} · ${r.method.replace('_', ' ')}`,
      at: r.at,
    })),
    ...errors.map((r) => ({
      kind: 'error' as const,
      id: r.id,
      title: `Error (${r.severity})`,
      detail: r.message.slice(0, 160),
      at: r.at,
    })),
  ].map((item) => ({ ...item, at: item.at.toISOString() }));
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
