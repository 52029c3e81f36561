import { AppError } from '../../../../shared/app-error';
import { securityMessages as m, TWO_FACTOR } from '../../../../shared/account/security.schemas';
import type { AppContext } from '../../../lib/context';
import { hashToken, newToken } from '../../../lib/tokens';
import { checkCode } from './code-check.service';
import * as q from './two-factor.queries';

/** A right password on an account with two-factor on: a ten-minute challenge whose token the browser answers with. */
export async function startTwoFactorChallenge(ctx: Pick<AppContext, 'db'>, userId: number) {
  const token = newToken();
  await q.insertChallenge(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + TWO_FACTOR.challengeTtlMs),
  });
  return token;
}

const expired = () => new AppError('UNAUTHORIZED', m.challengeExpired);

/**
 * The code step of a sign-in: returns the id of the user whose challenge the code passes, the challenge then gone.
 * A wrong code counts against the challenge (gone after five) and the account (locked after ten in a row).
 */
export async function passTwoFactorChallenge(ctx: AppContext, challengeToken: string, code: string) {
  const tokenHash = hashToken(challengeToken);
  const challenge = await q.findLiveChallenge(ctx.db, tokenHash);
  if (!challenge) throw expired();
  const row = await q.findTwoFactor(ctx.db, challenge.userId);
  if (!row?.enabledAt) {
    await q.deleteChallenge(ctx.db, tokenHash);
    throw expired();
  }
  try {
    await checkCode(ctx, row, code, { recovery: true });
  } catch (error) {
    if (error instanceof AppError) {
      const attempts = await q.countChallengeAttempt(ctx.db, tokenHash);
      if (attempts >= TWO_FACTOR.challengeAttempts) await q.deleteChallenge(ctx.db, tokenHash);
    }
    throw error;
  }
  // Two requests with the same challenge and two right codes: one signs in.
  if (!(await q.deleteChallenge(ctx.db, tokenHash))) throw expired();
  return challenge.userId;
}

export const deleteExpiredChallenges = (ctx: Pick<AppContext, 'db'>) => q.deleteExpiredChallenges(ctx.db);
