import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyMembers, users } from '../../../db/schema';

/** More than any plan's team: the list is bounded, never the whole table. */
const ASSIGNEES_MAX = 200;

const displayName = sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** The business's owner, then its members by when they joined: whom a visit can be assigned to. */
export async function findAssignees(db: Db, opts: { companyId: number }) {
  const owner = await db
    .select({ id: users.id, name: displayName })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, opts.companyId));
  const members = await db
    .select({ id: users.id, name: displayName, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, opts.companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(ASSIGNEES_MAX);
  return [...owner.map((o) => ({ ...o, role: 'owner' })), ...members];
}

/** Whether the user is the business's owner or one of its members. */
export async function isCompanyMember(db: Db, opts: { companyId: number; userId: number }) {
  const [row] = await db
    .select({
      member: sql<boolean>`exists (select 1 from ${companies} where ${and(
        eq(companies.id, opts.companyId),
        eq(companies.userId, opts.userId),
      )}) or exists (select 1 from ${companyMembers} where ${and(
        eq(companyMembers.companyId, opts.companyId),
        eq(companyMembers.userId, opts.userId),
      )})`,
    })
    .from(sql`(values (1)) as one(x)`);
  return Boolean(row?.member);
}
