import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import {
  userMessages as m,
  type AdminUser,
  type CreateUserInput,
  type UpdateUserInput,
  type UserEmailInput,
  type UserListQuery,
} from '../../../../shared/admin/users.schemas';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { isPgError } from '../../../db/errors';
import type { AppContext } from '../../../lib/context';
import { hashPassword } from '../../../lib/passwords';
import { endSessionsOfUser, type SessionUser } from '../../../lib/session';
import { hashToken, newToken } from '../../../lib/tokens';
import { endBillingOfUser } from '../../subscriptions/account-billing.service';
import { recordAudit, type AuditRecord } from './audit-log.queries';
import { invitationEmail, messageEmail } from './users.emails';
import * as q from './users.queries';

/** An invitation's link stays good for a week: long enough for someone who reads mail on Mondays. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const NOT_FOUND = 'User not found';

function statusOf(u: q.UserRow): AdminUser['status'] {
  if (u.disabledAt) return 'disabled';
  return u.emailVerified || u.isAdmin ? 'active' : 'unverified';
}

function toAdminUser(ctx: AppContext, u: q.UserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.email.split('@')[0],
    companyName: u.companyName,
    company: u.companyId === null ? null : { id: u.companyId },
    isAdmin: u.isAdmin,
    status: statusOf(u),
    subscriptionTier: u.subscriptionTier,
    createdAt: u.createdAt.toISOString(),
    lastLogin: u.lastLoginAt?.toISOString() ?? null,
    phone: u.phone,
    address: u.address,
    bio: u.bio,
    timezone: u.timezone,
    profileImageUrl: u.profileImageUrl,
    isProtected: u.email === ctx.env.ADMIN_EMAIL.toLowerCase(),
  };
}

export async function listUsers(ctx: AppContext, query: UserListQuery & { limit: number; offset: number }) {
  const page = await q.findUserPage(ctx.db, { ...query, status: query.status ?? 'all' });
  return { items: page.rows.map((u) => toAdminUser(ctx, u)), total: page.total };
}

export function getUserStats(db: Db, now = new Date()) {
  return q.summarizeUsers(db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
}

export async function getUserRow(db: Db, id: number) {
  const row = await q.findUserRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Who did it, from where: the audit's first half. */
const actor = (admin: SessionUser, request: FastifyRequest) => ({
  admin: { id: admin.id, email: admin.email },
  ipAddress: request.ip,
});
type Actor = ReturnType<typeof actor>;
export { actor as auditActor };

/**
 * Changes of who administers the platform, one at a time (an advisory lock of the transaction): two administrators
 * demoting each other at once still leave one.
 */
export async function asAdminChange<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-membership'))`);
    return work(tx);
  });
}

export async function assertNotLastAdmin(tx: Db, target: q.UserRow) {
  if (target.isAdmin && (await q.countOtherActiveAdmins(tx, target.id)) === 0) {
    throw new AppError('CONFLICT', m.lastAdmin);
  }
}

const emailTaken = () => new AppError('CONFLICT', m.emailTaken, { email: m.emailTaken });

async function audited(tx: Db, who: Actor, action: AuditRecord['action'], target: q.UserRow, reason?: string) {
  await recordAudit(tx, { ...who, action, target: { id: target.id, email: target.email }, reason });
}

export async function updateUser(ctx: AppContext, who: Actor, id: number, input: UpdateUserInput) {
  try {
    await asAdminChange(ctx.db, async (tx) => {
      const target = await getUserRow(tx, id);
      if (target.isAdmin && !input.isAdmin) await assertNotLastAdmin(tx, target);
      await tx
        .update(users)
        .set({ firstName: input.firstName, lastName: input.lastName, email: input.email, isAdmin: input.isAdmin })
        .where(eq(users.id, id));
      await audited(tx, who, 'user_updated', { ...target, email: input.email });
    });
  } catch (err) {
    if (isPgError(err, '23505')) throw emailTaken();
    throw err;
  }
  return toAdminUser(ctx, await getUserRow(ctx.db, id));
}

/** Add User: the account exists at once, and its owner chooses the password from the e-mailed link. */
export async function inviteUser(ctx: AppContext, who: Actor, input: CreateUserInput) {
  if (await q.emailInUse(ctx.db, input.email)) throw emailTaken();
  const token = newToken();
  // Nobody knows this password: the account opens only through the invitation's link.
  const password = await hashPassword(newToken());
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          ...input,
          password,
          passwordResetToken: hashToken(token),
          passwordResetExpires: new Date(Date.now() + INVITATION_TTL_MS),
        })
        .returning({ id: users.id });
      const row = await getUserRow(tx, created.id);
      await audited(tx, who, 'user_invited', row);
      await ctx.mailer.send(tx, {
        to: input.email,
        subject: (site) => `You are invited to ${site.siteName}`,
        body: invitationEmail({
          firstName: input.firstName,
          invitedBy: who.admin.email,
          link: `${ctx.origin.url}/reset-password?token=${token}`,
        }),
        relatedTo: `user:${created.id}`,
      });
      return created.id;
    });
  } catch (err) {
    if (isPgError(err, '23505')) throw emailTaken();
    throw err;
  }
  return toAdminUser(ctx, await getUserRow(ctx.db, id));
}

/** Send e-mail: through the mailer (queued, in the outbox), and in the audit log with its subject. */
export async function emailUser(ctx: AppContext, who: Actor, id: number, input: UserEmailInput) {
  await ctx.db.transaction(async (tx) => {
    const target = await getUserRow(tx, id);
    await ctx.mailer.send(tx, {
      to: target.email,
      subject: input.subject,
      body: messageEmail({ firstName: target.firstName ?? 'there', subject: input.subject, message: input.message }),
      relatedTo: `user:${target.id}`,
    });
    await audited(tx, who, 'user_emailed', target, input.subject);
  });
  return { message: m.emailSent };
}

/** Disabled: no sign-in, and every session it had ends now. */
export async function setUserDisabled(ctx: AppContext, who: Actor, id: number, disabled: boolean) {
  if (id === who.admin.id) throw new AppError('CONFLICT', m.notYourself);
  await asAdminChange(ctx.db, async (tx) => {
    const target = await getUserRow(tx, id);
    if (disabled) await assertNotLastAdmin(tx, target);
    await tx
      .update(users)
      .set({ disabledAt: disabled ? (target.disabledAt ?? new Date()) : null })
      .where(eq(users.id, id));
    if (disabled) await endSessionsOfUser(tx, id);
    await audited(tx, who, disabled ? 'user_disabled' : 'user_enabled', target);
  });
  return toAdminUser(ctx, await getUserRow(ctx.db, id));
}

/**
 * Deletes the account and, with it (the foreign keys cascade), its company and every row of the business. Stripe
 * stops billing it first. Never the administrator of ADMIN_EMAIL, one's own account or the last administrator.
 */
export async function deleteUser(ctx: AppContext, who: Actor, id: number) {
  if (id === who.admin.id) throw new AppError('CONFLICT', m.notYourself);
  const target = await getUserRow(ctx.db, id);
  if (target.email === ctx.env.ADMIN_EMAIL.toLowerCase()) throw new AppError('CONFLICT', m.protectedAdmin);
  await endBillingOfUser(ctx, ctx.db, id);
  await asAdminChange(ctx.db, async (tx) => {
    const current = await getUserRow(tx, id);
    await assertNotLastAdmin(tx, current);
    await tx.delete(users).where(eq(users.id, id));
    await audited(tx, who, 'user_deleted', current);
  });
}
