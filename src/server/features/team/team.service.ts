import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import {
  INVITATION_DAYS,
  teamMessages as m,
  type ChangeRoleInput,
  type InviteMemberInput,
  type Team,
} from '../../../shared/team/team.schemas';
import type { Db } from '../../db/client';
import { companies, companyMembers, teamInvitations, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { ownerCompanyId } from '../../lib/guards';
import { endSessionsOfUser } from '../../lib/session';
import { hashToken, newToken } from '../../lib/tokens';
import { assertWithinPlan, planLimitOf } from '../subscriptions/plan-limits.service';
import { teamInvitationEmail } from './team.emails';
import * as q from './team.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Two invitations at once must not both pass the plan's limit: one company's team changes one at a time. */
const lockTeam = (tx: Db, companyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('team'), ${companyId}::int)`);

export async function getTeam(ctx: AppContext, request: FastifyRequest): Promise<Team> {
  const companyId = ownerCompanyId(request);
  const now = new Date();
  const members = await q.listMembers(ctx.db, companyId);
  const invitations = await q.listWaitingInvitations(ctx.db, companyId, now);
  const owner = await q.userById(ctx.db, request.companyOwnerId!);
  return {
    members: members.map((row) => ({
      ...row,
      role: row.role as Team['members'][number]['role'],
      joinedAt: row.joinedAt.toISOString(),
    })),
    invitations: invitations.map((row) => ({
      ...row,
      role: row.role as Team['invitations'][number]['role'],
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    userLimit: owner ? await planLimitOf(ctx.db, owner, 'users') : null,
  };
}

/** Someone already in this business (its owner or a member) under `email`. */
async function isOnTeam(db: Db, companyId: number, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(
      and(eq(users.email, email), sql`(${companyMembers.companyId} = ${companyId} or ${companies.id} = ${companyId})`),
    );
  return row !== undefined;
}

export async function inviteMember(ctx: AppContext, request: FastifyRequest, input: InviteMemberInput) {
  const companyId = ownerCompanyId(request);
  const inviter = request.user!;
  const owner = (await q.userById(ctx.db, request.companyOwnerId!))!;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, companyId);
    const now = new Date();
    if (await isOnTeam(tx, companyId, input.email))
      throw new AppError('CONFLICT', m.alreadyMember, { email: m.alreadyMember });
    if (await q.findWaitingInvitation(tx, companyId, input.email, now)) {
      throw new AppError('CONFLICT', m.alreadyInvited, { email: m.alreadyInvited });
    }
    await assertWithinPlan(tx, owner, 'users', await q.countSeats(tx, companyId, now));
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    const [invitation] = await tx
      .insert(teamInvitations)
      .values({
        companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedByUserId: inviter.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning({ id: teamInvitations.id });
    await ctx.mailer.send(tx, {
      to: input.email,
      subject: `Join ${company.name}`,
      body: teamInvitationEmail({
        companyName: company.name,
        invitedBy: [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email,
        role: input.role,
        link: `${ctx.origin.url}/join-team?token=${token}`,
      }),
      relatedTo: `team-invitation:${invitation.id}`,
    });
  });
  return { message: m.invited(input.email) };
}

export async function revokeInvitation(ctx: AppContext, request: FastifyRequest, id: number) {
  const companyId = ownerCompanyId(request);
  const revoked = await ctx.db
    .update(teamInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.companyId, companyId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', m.invitationNotFound);
  return { message: m.revoked };
}

export async function changeRole(ctx: AppContext, request: FastifyRequest, userId: number, input: ChangeRoleInput) {
  const companyId = ownerCompanyId(request);
  const changed = await ctx.db
    .update(companyMembers)
    .set({ role: input.role })
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .returning({ id: companyMembers.id });
  if (changed.length === 0) throw new AppError('NOT_FOUND', m.memberNotFound);
  return { message: m.roleChanged };
}

/** The member leaves the business: their sessions end at once; their account stays, without a business. */
export async function removeMember(ctx: AppContext, request: FastifyRequest, userId: number) {
  const companyId = ownerCompanyId(request);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
      .returning({ id: companyMembers.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', m.memberNotFound);
    await endSessionsOfUser(tx, userId);
  });
  return { message: m.removed };
}
