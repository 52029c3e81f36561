import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { companies, sessions, users } from '../db/schema';
import { withVerificationRule } from '../features/site-settings/verification-rule';
import { hashToken, newToken } from './tokens';

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
    .select({ user: users, sess: sessions.sess, companyId: companies.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), isNull(users.disabledAt)));
  if (!row) return;
  request.user = await withVerificationRule(db, row.user);
  request.companyId = row.companyId ?? undefined;
  request.sessionId = sid;
  request.impersonatorId = row.sess.impersonatorId;
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
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, ttlMs / 1000));
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(request, ttlMs / 1000), httpOnly: false });
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId) await db.delete(sessions).where(eq(sessions.sid, request.sessionId));
  request.user = undefined;
  request.companyId = undefined;
  request.sessionId = undefined;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** Ends every session of a user, wherever they are signed in (a disabled account, a changed password). */
export async function endSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
