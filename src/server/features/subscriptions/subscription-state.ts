import { PAST_DUE_GRACE_DAYS, subscriptionMessages as m } from '../../../shared/subscriptions/subscriptions.schemas';
import { TRIAL_PLAN, type PlanId } from '../../../shared/marketing-site/plans';
import type { SubscriptionRow } from './subscriptions.queries';

const DAY_MS = 86_400_000;

/** The plan whose limits apply now: the chosen one once paid for, the trial's while the trial runs. */
export function effectivePlanOf(sub: SubscriptionRow): PlanId {
  if (sub.status === 'trialing') return TRIAL_PLAN;
  return (sub.plan as PlanId | null) ?? TRIAL_PLAN;
}

/** Whole days left of the trial: 0 on its last day and after. */
export const trialDaysLeft = (sub: SubscriptionRow, now: Date) =>
  Math.max(0, Math.ceil((sub.trialEndsAt.getTime() - now.getTime()) / DAY_MS) - 1);

/**
 * Why creating and sending documents is refused now, or null: a trial ended without a plan, a plan ended (canceled),
 * or a renewal failing for 7 days. A trial whose chosen plan the renewal job has not charged yet is not limited.
 */
export function limitMessageOf(sub: SubscriptionRow, now: Date): string | null {
  if (sub.status === 'trialing') return sub.trialEndsAt <= now && !sub.plan ? m.trialEnded : null;
  if (sub.status === 'canceled') return m.planEnded;
  if (sub.status === 'past_due' && sub.pastDueSince) {
    return now.getTime() - sub.pastDueSince.getTime() >= PAST_DUE_GRACE_DAYS * DAY_MS ? m.pastDue : null;
  }
  return null;
}

/** The period a due charge pays for: from the trial's end for the first, else from where the last paid one ended. */
export function duePeriodOf(sub: SubscriptionRow): { periodStart: Date; kind: 'first' | 'renewal' } {
  if (sub.status === 'trialing' || !sub.currentPeriodEnd) return { periodStart: sub.trialEndsAt, kind: 'first' };
  return { periodStart: sub.currentPeriodEnd, kind: 'renewal' };
}
