import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import { cachedPlatformSettings } from '../admin/platform-settings.service';

/**
 * The signed-in user as the rules see them: while Site Settings does not require e-mail verification, an
 * unverified address holds nobody back, so the user counts as verified (the guards, `GET /api/user` and the
 * page's gate all read `emailVerified`). The stored flag is left alone: turning the rule back on applies again.
 */
export async function withVerificationRule(db: Db, user: SessionUser): Promise<SessionUser> {
  if (user.emailVerified) return user;
  const settings = await cachedPlatformSettings(db);
  return settings.emailVerificationRequired ? user : { ...user, emailVerified: true };
}
