import { count, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import {
  teamMessages as m,
  type AcceptInvitationInput,
  type InvitationLookup,
} from '../../../shared/team/team.schemas';
import type { Db } from '../../db/client';
import { companies, companyMembers, teamInvitations, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import { startSession } from '../../lib/session';
import { hashToken } from '../../lib/tokens';
import { toPublicUser } from '../auth/auth.service';
import { assertWithinPlan } from '../subscriptions/plan-limits.service';
import * as q from './team.queries';

const invalid = () => new AppError('NOT_FOUND', m.invitationInvalid);

async function liveInvitation(db: Db, token: string) {
  const found = await q.invitationByTokenHash(db, hashToken(token), new Date());
  if (!found) throw invalid();
  return found;
}

/** What the invitation page shows: the business, the address and the role, and whether that address has an account. */
export async function lookupInvitation(ctx: AppContext, token: string): Promise<InvitationLookup> {
  const { invitation, companyName } = await liveInvitation(ctx.db, token);
  return {
    companyName,
    email: invitation.email,
    role: invitation.role as InvitationLookup['role'],
    accountExists: (await q.userByEmail(ctx.db, invitation.email)) !== undefined,
  };
}

/** A user is in one business at most: the owner of one, or a member of one. */
async function belongsToABusiness(db: Db, userId: number) {
  const [owned] = await db.select({ n: count() }).from(companies).where(eq(companies.userId, userId));
  return owned.n > 0 || (await q.membershipOf(db, userId)) !== undefined;
}

/**
 * Joins the invitation's business. A new address gives its name and password and is signed in (the e-mail proved
 * the address); an address with an account must be signed in to it. The plan's limit is checked again: it may have
 * changed since the invitation.
 */
export async function acceptInvitation(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: AcceptInvitationInput,
) {
  // Hashed before the transaction: the team's lock is held for as short as possible.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const joined = await ctx.db.transaction(async (tx) => {
    const { invitation, companyName, ownerId } = await liveInvitation(tx, input.token);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('team'), ${invitation.companyId}::int)`);
    const existing = await q.userByEmail(tx, invitation.email);
    let userId: number;
    if (existing) {
      if (request.user?.id !== existing.id) throw new AppError('UNAUTHORIZED', m.signInAsInvited(invitation.email));
      if (await belongsToABusiness(tx, existing.id)) throw new AppError('CONFLICT', m.belongsElsewhere);
      userId = existing.id;
    } else {
      userId = await createInvitedUser(tx, invitation.email, input, passwordHash);
    }
    const [members] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, invitation.companyId));
    const owner = (await q.userById(tx, ownerId))!;
    await assertWithinPlan(tx, owner, 'users', 1 + members.n);
    await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId, role: invitation.role });
    await tx.update(teamInvitations).set({ acceptedAt: new Date() }).where(eq(teamInvitations.id, invitation.id));
    return { userId, companyName, isNew: !existing };
  });
  if (joined.isNew) await startSession(ctx.db, request, reply, joined.userId, { ttlDays: ctx.env.SESSION_TTL_DAYS });
  const user = (await q.userById(ctx.db, joined.userId))!;
  return { message: m.joined(joined.companyName), user: toPublicUser(user) };
}

async function createInvitedUser(db: Db, email: string, input: AcceptInvitationInput, passwordHash?: string) {
  const fields: Record<string, string> = {};
  if (!input.firstName) fields.firstName = 'First name is required';
  if (!input.lastName) fields.lastName = 'Last name is required';
  if (!passwordHash) fields.password = 'Password must be at least 8 characters long';
  const first = Object.values(fields)[0];
  if (first) throw new AppError('BAD_REQUEST', first, fields);
  const [user] = await db
    .insert(users)
    .values({
      email,
      password: passwordHash!,
      firstName: input.firstName,
      lastName: input.lastName,
      emailVerified: true,
    })
    .returning({ id: users.id });
  return user.id;
}
