import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import { profileMessages as m, type ProfileValues } from '../../../../shared/account/profile.schemas';
import type { PublicUser } from '../../../../shared/auth/auth.schemas';
import type { AppContext } from '../../../lib/context';
import { currentUser, ownSessionUser } from '../../../lib/guards';
import type { SessionUser } from '../../../lib/session';
import { hashToken, newToken } from '../../../lib/tokens';
import { toPublicUser } from '../../auth/auth.service';
import { assertTimezoneAllowed, getPreferences } from '../preferences/preferences.service';
import { rescheduleWeeklyEmail } from '../../todos/weekly-email/reschedule';
import { emailChangedNoticeEmail, emailChangeLinkEmail } from './profile.emails';
import * as q from './profile.queries';

/** How long the link to a new e-mail address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const taken = () => new AppError('CONFLICT', m.emailTaken, { email: m.emailTaken });

/** The user as `GET /api/user` answers, with their preferences: what the client keeps as the signed-in user. */
async function userAnswer(ctx: AppContext, request: FastifyRequest, user: SessionUser): Promise<PublicUser> {
  return {
    ...toPublicUser(user, request.impersonatorId !== undefined),
    preferences: await getPreferences(ctx.db, user),
    businessRole: request.businessRole ?? null,
  };
}

/** Stores a fresh link's token for `newEmail` and e-mails the link there, together. */
async function sendEmailChangeLink(ctx: AppContext, db: AppContext['db'], user: SessionUser, newEmail: string) {
  const token = newToken();
  const updated = await q.updateUserRow(db, user.id, {
    pendingEmail: newEmail,
    pendingEmailToken: hashToken(token),
    pendingEmailSentAt: new Date(),
  });
  await ctx.mailer.send(db, {
    to: newEmail,
    subject: 'Confirm your new e-mail address',
    body: emailChangeLinkEmail({
      firstName: user.firstName ?? 'there',
      newEmail,
      link: `${ctx.origin.url}/confirm-email?token=${token}`,
    }),
    relatedTo: `user:${user.id}`,
  });
  return updated;
}

/**
 * Account Settings > Profile. Names, contact details and the time zone change at once; a new e-mail address waits
 * for the link sent to it (and is refused when another account uses it, or to an administrator impersonating).
 */
export async function updateProfile(ctx: AppContext, request: FastifyRequest, input: ProfileValues) {
  const user = currentUser(request);
  const emailChanges = input.email !== user.email && input.email !== user.pendingEmail;
  if (emailChanges) {
    ownSessionUser(request);
    if (await q.isEmailUsedByAnother(ctx.db, { userId: user.id, email: input.email })) throw taken();
  }
  if (input.timezone !== undefined) assertTimezoneAllowed(user, input.timezone);
  const zoneChanged = input.timezone !== undefined && input.timezone !== user.timezone;
  const updated = await ctx.db.transaction(async (tx) => {
    let row = await q.updateUserRow(tx, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
      ...(zoneChanged ? { timezone: input.timezone } : {}),
      // Typing the current address back drops a change that was waiting.
      ...(input.email === user.email ? { pendingEmail: null, pendingEmailToken: null, pendingEmailSentAt: null } : {}),
    });
    if (emailChanges) row = await sendEmailChangeLink(ctx, tx, row, input.email);
    if (zoneChanged) await rescheduleWeeklyEmail(tx, user.id);
    return row;
  });
  return {
    user: await userAnswer(ctx, request, updated),
    message: emailChanges ? m.emailChangeSent(input.email) : m.updated,
  };
}

/** A new link for the address waiting (the old link stops working). */
export async function resendEmailChange(ctx: AppContext, request: FastifyRequest) {
  const user = ownSessionUser(request);
  if (!user.pendingEmail) throw new AppError('BAD_REQUEST', m.noPendingEmail);
  const pending = user.pendingEmail;
  if (await q.isEmailUsedByAnother(ctx.db, { userId: user.id, email: pending })) throw taken();
  const updated = await ctx.db.transaction((tx) => sendEmailChangeLink(ctx, tx, user, pending));
  return { user: await userAnswer(ctx, request, updated), message: m.emailChangeResent(pending) };
}

/** Drops the address waiting; its link stops working. */
export async function cancelEmailChange(ctx: AppContext, request: FastifyRequest) {
  const user = ownSessionUser(request);
  if (!user.pendingEmail) throw new AppError('BAD_REQUEST', m.noPendingEmail);
  const updated = await q.updateUserRow(ctx.db, user.id, {
    pendingEmail: null,
    pendingEmailToken: null,
    pendingEmailSentAt: null,
  });
  return { user: await userAnswer(ctx, request, updated), message: m.emailChangeCancelled };
}

/**
 * Following the link: the new address becomes the account's (and counts as verified: its mailbox answered), and the
 * old address is told. Whoever holds the link may follow it, signed in or not. Refused, changing nothing, when the
 * link is unknown, used or past 24 hours, or when another account took the address meanwhile.
 */
export async function confirmEmailChange(ctx: AppContext, token: string) {
  const invalid = new AppError('BAD_REQUEST', m.emailChangeInvalid, { token: m.emailChangeInvalid });
  const email = await ctx.db.transaction(async (tx) => {
    const user = await q.findUserByPendingTokenForUpdate(tx, {
      tokenHash: hashToken(token),
      sentAfter: new Date(Date.now() - EMAIL_CHANGE_TTL_MS),
    });
    if (!user?.pendingEmail) throw invalid;
    const newEmail = user.pendingEmail;
    if (await q.isEmailUsedByAnother(tx, { userId: user.id, email: newEmail })) {
      throw new AppError('CONFLICT', m.emailTakenMeanwhile, { token: m.emailTakenMeanwhile });
    }
    await q.updateUserRow(tx, user.id, {
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
      pendingEmailToken: null,
      pendingEmailSentAt: null,
    });
    await ctx.mailer.send(tx, {
      to: user.email,
      subject: 'Your e-mail address has changed',
      body: emailChangedNoticeEmail({ firstName: user.firstName ?? 'there', newEmail }),
      relatedTo: `user:${user.id}`,
    });
    return newEmail;
  });
  return { message: m.emailChanged(email) };
}
