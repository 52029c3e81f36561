import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { stripeOf } from './stripe/stripe-plan-state';

/**
 * Ends at once every subscription Stripe still bills to a user (plan, storefront tier, domain fees), before the
 * account is deleted: deleting our rows alone would leave Stripe charging the card. A failure from Stripe stops the
 * deletion, so nothing is lost track of. Test-mode subscriptions need nothing: only our rows bill them.
 */
export async function endBillingOfUser(ctx: Pick<AppContext, 'payments'>, db: Db, userId: number) {
  const live = await db
    .select({ id: subscriptions.id, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, 'stripe'),
        isNotNull(subscriptions.providerSubscriptionId),
        ne(subscriptions.status, 'canceled'),
      ),
    );
  for (const sub of live) {
    const stripe = stripeOf(ctx);
    // One that Stripe has ended already (a webhook we missed) is not ended twice: Stripe would refuse it.
    const state = await stripe.getPlanSubscription(sub.providerSubscriptionId!);
    if (state.status !== 'canceled') {
      await stripe.cancelPlanSubscriptionNow(sub.providerSubscriptionId!, `sub-${sub.id}-end-account`);
    }
    await db
      .update(subscriptions)
      .set({ status: 'canceled', cancelAtPeriodEnd: false })
      .where(eq(subscriptions.id, sub.id));
  }
  return live.length;
}
