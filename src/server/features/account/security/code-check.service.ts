import { AppError } from '../../../../shared/app-error';
import { securityMessages as m, TWO_FACTOR } from '../../../../shared/account/security.schemas';
import type { AppContext } from '../../../lib/context';
import { hashRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-storage';
import { isTotpCode, matchTotp } from './totp';
import * as q from './two-factor.queries';

const wrongCode = () => new AppError('BAD_REQUEST', m.codeWrong, { code: m.codeWrong });

/** Refuses (429) every code while the account is locked after too many wrong ones. */
export function assertNotLocked(row: q.TwoFactorRow) {
  const waitMs = row.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  if (waitMs > 0) throw new AppError('TOO_MANY_REQUESTS', m.locked(Math.ceil(waitMs / 60_000)));
}

/**
 * Checks a code for an account whose two-factor row is `row`: a code of its authenticator app, used once (a step
 * not later than the last one used is refused), or, when `recovery` allows it, one of its unused recovery codes,
 * which is spent. A wrong code counts towards the account's lock. Throws the reason when the code does not pass.
 */
export async function checkCode(ctx: AppContext, row: q.TwoFactorRow, code: string, opts: { recovery: boolean }) {
  assertNotLocked(row);
  const plain = code.replace(/\s/g, '');
  if (isTotpCode(plain)) {
    const step = await matchTotp(openSecret(ctx.env, row.secret), plain);
    if (step !== undefined) {
      if (row.lastUsedStep !== null && step <= row.lastUsedStep)
        throw new AppError('BAD_REQUEST', m.codeUsed, { code: m.codeUsed });
      if (await q.claimStep(ctx.db, row.userId, step)) return 'app' as const;
      throw new AppError('BAD_REQUEST', m.codeUsed, { code: m.codeUsed });
    }
  } else if (
    opts.recovery &&
    (await q.useRecoveryCode(ctx.db, { userId: row.userId, codeHash: hashRecoveryCode(plain) }))
  ) {
    await q.updateTwoFactorRow(ctx.db, row.userId, { failedAttempts: 0, lockedUntil: null });
    return 'recovery' as const;
  }
  const after = await q.countCodeFailure(ctx.db, {
    userId: row.userId,
    lockAt: TWO_FACTOR.accountFailures,
    lockMs: TWO_FACTOR.lockMs,
  });
  if (after) assertNotLocked(after);
  throw wrongCode();
}
