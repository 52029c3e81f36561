import { sql } from 'drizzle-orm';
import { planIds } from '../../../shared/marketing-site/plans';
import { queryRows, type Db } from '../../db/client';
import { subscriptionCharges, subscriptions, users } from '../../db/schema';
import { bucketOf, bucketsOf, figure, inWindow, plansEndedPerBucket, type ReportWindow } from './report-sql';

export type SubscriptionsRow = { key: string } & Record<string, number>;

/**
 * Per bucket of the period (UTC):
 * - trials started: every owner's trial starts at sign-up (decision "Trial and plans"): non-administrators created then;
 * - conversions: plan subscriptions' first paid month (`subscription_charges` kind `first`, status `paid`, on
 *   `created_at`), after the trial or on subscribing once it had ended; a coupon that took it all still counts;
 * - cancellations: plan subscriptions now `canceled` whose last period ended then (as the users' churn).
 * With the figures of now, the same on every row:
 * - trialing: plan subscriptions `trialing` whose trial has not ended (the `(status, trial_ends_at)` index), and owners
 *   who have no subscription row yet (it is made on first read) whose sign-up is within `trialDays`;
 * - pending cancellations: paid plans (active or past due) set to end with their period.
 */
export async function findSubscriptionsSeries(db: Db, w: ReportWindow, opts: { trialDays: number }) {
  const s = subscriptions;
  const c = subscriptionCharges;
  const now = sql`${w.now.toISOString()}::timestamptz`;
  return queryRows<SubscriptionsRow>(
    db,
    sql`select b.key,
        ${figure('trialsStarted', sql`joined.n`, 'count')},
        ${figure('conversions', sql`converted.n`, 'count')},
        ${figure('cancellations', sql`ended.n`, 'count')},
        ((select count(*) from ${s} join ${users} on ${users.id} = ${s.userId}
            where ${s.status} = 'trialing' and ${s.trialEndsAt} > ${now} and ${s.product} = 'plan'
              and not ${users.isAdmin})
          + (select count(*) from ${users}
            where not ${users.isAdmin} and ${users.createdAt} > ${now} - make_interval(days => ${opts.trialDays})
              and not exists (select 1 from ${s} where ${s.userId} = ${users.id} and ${s.product} = 'plan'
                and ${s.productRef} = ''))
        )::int as "trialing",
        (select count(*) from ${s} where ${s.status} in ('active', 'past_due') and ${s.product} = 'plan'
          and ${s.cancelAtPeriodEnd})::int as "pendingCancellations"
      from (${bucketsOf(w)}) b
      left join (
        select ${bucketOf(w, users.createdAt)} as start, count(*) as n
        from ${users} where not ${users.isAdmin} and ${inWindow(w, users.createdAt)}
        group by 1
      ) joined on joined.start = b.start
      left join (
        select ${bucketOf(w, c.createdAt)} as start, count(*) as n
        from ${c} join ${s} on ${s.id} = ${c.subscriptionId}
        where ${c.kind} = 'first' and ${c.status} = 'paid' and ${s.product} = 'plan' and ${inWindow(w, c.createdAt)}
        group by 1
      ) converted on converted.start = b.start
      left join (${plansEndedPerBucket(w)}) ended on ended.start = b.start
      order by b.start`,
  );
}

export type PlanCountRow = { plan: (typeof planIds)[number]; active: number; pastDue: number };

/** Paid plans held now, per plan (every plan listed, in the plans' order): active, and past due (a renewal failed). */
export async function findPlanCounts(db: Db) {
  const s = subscriptions;
  return queryRows<PlanCountRow>(
    db,
    sql`select p.plan, count(${s.id}) filter (where ${s.status} = 'active')::int as "active",
        count(${s.id}) filter (where ${s.status} = 'past_due')::int as "pastDue"
      from unnest(array[${sql.join(
        planIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) with ordinality as p(plan, position)
      left join ${s} on ${s.plan} = p.plan and ${s.product} = 'plan' and ${s.status} in ('active', 'past_due')
      group by p.plan, p.position
      order by p.position`,
  );
}
