import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { SessionUser } from '../../../lib/session';
import { findSecuritySwitches } from './security-settings.queries';
import { securityNoticeEmail } from './security.emails';

export const twoFactorNotices = {
  enabled: 'Two-factor sign-in was turned on for your account.',
  disabled: 'Two-factor sign-in was turned off for your account.',
  recoveryCodes: 'New recovery codes were made for your account; the old ones no longer work.',
} as const;

/**
 * Tells the user that how the account signs in changed, unless they switched security alerts off. `db`: the
 * transaction of the change, so the e-mail goes exactly when it commits.
 */
export async function sendSecurityNotice(ctx: AppContext, db: Db, user: SessionUser, change: string) {
  if (!(await findSecuritySwitches(db, user.id)).securityAlerts) return;
  await ctx.mailer.send(db, {
    to: user.email,
    subject: 'A security setting of your account changed',
    body: securityNoticeEmail({
      firstName: user.firstName ?? 'there',
      change,
      link: `${ctx.origin.url}/account-settings`,
    }),
    relatedTo: `user:${user.id}`,
  });
}
