import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformTransactions } from '../../db/schema';
import { isoTime } from '../../lib/json-object';

export async function insertPlatformTransaction(db: Db, values: typeof platformTransactions.$inferInsert) {
  await db.insert(platformTransactions).values(values);
}

/** The company's fee records, newest first, a page at a time (those before the id `before`). */
export async function findPlatformTransactions(db: Db, opts: { companyId: number; limit: number; before?: number }) {
  return db
    .select({
      id: platformTransactions.id,
      invoiceId: platformTransactions.invoiceId,
      type: platformTransactions.type,
      amount: platformTransactions.amount,
      platformFeePercent: platformTransactions.platformFeePercent,
      platformFeeAmount: platformTransactions.platformFeeAmount,
      providerAmount: platformTransactions.providerAmount,
      status: platformTransactions.status,
      paymentMethod: platformTransactions.paymentMethod,
      externalTransactionId: platformTransactions.externalTransactionId,
      createdAt: sql<string>`${isoTime(platformTransactions.createdAt)}`,
    })
    .from(platformTransactions)
    .where(
      and(
        eq(platformTransactions.companyId, opts.companyId),
        opts.before === undefined ? undefined : lt(platformTransactions.id, opts.before),
      ),
    )
    .orderBy(desc(platformTransactions.id))
    .limit(opts.limit);
}
