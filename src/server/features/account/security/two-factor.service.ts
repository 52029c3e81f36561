import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import {
  securityMessages as m,
  type RecoveryCodesAnswer,
  type TwoFactorDisableInput,
  type TwoFactorSetupAnswer,
} from '../../../../shared/account/security.schemas';
import { sessions } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { ownSessionUser } from '../../../lib/guards';
import { verifyPassword } from '../../../lib/passwords';
import type { SessionUser } from '../../../lib/session';
import { cachedPlatformSettings } from '../../admin/platform-settings.service';
import { checkCode } from './code-check.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { sendSecurityNotice, twoFactorNotices } from './security-notice.service';
import { sealSecret } from './secret-storage';
import { newTotpSecret, otpauthUri, qrCodeOf } from './totp';
import * as q from './two-factor.queries';

async function assertPassword(user: SessionUser, password: string) {
  if (!(await verifyPassword(user.password, password))) {
    throw new AppError('BAD_REQUEST', m.passwordWrong, { password: m.passwordWrong });
  }
}

async function enabledRow(ctx: AppContext, userId: number) {
  const row = await q.findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) throw new AppError('BAD_REQUEST', m.notOn);
  return row;
}

/** Whether the account signs in with a code as well as its password. */
export async function isTwoFactorOn(ctx: Pick<AppContext, 'db'>, userId: number) {
  const row = await q.findTwoFactor(ctx.db, userId);
  return Boolean(row?.enabledAt);
}

/**
 * Starts (or starts again) a setup: a new secret, kept until the first code confirms it. The secret leaves the
 * server this once, in the URI, its QR code and as the key to type in.
 */
export async function setupTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  password: string,
): Promise<TwoFactorSetupAnswer> {
  const user = ownSessionUser(request);
  await assertPassword(user, password);
  if ((await q.findTwoFactor(ctx.db, user.id))?.enabledAt) throw new AppError('CONFLICT', m.alreadyOn);
  const secret = newTotpSecret();
  const row = await q.upsertPendingTwoFactor(ctx.db, { userId: user.id, secret: sealSecret(ctx.env, secret) });
  // Enabled between the read and the write by another request: the where clause kept that row.
  if (!row) throw new AppError('CONFLICT', m.alreadyOn);
  const { siteName } = await cachedPlatformSettings(ctx.db);
  const uri = otpauthUri(siteName, user.email, secret);
  return { otpauthUri: uri, qrCode: await qrCodeOf(uri), secret };
}

async function issueRecoveryCodes(db: AppContext['db'], userId: number) {
  const codes = newRecoveryCodes();
  await q.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** The first code confirms the setup: two-factor is on, ten recovery codes are made, every other session ends. */
export async function enableTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
): Promise<RecoveryCodesAnswer> {
  const user = ownSessionUser(request);
  const row = await q.findTwoFactor(ctx.db, user.id);
  if (!row) throw new AppError('BAD_REQUEST', m.notStarted);
  if (row.enabledAt) throw new AppError('CONFLICT', m.alreadyOn);
  await checkCode(ctx, row, code, { recovery: false });
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await q.updateTwoFactorRow(tx, user.id, { enabledAt: new Date() });
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.sid, request.sessionId!)));
    await sendSecurityNotice(ctx, tx, user, twoFactorNotices.enabled);
    return issueRecoveryCodes(tx, user.id);
  });
  return { message: m.enabled, recoveryCodes };
}

/** Turns two-factor off, given the password and a code (of the app, or a recovery code). */
export async function disableTwoFactor(ctx: AppContext, request: FastifyRequest, input: TwoFactorDisableInput) {
  const user = ownSessionUser(request);
  const row = await enabledRow(ctx, user.id);
  await assertPassword(user, input.password);
  await checkCode(ctx, row, input.code, { recovery: true });
  await ctx.db.transaction(async (tx) => {
    await q.deleteTwoFactorRow(tx, user.id);
    await sendSecurityNotice(ctx, tx, user, twoFactorNotices.disabled);
  });
  return { message: m.disabled };
}

/** Ten new recovery codes in place of the old ones (used or not), given a code. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
): Promise<RecoveryCodesAnswer> {
  const user = ownSessionUser(request);
  const row = await enabledRow(ctx, user.id);
  await checkCode(ctx, row, code, { recovery: true });
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await sendSecurityNotice(ctx, tx, user, twoFactorNotices.recoveryCodes);
    return issueRecoveryCodes(tx, user.id);
  });
  return { message: m.codesReplaced, recoveryCodes };
}

export const recoveryCodesLeft = (ctx: Pick<AppContext, 'db'>, userId: number) =>
  q.countRecoveryCodesLeft(ctx.db, userId);
