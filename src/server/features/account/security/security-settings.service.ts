import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import {
  securityMessages as m,
  type SecuritySettingsInput,
  type SecurityStatus,
} from '../../../../shared/account/security.schemas';
import type { AppContext } from '../../../lib/context';
import { currentUser, ownSessionUser } from '../../../lib/guards';
import * as q from './security-settings.queries';
import { isTwoFactorOn, recoveryCodesLeft } from './two-factor.service';

export async function getSecurityStatus(ctx: AppContext, request: FastifyRequest): Promise<SecurityStatus> {
  const user = currentUser(request);
  const [switches, twoFactorEnabled, left] = await Promise.all([
    q.findSecuritySwitches(ctx.db, user.id),
    isTwoFactorOn(ctx, user.id),
    recoveryCodesLeft(ctx, user.id),
  ]);
  return { ...switches, twoFactorEnabled, recoveryCodesLeft: twoFactorEnabled ? left : 0 };
}

/**
 * PUT /api/user/security: saves the e-mail switches. `twoFactorEnabled` may only repeat the current state: turning
 * it on takes the setup (a scanned secret and a code), turning it off a code and the password.
 */
export async function updateSecuritySettings(ctx: AppContext, request: FastifyRequest, input: SecuritySettingsInput) {
  const user = ownSessionUser(request);
  const { twoFactorEnabled, ...switches } = input;
  if (twoFactorEnabled !== undefined && twoFactorEnabled !== (await isTwoFactorOn(ctx, user.id))) {
    const message = twoFactorEnabled ? m.useSetup : m.useDisable;
    throw new AppError('BAD_REQUEST', message, { twoFactorEnabled: message });
  }
  if (Object.keys(switches).length > 0) await q.upsertSecuritySwitches(ctx.db, user.id, switches);
  return getSecurityStatus(ctx, request);
}

/** Whether the user wants an e-mail when the account signs in from a new browser (on unless switched off). */
export async function wantsLoginAlerts(ctx: Pick<AppContext, 'db'>, userId: number) {
  return (await q.findSecuritySwitches(ctx.db, userId)).loginNotifications;
}
