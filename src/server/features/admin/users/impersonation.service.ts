import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import { userMessages as m, type ImpersonateInput } from '../../../../shared/admin/users.schemas';
import type { AppContext } from '../../../lib/context';
import { adminUser, currentUser } from '../../../lib/guards';
import { endSession, startSession } from '../../../lib/session';
import { toPublicUser } from '../../auth/auth.service';
import { recordAudit } from './audit-log.queries';
import { auditActor, getUserRow } from './users.service';

/** An impersonating session ends on its own after two hours: it is a visit, not a second account. */
export const IMPERSONATION_TTL_DAYS = 2 / 24;

const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/**
 * POST /api/admin/impersonate: the administrator's session is replaced by one of the user's that remembers who
 * opened it. Only an ordinary, enabled account; the reason is kept in the audit log.
 */
export async function startImpersonation(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ImpersonateInput,
) {
  const admin = adminUser(request);
  const target = await getUserRow(ctx.db, input.userId);
  if (target.isAdmin) throw new AppError('BAD_REQUEST', m.cannotImpersonateAdmin);
  if (target.disabledAt) throw new AppError('BAD_REQUEST', m.cannotImpersonateDisabled);
  await recordAudit(ctx.db, {
    ...auditActor(admin, request),
    action: 'impersonation_started',
    target: { id: target.id, email: target.email },
    reason: input.reason,
  });
  await startSession(
    ctx.db,
    request,
    reply,
    target.id,
    { ttlDays: IMPERSONATION_TTL_DAYS },
    { impersonatorId: admin.id },
  );
  const name = displayName(target);
  return { message: m.impersonationStartedText(name), user: toPublicUser(target, true) };
}

/**
 * Stop impersonating: back to the administrator's own session (a new one), if that administrator may still sign
 * in; otherwise the session just ends.
 */
export async function stopImpersonation(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const user = currentUser(request);
  if (request.impersonatorId === undefined) throw new AppError('BAD_REQUEST', m.notImpersonating);
  const admin = await getUserRow(ctx.db, request.impersonatorId).catch(() => undefined);
  if (!admin || !admin.isAdmin || admin.disabledAt) {
    await endSession(ctx.db, request, reply);
    throw new AppError('FORBIDDEN', m.impersonatorGone);
  }
  await recordAudit(ctx.db, {
    admin: { id: admin.id, email: admin.email },
    ipAddress: request.ip,
    action: 'impersonation_stopped',
    target: { id: user.id, email: user.email },
  });
  await startSession(ctx.db, request, reply, admin.id, { ttlDays: ctx.env.SESSION_TTL_DAYS });
  return toPublicUser(admin);
}
