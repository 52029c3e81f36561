import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectedAccounts } from '../../db/schema';
import { isoTime } from '../../lib/json-object';
import type { AccountState } from '../../lib/payments/provider';

type Tenant = { companyId: number };

const accountColumns = {
  id: connectedAccounts.id,
  processor: connectedAccounts.processor,
  accountId: connectedAccounts.accountId,
  businessName: connectedAccounts.businessName,
  businessType: connectedAccounts.businessType,
  taxIdLast4: connectedAccounts.taxIdLast4,
  status: connectedAccounts.status,
  platformFeeRate: connectedAccounts.platformFeeRate,
  capabilities: connectedAccounts.capabilities,
  requirementsStatus: connectedAccounts.requirementsStatus,
  verifiedAt: sql<string | null>`${isoTime(connectedAccounts.verifiedAt)}`,
  createdAt: sql<string>`${isoTime(connectedAccounts.createdAt)}`,
};
export type AccountRow = Awaited<ReturnType<typeof findAccounts>>[number];

export async function findAccounts(db: Db, opts: Tenant) {
  return db
    .select(accountColumns)
    .from(connectedAccounts)
    .where(eq(connectedAccounts.companyId, opts.companyId))
    .orderBy(asc(connectedAccounts.id));
}

export async function findAccount(db: Db, opts: Tenant & { id?: number; processor?: string }) {
  const [row] = await db
    .select(accountColumns)
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.companyId, opts.companyId),
        opts.id === undefined ? undefined : eq(connectedAccounts.id, opts.id),
        opts.processor === undefined ? undefined : eq(connectedAccounts.processor, opts.processor),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAccount(db: Db, values: typeof connectedAccounts.$inferInsert) {
  const [row] = await db
    .insert(connectedAccounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: connectedAccounts.id });
  return row;
}

/** The provider's news of an account (a webhook): status, capabilities, and when it was first verified. */
export async function updateAccountState(db: Db, state: AccountState) {
  return db
    .update(connectedAccounts)
    .set({
      status: state.status,
      capabilities: state.capabilities,
      requirementsStatus: state.requirementsStatus,
      verifiedAt: state.status === 'verified' ? sql`coalesce(${connectedAccounts.verifiedAt}, now())` : undefined,
    })
    .where(eq(connectedAccounts.accountId, state.accountId))
    .returning({ id: connectedAccounts.id });
}
