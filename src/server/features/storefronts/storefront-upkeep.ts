import { addDays } from 'date-fns';
import { and, eq, exists, gt, inArray, or, sql } from 'drizzle-orm';
import { STOREFRONT_TRIAL_DAYS } from '../../../shared/storefronts/tier.schemas';
import { PAST_DUE_GRACE_DAYS } from '../../../shared/subscriptions/subscriptions.schemas';
import { DEMO_EMAIL } from '../../db/seed/demo';
import { landingPageConfigs, subscriptions, users } from '../../db/schema';

// A storefront is a paid product (decision 012): its public page is served during its free trial, then while its
// tier is paid for, as a plan keeps documents open (a renewal failing for less than 7 days still counts). The demo
// business and administrators are never limited. The rule is written twice, for the public page's query and for the
// owner's screen; the tests of both hold them together.

const KEPT = ['trialing', 'active'] as const;

/** The SQL condition, on a query joining the storefront (`landing_page_configs`) and its owner (`users`). */
export const storefrontUpkept = () =>
  or(
    gt(sql`${landingPageConfigs.createdAt} + make_interval(days => ${STOREFRONT_TRIAL_DAYS})`, sql`now()`),
    eq(users.email, DEMO_EMAIL),
    eq(users.isAdmin, true),
    exists(
      sql`(select 1 from ${subscriptions} where ${and(
        eq(subscriptions.userId, users.id),
        eq(subscriptions.product, 'storefront'),
        eq(subscriptions.productRef, ''),
        or(
          inArray(subscriptions.status, [...KEPT]),
          and(
            eq(subscriptions.status, 'past_due'),
            gt(subscriptions.pastDueSince, sql`now() - make_interval(days => ${PAST_DUE_GRACE_DAYS})`),
          ),
        ),
      )})`,
    ),
  );

/** The same rule for the owner's screen: whether the storefront's page is served now. */
export function isStorefrontUpkept(opts: {
  createdAt: Date;
  owner: { email: string; isAdmin: boolean };
  tier: { status: string; pastDueSince: Date | null } | undefined;
  now: Date;
}) {
  const { tier, now } = opts;
  if (addDays(opts.createdAt, STOREFRONT_TRIAL_DAYS) > now) return true;
  if (opts.owner.email === DEMO_EMAIL || opts.owner.isAdmin) return true;
  if (!tier) return false;
  if ((KEPT as readonly string[]).includes(tier.status)) return true;
  return (
    tier.status === 'past_due' && tier.pastDueSince !== null && addDays(tier.pastDueSince, PAST_DUE_GRACE_DAYS) > now
  );
}
