import { AppError } from '../../../shared/app-error';
import {
  connectedAccountMessages as messages,
  type ConnectedAccount,
  connectAccountSchema,
} from '../../../shared/payments/connected-accounts.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { AccountState } from '../../lib/payments/provider';
import { getPlatformSettings } from '../admin/platform-settings.service';
import * as q from './connected-accounts.queries';

type ConnectValues = z.output<typeof connectAccountSchema>;

const toJson = ({ accountId: _accountId, ...row }: q.AccountRow) => row as ConnectedAccount;

export async function listAccounts(db: Db, companyId: number) {
  return (await q.findAccounts(db, { companyId })).map(toJson);
}

/** The account customers' payments go to, when it may take them. */
export async function findPayoutAccount(db: Db, companyId: number) {
  const account = await q.findAccount(db, { companyId, processor: 'stripe' });
  return account?.status === 'verified' ? account : undefined;
}

async function onboardingLinkOf(ctx: AppContext, accountId: string) {
  const back = `${ctx.origin.url}/payment-setup`;
  return ctx.payments.onboardingLink(accountId, { returnUrl: back, refreshUrl: `${back}?refresh=1` });
}

/**
 * Connects the business's Stripe account: the provider opens it (an Express account; in test mode, verified at
 * once) and the owner is sent to finish its onboarding. Connecting again while the account is still pending
 * answers it with a fresh onboarding link; a verified one is not connected twice.
 */
export async function connectAccount(
  ctx: AppContext,
  owner: { companyId: number; email: string },
  input: ConnectValues,
) {
  if (input.processor !== 'stripe') {
    throw new AppError('BAD_REQUEST', messages.stripeOnly, { processor: messages.stripeOnly });
  }
  const { companyId } = owner;
  const existing = await q.findAccount(ctx.db, { companyId, processor: 'stripe' });
  if (existing?.status === 'verified') throw new AppError('CONFLICT', messages.alreadyConnected);
  if (existing) return { account: toJson(existing), onboardingUrl: await onboardingLinkOf(ctx, existing.accountId) };

  const state = await ctx.payments.createAccount({
    businessName: input.businessName,
    businessType: input.businessType,
    email: owner.email,
    // One account per company at the provider, however often a failed request is retried.
    idempotencyKey: `connect-account-${companyId}`,
  });
  const settings = await getPlatformSettings(ctx.db);
  await q.insertAccount(ctx.db, {
    companyId,
    processor: 'stripe',
    accountId: state.accountId,
    businessName: input.businessName,
    businessType: input.businessType,
    taxIdLast4: input.taxId?.slice(-4) ?? null,
    platformFeeRate: settings.transactionFeeRate,
    status: state.status,
    capabilities: state.capabilities,
    requirementsStatus: state.requirementsStatus,
    verifiedAt: state.status === 'verified' ? new Date() : null,
  });
  const account = await q.findAccount(ctx.db, { companyId, processor: 'stripe' });
  return { account: toJson(account!), onboardingUrl: await onboardingLinkOf(ctx, state.accountId) };
}

/** "Finish setup": a fresh onboarding link for a pending account; 404 for another company's. */
export async function finishSetupLink(ctx: AppContext, companyId: number, id: number) {
  const account = await q.findAccount(ctx.db, { companyId, id });
  if (!account) throw new AppError('NOT_FOUND', messages.notFound);
  return { url: await onboardingLinkOf(ctx, account.accountId) };
}

/** The provider's news of an account (account.updated): its status follows. */
export async function applyAccountState(db: Db, state: AccountState) {
  await q.updateAccountState(db, state);
}
