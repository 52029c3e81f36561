import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import {
  companyDomains,
  merchandiseOrders,
  platformTransactions,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema';
import { bucketOf, bucketsOf, figure, inWindow, type ReportWindow } from './report-sql';

export type RevenueRow = { key: string } & Record<string, string>;

/**
 * What the platform took in, per bucket of the period, each on the day the money moved (UTC):
 * - subscriptions, storefronts, domains (monthly fees): `subscription_charges` with status `paid`, by the product of
 *   their subscription (plan | storefront | domain), on the charge's `created_at`; a failed charge takes nothing;
 * - platform fees: `platform_transactions` processed, their `platform_fee_amount` on `created_at`: the fee kept on
 *   invoice, deposit and storefront-order payments, less what refunds gave back (negative rows);
 * - merchandise: orders' `total` on `paid_at`, less the total of those refunded on `refunded_at`;
 * - domains (setup): `company_domains.setup_amount_paid` (after its coupon) on `activated_at`, set when it was paid.
 */
export async function findRevenueSeries(db: Db, w: ReportWindow) {
  const c = subscriptionCharges;
  const s = subscriptions;
  const t = platformTransactions;
  const m = merchandiseOrders;
  const d = companyDomains;
  return queryRows<RevenueRow>(
    db,
    sql`select b.key,
        ${figure('subscriptions', sql`ch.plans`, 'money')},
        ${figure('storefronts', sql`ch.storefronts`, 'money')},
        ${figure('platformFees', sql`fee.amount`, 'money')},
        ${figure('merchandise', sql`merch.amount`, 'money')},
        ${figure('domains', sql`coalesce(ch.domains, 0) + coalesce(setup.amount, 0)`, 'money')},
        ${figure(
          'total',
          sql`coalesce(ch.plans, 0) + coalesce(ch.storefronts, 0) + coalesce(ch.domains, 0) + coalesce(fee.amount, 0)
            + coalesce(merch.amount, 0) + coalesce(setup.amount, 0)`,
          'money',
        )}
      from (${bucketsOf(w)}) b
      left join (
        select ${bucketOf(w, c.createdAt)} as start,
          sum(${c.amount}) filter (where ${s.product} = 'plan') as plans,
          sum(${c.amount}) filter (where ${s.product} = 'storefront') as storefronts,
          sum(${c.amount}) filter (where ${s.product} = 'domain') as domains
        from ${c} join ${s} on ${s.id} = ${c.subscriptionId}
        where ${c.status} = 'paid' and ${inWindow(w, c.createdAt)}
        group by 1
      ) ch on ch.start = b.start
      left join (
        select ${bucketOf(w, t.createdAt)} as start, sum(${t.platformFeeAmount}) as amount
        from ${t} where ${t.status} = 'processed' and ${inWindow(w, t.createdAt)}
        group by 1
      ) fee on fee.start = b.start
      left join (
        select ${bucketOf(w, sql`moved.at`)} as start, sum(moved.amount) as amount
        from (
          select ${m.paidAt} as at, ${m.total} as amount from ${m} where ${inWindow(w, m.paidAt)}
          union all
          select ${m.refundedAt}, -${m.total} from ${m} where ${inWindow(w, m.refundedAt)}
        ) moved
        group by 1
      ) merch on merch.start = b.start
      left join (
        select ${bucketOf(w, d.activatedAt)} as start, sum(${d.setupAmountPaid}) as amount
        from ${d} where ${d.setupAmountPaid} is not null and ${inWindow(w, d.activatedAt)}
        group by 1
      ) setup on setup.start = b.start
      order by b.start`,
  );
}
