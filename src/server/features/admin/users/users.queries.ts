import { and, count, desc, eq, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery, UserStats } from '../../../../shared/admin/users.schemas';
import type { Db } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import { containsPattern } from '../../../lib/search-pattern';

type ListFilter = { search?: string; status: NonNullable<UserListQuery['status']> };

/** Administrators count as verified: they skip the e-mail check. */
const verified = or(eq(users.emailVerified, true), eq(users.isAdmin, true));

const statusFilter: Record<ListFilter['status'], SQL | undefined> = {
  all: undefined,
  active: and(isNull(users.disabledAt), verified),
  unverified: and(isNull(users.disabledAt), not(verified!)),
  disabled: isNotNull(users.disabledAt),
  admin: eq(users.isAdmin, true),
};

function whereOf(filter: ListFilter) {
  const conditions = [statusFilter[filter.status]];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // The user table is the platform's accounts (thousands, not millions): a scan of it is cheap.
    conditions.push(
      sql`(lower(${users.email}) like ${pattern}
        or lower(concat_ws(' ', ${users.firstName}, ${users.lastName})) like ${pattern}
        or lower(coalesce(${companies.name}, '')) like ${pattern})`,
    );
  }
  return and(...conditions);
}

export type UserRow = typeof users.$inferSelect & { companyId: number | null; companyName: string | null };

const withCompany = { user: users, companyId: companies.id, companyName: companies.name };
const flatten = (r: { user: typeof users.$inferSelect; companyId: number | null; companyName: string | null }) => ({
  ...r.user,
  companyId: r.companyId,
  companyName: r.companyName,
});

/** A page of accounts, newest first. */
export async function findUserPage(db: Db, query: ListFilter & { limit: number; offset: number }) {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCompany)
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).leftJoin(companies, eq(companies.userId, users.id)).where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(total.n) };
}

export async function findUserRow(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, id));
  return row && flatten(row);
}

export async function summarizeUsers(db: Db, monthStart: Date): Promise<UserStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<string>`count(*) filter (where ${users.disabledAt} is null and (${verified}))`,
      admins: sql<string>`count(*) filter (where ${users.isAdmin})`,
      unverified: sql<string>`count(*) filter (where ${users.disabledAt} is null and not (${verified}))`,
      disabled: sql<string>`count(*) filter (where ${users.disabledAt} is not null)`,
      recent: sql<string>`count(*) filter (where ${users.createdAt} >= ${monthStart})`,
    })
    .from(users);
  return {
    totalUsers: Number(row.total),
    activeUsers: Number(row.active),
    administrators: Number(row.admins),
    unverifiedUsers: Number(row.unverified),
    disabledUsers: Number(row.disabled),
    newThisMonth: Number(row.recent),
  };
}

/** Administrators who can still sign in, other than `exceptId`: the platform must keep one. */
export async function countOtherActiveAdmins(db: Db, exceptId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.disabledAt), not(eq(users.id, exceptId))));
  return Number(row.n);
}

export async function emailInUse(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row !== undefined;
}
