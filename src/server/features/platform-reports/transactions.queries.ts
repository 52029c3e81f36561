import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { paymentAttempts, platformTransactions, storefrontOrders } from '../../db/schema';
import { bucketOf, bucketsOf, figure, inWindow, type ReportWindow } from './report-sql';

export type TransactionsRow = { key: string } & Record<string, string | number>;

/**
 * Customers' card payments to the businesses (invoices, quote deposits, storefront orders: the payments the platform
 * takes its fee on), per bucket of the period (UTC), from `platform_transactions` processed, on `created_at`:
 * - count and volume: the `payment` rows and their amounts; refunds: what `refund` rows gave back (as a positive sum);
 * - fees: the platform's fee of every row, refunds' negative fees included (what the platform keeps);
 * - failures: card tries refused (`payment_attempts` failed, on `created_at`) and storefront orders whose payment
 *   failed (declined, or their checkout lapsed unpaid: `storefront_orders` failed, on `created_at`).
 */
export async function findTransactionsSeries(db: Db, w: ReportWindow) {
  const t = platformTransactions;
  const a = paymentAttempts;
  const o = storefrontOrders;
  return queryRows<TransactionsRow>(
    db,
    sql`select b.key,
        ${figure('count', sql`paid.n`, 'count')},
        ${figure('volume', sql`paid.volume`, 'money')},
        ${figure('refunds', sql`paid.refunds`, 'money')},
        ${figure('fees', sql`paid.fees`, 'money')},
        ${figure('failures', sql`failed.n`, 'count')}
      from (${bucketsOf(w)}) b
      left join (
        select ${bucketOf(w, t.createdAt)} as start,
          count(*) filter (where ${t.type} = 'payment') as n,
          sum(${t.amount}) filter (where ${t.type} = 'payment') as volume,
          sum(-${t.amount}) filter (where ${t.type} = 'refund') as refunds,
          sum(${t.platformFeeAmount}) as fees
        from ${t} where ${t.status} = 'processed' and ${inWindow(w, t.createdAt)}
        group by 1
      ) paid on paid.start = b.start
      left join (
        select ${bucketOf(w, sql`tries.at`)} as start, count(*) as n
        from (
          select ${a.createdAt} as at from ${a} where ${a.status} = 'failed' and ${inWindow(w, a.createdAt)}
          union all
          select ${o.createdAt} from ${o} where ${o.status} = 'failed' and ${inWindow(w, o.createdAt)}
        ) tries
        group by 1
      ) failed on failed.start = b.start
      order by b.start`,
  );
}
