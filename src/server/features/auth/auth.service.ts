import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import { authMessages, type LoginInput, type PublicUser, type RegisterInput } from '../../../shared/auth/auth.schemas';
import type { AppContext } from '../../lib/context';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords';
import { businessRoleOf, endSession, startSession, type SessionUser } from '../../lib/session';
import { hashToken, newToken } from '../../lib/tokens';
import { securityMessages, type LoginTwoFactorInput } from '../../../shared/account/security.schemas';
import { sendLoginAlert } from '../account/security/login-alert.service';
import { passTwoFactorChallenge, startTwoFactorChallenge } from '../account/security/two-factor-sign-in.service';
import { isTwoFactorOn } from '../account/security/two-factor.service';
import { getPlatformSettings } from '../admin/platform-settings.service';
import { notify } from '../notifications/notifications.service';
import { refuseSignInDuringMaintenance } from '../site-settings/maintenance';
import { resetPasswordEmail, verificationEmail } from './auth.emails';
import * as q from './auth.queries';
import * as limits from './sign-in-limits.service';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** `impersonating`: the session is an administrator's, acting as this user (the screens show a banner). */
export function toPublicUser(u: SessionUser, impersonating = false): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    phone: u.phone,
    address: u.address,
    bio: u.bio,
    timezone: u.timezone,
    businessLine: u.businessLine,
    servicesOffered: u.servicesOffered,
    subscriptionTier: u.subscriptionTier,
    isAdmin: u.isAdmin,
    emailVerified: u.emailVerified || u.isAdmin,
    createdAt: u.createdAt.toISOString(),
    impersonating,
    pendingEmail: u.pendingEmail,
  };
}

const session = (ctx: AppContext) => ({ ttlDays: ctx.env.SESSION_TTL_DAYS });

async function sendVerification(ctx: AppContext, user: SessionUser) {
  const token = newToken();
  await q.updateUser(ctx.db, user.id, {
    emailVerificationToken: hashToken(token),
    emailVerificationSentAt: new Date(),
  });
  const link = `${ctx.origin.url}/api/verify-email?token=${token}`;
  await ctx.mailer.send(ctx.db, {
    to: user.email,
    subject: 'Confirm your e-mail address',
    body: verificationEmail({ firstName: user.firstName ?? 'there', link }),
    relatedTo: `user:${user.id}`,
  });
}

export async function register(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, input: RegisterInput) {
  const settings = await getPlatformSettings(ctx.db);
  if (!settings.newUserRegistration) throw new AppError('FORBIDDEN', authMessages.registrationClosed);
  if (await q.findUserByEmail(ctx.db, input.email)) {
    throw new AppError('CONFLICT', authMessages.emailTaken, { email: authMessages.emailTaken });
  }
  const user = await q.createUser(ctx.db, {
    email: input.email,
    password: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    businessLine: input.businessLine,
    servicesOffered: input.servicesOffered,
    subscriptionTier: settings.defaultPlan,
    emailVerified: !settings.emailVerificationRequired,
  });
  if (settings.emailVerificationRequired) await sendVerification(ctx, user);
  await notify(ctx.db, {
    userId: user.id,
    kind: 'welcome',
    title: 'Welcome to Crewdesk',
    body: 'Set up your company profile, then add customers and send your first invoice.',
    link: '/',
  });
  await startSession(ctx.db, request, reply, user.id, session(ctx));
  return toPublicUser(user);
}

const signInAttempts = new WeakMap<FastifyRequest, Promise<{ user: SessionUser | undefined; trusted: boolean }>>();

/**
 * The account a sign-in names and whether this browser is a trusted device of it, looked up once per request:
 * the per-address limit asks first (a trusted device passes it), then `login`.
 */
export function signInAttempt(ctx: AppContext, request: FastifyRequest, email: string) {
  let attempt = signInAttempts.get(request);
  if (!attempt) {
    attempt = q.findUserByEmail(ctx.db, email).then(async (user) => ({
      user,
      trusted: await limits.isTrustedDevice(ctx.db, request, user?.id),
    }));
    signInAttempts.set(request, attempt);
  }
  return attempt;
}

export async function login(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, input: LoginInput) {
  const { user, trusted } = await signInAttempt(ctx, request, input.email);
  // The password is not even checked while the address waits out its delay, unless a known browser sends it.
  if (!trusted) await limits.assertNotDelayed(ctx.db, reply, input.email);
  const ok = user
    ? await verifyPassword(user.password, input.password)
    : await verifyPassword(await dummyHashPromise, input.password).then(() => false);
  const attempt = { email: input.email, userId: user?.id };
  if (!user || !ok) {
    await limits.recordFailure(ctx.db, request, attempt);
    throw new AppError('UNAUTHORIZED', authMessages.loginFailed);
  }
  // Told only to whoever knows the password, so the answer reveals nothing of other accounts.
  if (user.disabledAt) throw new AppError('FORBIDDEN', authMessages.accountDisabled);
  await refuseSignInDuringMaintenance(ctx.db, user);
  if (await isTwoFactorOn(ctx, user.id)) {
    await limits.forgetFailures(ctx.db, input.email);
    return { twoFactorRequired: true as const, challengeToken: await startTwoFactorChallenge(ctx, user.id) };
  }
  return completeSignIn(ctx, request, reply, user);
}

