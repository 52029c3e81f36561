import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import { dataMessages as m, type DeleteAccountInput } from '../../../../shared/account/data.schemas';
import { companies, users } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { ownSessionUser } from '../../../lib/guards';
import { verifyPassword } from '../../../lib/passwords';
import { endSession } from '../../../lib/session';
import { asAdminChange, assertNotLastAdmin, getUserRow } from '../../admin/users/users.service';
import { endBillingOfUser } from '../../subscriptions/account-billing.service';
import { accountDeletedEmail } from './account-data.emails';

const refused = (field: keyof DeleteAccountInput, message: string) =>
  new AppError('BAD_REQUEST', message, { [field]: message });

/**
 * Deletes the signed-in account and, as the foreign keys cascade, its company and every row of the business, once
 * the password and the typed company name (an administrator's e-mail) match. Never from an impersonating session,
 * never the configured administrator nor the last one. Stripe stops billing first; the confirmation e-mail is queued
 * in the deletion's transaction (the outbox holds no reference to the user), and this session's cookie is cleared.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: DeleteAccountInput,
) {
  const user = ownSessionUser(request);
  if (user.email === ctx.env.ADMIN_EMAIL.toLowerCase()) throw new AppError('CONFLICT', m.protectedAdmin);
  if (!(await verifyPassword(user.password, input.password))) throw refused('password', m.passwordWrong);
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.userId, user.id));
  if (company ? input.companyName !== company.name.trim() : input.companyName.toLowerCase() !== user.email) {
    throw refused('companyName', company ? m.companyNameWrong : m.emailWrong);
  }
  // Checked before Stripe is told, so that the last administrator's billing is not ended for nothing.
  await assertNotLastAdmin(ctx.db, await getUserRow(ctx.db, user.id));
  await endBillingOfUser(ctx, ctx.db, user.id);
  await asAdminChange(ctx.db, async (tx) => {
    await assertNotLastAdmin(tx, await getUserRow(tx, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    await ctx.mailer.send(tx, {
      to: user.email,
      subject: (site) => `Your ${site.siteName} account has been deleted`,
      body: accountDeletedEmail({ firstName: user.firstName ?? 'there', companyName: company?.name ?? null }),
    });
  });
  await endSession(ctx.db, request, reply);
  return { message: m.accountDeleted };
}
