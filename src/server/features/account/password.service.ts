import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import { accountMessages as m, type ChangePasswordInput } from '../../../shared/account/account.schemas';
import { sessions, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { ownSessionUser } from '../../lib/guards';
import { hashPassword, verifyPassword } from '../../lib/passwords';

const refused = (field: keyof ChangePasswordInput, message: string) =>
  new AppError('BAD_REQUEST', message, { [field]: message });

/**
 * The signed-in user's new password, given the current one. Never from an impersonating session. Every other session
 * of the account ends (a stolen one among them); this one stays signed in.
 */
export async function changePassword(ctx: AppContext, request: FastifyRequest, input: ChangePasswordInput) {
  const user = ownSessionUser(request);
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    throw refused('currentPassword', m.currentPasswordWrong);
  }
  if (input.currentPassword === input.newPassword) throw refused('newPassword', m.newPasswordSame);
  const password = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password, passwordResetToken: null, passwordResetExpires: null })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.sid, request.sessionId!)));
  });
  return { message: m.passwordUpdated };
}