/** The code step of a sign-in with two-factor on: the challenge's code opens the session the password did not. */
export async function loginTwoFactor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginTwoFactorInput,
) {
  const userId = await passTwoFactorChallenge(ctx, input.challengeToken, input.code);
  const user = await q.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', securityMessages.challengeExpired);
  if (user.disabledAt) throw new AppError('FORBIDDEN', authMessages.accountDisabled);
  await refuseSignInDuringMaintenance(ctx.db, user);
  return completeSignIn(ctx, request, reply, user);
}

/**
 * Opens the session of a sign-in that passed every check: this browser becomes a known device, and when it was
 * not one before (and the account signed in before: not the first sign-in after sign-up), the user is told.
 */
async function completeSignIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
  const newBrowser = !(await limits.isKnownDevice(ctx.db, request, user.id));
  await limits.recordSuccess(ctx.db, request, reply, { email: user.email, userId: user.id });
  await startSession(ctx.db, request, reply, user.id, session(ctx));
  const updated = await q.updateUser(ctx.db, user.id, { lastLoginAt: new Date() });
  if (newBrowser && user.lastLoginAt) await sendLoginAlert(ctx, request, updated);
  // The client keeps this answer as the signed-in user: the navigation follows the role at once.
  return { ...toPublicUser(updated), businessRole: await businessRoleOf(ctx.db, user.id) };
}

export async function logout(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  await endSession(ctx.db, request, reply);
}

export async function resendVerification(ctx: AppContext, user: SessionUser) {
  if (user.emailVerified || user.isAdmin) throw new AppError('BAD_REQUEST', authMessages.alreadyVerified);
  await sendVerification(ctx, user);
  return { message: authMessages.verificationSent };
}

/** Opening the e-mailed link verifies the address and signs its owner in. Returns where to go next. */
export async function verifyEmail(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string) {
  const user = await q.findUserByVerificationToken(
    ctx.db,
    hashToken(token),
    new Date(Date.now() - VERIFICATION_TTL_MS),
  );
  if (!user) return '/?verification=invalid';
  await q.updateUser(ctx.db, user.id, {
    emailVerified: true,
    emailVerificationToken: null,
    emailVerificationSentAt: null,
  });
  if (request.user?.id !== user.id) await startSession(ctx.db, request, reply, user.id, session(ctx));
  return '/?verified=1';
}

export const PASSWORD_RESET_JOB = 'auth.send-password-reset';

/**
 * Answers every address alike and at once: the lookup, the token and the e-mail happen in a job after the answer,
 * so neither the answer nor its timing tells whether the address has an account.
 */
export async function forgotPassword(ctx: AppContext, email: string) {
  await ctx.jobs.send(PASSWORD_RESET_JOB, { email });
  return { message: authMessages.forgotSent };
}

/** The job behind forgot-password: e-mails a one-hour reset link when the address has an account. */
export async function sendPasswordReset(ctx: AppContext, email: string) {
  const user = await q.findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  // The token and its e-mail commit together: a failure between them leaves no live token nobody was sent.
  await ctx.db.transaction(async (tx) => {
    await q.updateUser(tx, user.id, {
      passwordResetToken: hashToken(token),
      passwordResetExpires: new Date(Date.now() + RESET_TTL_MS),
    });
    await ctx.mailer.send(tx, {
      to: user.email,
      subject: 'Reset your password',
      body: resetPasswordEmail({
        firstName: user.firstName ?? 'there',
        link: `${ctx.origin.url}/reset-password?token=${token}`,
      }),
      relatedTo: `user:${user.id}`,
    });
  });
}

export async function isResetTokenValid(ctx: AppContext, token: string) {
  return Boolean(await q.findUserByResetToken(ctx.db, hashToken(token), new Date()));
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const user = await q.findUserByResetToken(ctx.db, hashToken(token), new Date());
  if (!user) throw new AppError('BAD_REQUEST', authMessages.invalidToken, { token: authMessages.invalidToken });
  await q.updateUser(ctx.db, user.id, {
    password: await hashPassword(password),
    passwordResetToken: null,
    passwordResetExpires: null,
    // Whoever could reset the password owns the mailbox.
    emailVerified: true,
  });
  await q.deleteSessionsOfUser(ctx.db, user.id);
  return { message: authMessages.resetDone };
}
