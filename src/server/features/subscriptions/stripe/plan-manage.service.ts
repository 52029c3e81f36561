import { AppError } from '../../../../shared/app-error';
import { planById, type PlanId } from '../../../../shared/marketing-site/plans';
import { subscriptionMessages as m } from '../../../../shared/subscriptions/subscriptions.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { loadSubscription } from '../subscription-view.service';
import * as q from '../subscriptions.queries';
import { assertApplied, billedByStripe, planSpecOf, rowValuesOf, stripeOf } from './stripe-plan-state';

/**
 * A plan change on Stripe, at once: during the trial only the plan changes; after it Stripe invoices the rest of the
 * period now (an upgrade charged, a downgrade credited to the next invoices). A refused card changes nothing (402).
 * The charge reaches the billing history with Stripe's invoice. The subscription is locked by the caller.
 */
export async function changeStripePlan(ctx: AppContext, tx: Db, sub: q.SubscriptionRow, plan: PlanId, now: Date) {
  const prorate = sub.status !== 'trialing';
  const state = await stripeOf(ctx).changePlanSubscription(sub.providerSubscriptionId!, {
    plan: await planSpecOf(tx, plan),
    prorate,
    idempotencyKey: `sub-${sub.id}-change-${now.getTime()}`,
  });
  assertApplied(state);
  await q.updateSubscription(tx, sub.id, rowValuesOf(state, sub, now));
  const name = planById(plan).name;
  return prorate
    ? `Your plan is now ${name}. The rest of this month is charged or credited on your Stripe invoice.`
    : `Your plan is now ${name}.`;
}

/** Ends the plan with its period on Stripe, or takes that back; the row follows Stripe's answer. */
export async function setStripeCancellation(ctx: AppContext, tx: Db, sub: q.SubscriptionRow, cancel: boolean) {
  const now = new Date();
  const state = await stripeOf(ctx).setPlanCancellation(
    sub.providerSubscriptionId!,
    cancel,
    `sub-${sub.id}-${cancel ? 'cancel' : 'resume'}-${now.getTime()}`,
  );
  return q.updateSubscription(tx, sub.id, rowValuesOf(state, sub, now));
}

/**
 * POST /api/subscription/billing-portal: Stripe's page where the owner changes the card of their plan (a past-due
 * invoice is paid there with the new card); they come back to /subscribe.
 */
export async function billingPortal(ctx: AppContext, userId: number) {
  if (ctx.payments.kind !== 'stripe') {
    throw new AppError('CONFLICT', 'In test mode the card is updated here: use Update card.');
  }
  const sub = await loadSubscription(ctx.db, userId);
  if (!billedByStripe(sub) || !sub.providerCustomerId) throw new AppError('CONFLICT', m.noPlanToChange);
  return { url: await stripeOf(ctx).billingPortalUrl(sub.providerCustomerId, `${ctx.origin.url}/subscribe`) };
}
