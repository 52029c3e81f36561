import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { bucketOf, bucketsOf, figure, inWindow, plansEndedPerBucket, type ReportWindow } from './report-sql';

export type UsersRow = { key: string } & Record<string, number>;

/**
 * Per bucket of the period (UTC), administrators left out:
 * - sign-ups: users created then (the `users.created_at` index); verified: those of them whose address is verified now;
 * - churned: plan subscriptions (`product` plan) now `canceled` whose last period ended then (`current_period_end`:
 *   a cancellation takes effect at the period's end; the `(status, current_period_end)` index);
 * - active (the period's total only, one user once): users whose last sign-in (`last_login_at`) is within the period.
 */
export async function findUsersSeries(db: Db, w: ReportWindow) {
  return queryRows<UsersRow>(
    db,
    sql`select b.key,
        ${figure('signups', sql`joined.signups`, 'count')},
        ${figure('verified', sql`joined.verified`, 'count')},
        ${figure('churned', sql`ended.n`, 'count')},
        (select count(*) from ${users} where not ${users.isAdmin} and ${inWindow(w, users.lastLoginAt)})::int as "active"
      from (${bucketsOf(w)}) b
      left join (
        select ${bucketOf(w, users.createdAt)} as start, count(*) as signups,
          count(*) filter (where ${users.emailVerified}) as verified
        from ${users} where not ${users.isAdmin} and ${inWindow(w, users.createdAt)}
        group by 1
      ) joined on joined.start = b.start
      left join (${plansEndedPerBucket(w)}) ended on ended.start = b.start
      order by b.start`,
  );
}
