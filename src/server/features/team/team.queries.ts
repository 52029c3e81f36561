import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, teamInvitations, users } from '../../db/schema';

/** More than any plan's team: the lists below are bounded, never the whole table. */
export const TEAM_LIST_MAX = 200;

const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** The owner first, then the members by when they joined. */
export async function listMembers(db: Db, companyId: number) {
  const owner = await db
    .select({ userId: users.id, name: displayName, email: users.email, joinedAt: companies.createdAt })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  const members = await db
    .select({
      userId: users.id,
      name: displayName,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(TEAM_LIST_MAX);
  return [...owner.map((o) => ({ ...o, role: 'owner' })), ...members];
}

const waiting = (companyId: number, now: Date) =>
  and(
    eq(teamInvitations.companyId, companyId),
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );

export async function listWaitingInvitations(db: Db, companyId: number, now: Date) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      invitedBy: displayName,
      expiresAt: teamInvitations.expiresAt,
      createdAt: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedByUserId))
    .where(waiting(companyId, now))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(TEAM_LIST_MAX);
}

/** The places the plan counts: the owner, the members, and the invitations still waiting. */
export async function countSeats(db: Db, companyId: number, now: Date) {
  const [row] = await db
    .select({
      members: sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.companyId} = ${companyId})`,
      invitations: sql<number>`(select count(*)::int from ${teamInvitations} where ${waiting(companyId, now)})`,
    })
    .from(sql`(select 1) as one`);
  return 1 + row.members + row.invitations;
}

export async function findWaitingInvitation(db: Db, companyId: number, email: string, now: Date) {
  const [row] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(and(waiting(companyId, now), eq(teamInvitations.email, email)))
    .limit(1);
  return row;
}

/** The business a user works in as a member, if any. */
export async function membershipOf(db: Db, userId: number) {
  const [row] = await db.select().from(companyMembers).where(eq(companyMembers.userId, userId));
  return row;
}

/** A live invitation by its token's hash, with its business's name. */
export async function invitationByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: teamInvitations, companyName: companies.name, ownerId: companies.userId })
    .from(teamInvitations)
    .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
    .where(
      and(
        eq(teamInvitations.tokenHash, tokenHash),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  return row;
}

export async function userById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}
