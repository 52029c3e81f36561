import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import { SESSIONS_SHOWN, securityMessages as m, type ActiveSession } from '../../../../shared/account/security.schemas';
import type { AppContext } from '../../../lib/context';
import { currentUser, ownSessionUser } from '../../../lib/guards';
import * as q from './sessions.queries';
import { describeUserAgent } from './user-agent';

/** The signed-in user's live sessions, saying which one is this one. */
export async function listSessions(ctx: AppContext, request: FastifyRequest): Promise<{ items: ActiveSession[] }> {
  const user = currentUser(request);
  const rows = await q.findLiveSessions(ctx.db, { userId: user.id, limit: SESSIONS_SHOWN });
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      current: row.sid === request.sessionId,
    })),
  };
}

/** Signs out one session of the user (another user's is 404, as a missing one). */
export async function endSession(ctx: AppContext, request: FastifyRequest, id: string) {
  const user = ownSessionUser(request);
  if (!(await q.deleteSessionRow(ctx.db, { userId: user.id, id }))) {
    throw new AppError('NOT_FOUND', m.sessionNotFound);
  }
  return { message: m.sessionEnded };
}

/** Signs out every session of the user but this one. */
export async function endOtherSessions(ctx: AppContext, request: FastifyRequest) {
  const user = ownSessionUser(request);
  const ended = await q.deleteOtherSessionRows(ctx.db, { userId: user.id, keepSid: request.sessionId! });
  return { message: m.othersEnded, ended };
}
