import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_SEEN_EVERY_MS } from '../../shared/account/security.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import type { BusinessRole, MemberRole } from '../../shared/team/team.schemas';
import { companies, companyMembers, sessions, users } from '../db/schema';
import { withVerificationRule } from '../features/site-settings/verification-rule';
import { hashToken, newToken } from './tokens';

/** The business a team member works in (the join beside the owner's own company). */
const memberCompany = alias(companies, 'member_company');

export const SESSION_COOKIE = 'crewdesk_sid';
/** Readable by the page, holds no secret: lets the client skip asking who is signed in when nobody is. */
export const SESSION_HINT_COOKIE = 'crewdesk_signed_in';
export type SessionUser = typeof users.$inferSelect;

export type SessionSettings = { ttlDays: number };

/**
 * Reads the session cookie and, when it names a live session, sets `request.user` and, once the user has set up
 * the company, `request.companyId`: every company route needs it, so it comes with the session's query.
 */
export async function loadSession(db: Db, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const sid = hashToken(token);
  const [row] = await db
    .select({
      user: users,
      sess: sessions.sess,
      companyId: companies.id,
      lastSeenAt: sessions.lastSeenAt,
      member: { companyId: companyMembers.companyId, role: companyMembers.role, ownerId: memberCompany.userId },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(memberCompany, eq(memberCompany.id, companyMembers.companyId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), isNull(users.disabledAt)));
  if (!row) return;
  request.user = await withVerificationRule(db, row.user);
  // The owner of a business, or a member of one's team (a user is in one business at most).
  if (row.companyId !== null) {
    request.companyId = row.companyId;
    request.businessRole = 'owner';
    request.companyOwnerId = row.user.id;
  } else if (row.member?.companyId != null) {
    request.companyId = row.member.companyId;
    request.businessRole = row.member.role as MemberRole;
    request.companyOwnerId = row.member.ownerId ?? undefined;
  }
  request.sessionId = sid;
  request.impersonatorId = row.sess.impersonatorId;
  // The active-sessions list says when each was last used: written once per interval, not on every request.
  const now = new Date();
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= SESSION_SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sid, sid));
  }
}

/** The user's role in their business, read as `loadSession` reads it: for an answer given before the next request. */
export async function businessRoleOf(db: Db, userId: number): Promise<BusinessRole | null> {
  const [row] = await db
    .select({ ownerOf: companies.id, role: companyMembers.role })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.id, userId));
  if (row?.ownerOf != null) return 'owner';
  return (row?.role as MemberRole | null | undefined) ?? null;
}

/** What the active-sessions list shows of the browser that signed in; both cut to fit their columns. */
function sessionDetails(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { userAgent: agent ? agent.slice(0, 255) : null, ipAddress: request.ip ? request.ip.slice(0, 64) : null };
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

/** Signs `userId` in with a brand-new session id; any session this request carried is ended (rotation). */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  settings: SessionSettings,
  extra: { impersonatorId?: number } = {},
) {
  if (request.sessionId) await db.delete(sessions).where(eq(sessions.sid, request.sessionId));
  const token = newToken();
  const ttlMs = settings.ttlDays * 24 * 60 * 60 * 1000;
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    sess: { userId, ...extra },
    expire: new Date(Date.now() + ttlMs),
    ...sessionDetails(request),
    lastSeenAt: new Date(),
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, ttlMs / 1000));
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(request, ttlMs / 1000), httpOnly: false });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await db.delete(sessions).where(eq(sessions.sid, request.sessionId));
  request.user = undefined;
  request.companyId = undefined;
  request.businessRole = undefined;
  request.companyOwnerId = undefined;
  request.sessionId = undefined;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** Ends every session of a user, wherever they are signed in (a disabled account, a changed password). */
export async function endSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
