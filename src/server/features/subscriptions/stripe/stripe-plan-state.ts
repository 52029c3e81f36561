import { AppError } from '../../../../shared/app-error';
import { planById, planIds, type PlanId } from '../../../../shared/marketing-site/plans';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { PlanSubscriptionState } from '../../../lib/payments/plan-billing';
import type { HostedPaymentProvider } from '../../../lib/payments/provider';
import { planPriceCents } from '../subscription-pricing';
import type { SubscriptionRow } from '../subscriptions.queries';

/** Stripe, for what only Stripe Billing does. */
export function stripeOf(ctx: Pick<AppContext, 'payments'>): HostedPaymentProvider {
  if (ctx.payments.kind !== 'stripe') throw new Error('Stripe Billing is used without Stripe configured');
  return ctx.payments;
}

/** A plan as Stripe is told of it: its id, name and today's monthly price from platform settings. */
export async function planSpecOf(db: Db, plan: PlanId) {
  return { id: plan, name: planById(plan).name, priceCents: await planPriceCents(db, plan) };
}

export const isPlanId = (value: string | null): value is PlanId => planIds.includes(value as PlanId);

/** Whether Stripe bills this subscription (a paid Checkout linked it). */
export const billedByStripe = (sub: SubscriptionRow) =>
  sub.provider === 'stripe' && sub.providerSubscriptionId !== null;

/**
 * What Stripe's record of a subscription says of our row: plan, status, period, cancellation and card. Past due
 * from the first time Stripe says so (the 7 days of grace count from then); the card is Stripe's, so no token of
 * ours is kept.
 */
export function rowValuesOf(state: PlanSubscriptionState, sub: SubscriptionRow, now: Date): Partial<SubscriptionRow> {
  return {
    provider: 'stripe',
    providerCustomerId: state.customerId,
    providerSubscriptionId: state.subscriptionId,
    plan: isPlanId(state.plan) ? state.plan : sub.plan,
    status: state.status,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    pastDueSince: state.status === 'past_due' ? (sub.pastDueSince ?? now) : null,
    cardToken: null,
    cardBrand: state.cardBrand ?? sub.cardBrand,
    cardLast4: state.cardLast4 ?? sub.cardLast4,
    updatedAt: now,
  };
}

/** Stripe refuses a Checkout trial that ends sooner than 48 hours from now (a margin for the page's own time). */
const MIN_TRIAL_MS = 49 * 3600_000;

/** The trial's end as Stripe's Checkout is to keep it, or null when too near (the first month is charged now). */
export const checkoutTrialEnd = (trialEndsAt: Date, now: Date) =>
  trialEndsAt.getTime() - now.getTime() >= MIN_TRIAL_MS ? trialEndsAt : null;

/** A change Stripe left pending: the card was refused and nothing changed (what changed nothing: `what`). */
export function assertApplied(state: PlanSubscriptionState, what = 'your plan') {
  if (state.pendingUpdate) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      `Your card was declined, so ${what} was not changed. Update your card and try again.`,
    );
  }
}
