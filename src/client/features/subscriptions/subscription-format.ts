import type { PublicUser } from '@shared/auth/auth.schemas';
import { seesOwnerThings } from '@client/lib/use-business-role';
import { planById, TRIAL_PLAN, type PlanId } from '@shared/marketing-site/plans';
import {
  subscriptionMessages as m,
  TRIAL_BANNER_DAYS,
  type Subscription,
  type SubscriptionCharge,
  type SubscriptionStatus,
} from '@shared/subscriptions/subscriptions.schemas';

export const planName = (plan: PlanId) => planById(plan).name;

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

export const CHARGE_KINDS: Record<SubscriptionCharge['kind'], string> = {
  first: 'First month',
  renewal: 'Renewal',
  proration: 'Plan change',
};

/** The profile menu's line under the name: 'Pro Trial' while the trial runs, 'Basic Plan' once paid for. */
export function planLabel(sub: Subscription): string {
  if (sub.status === 'trialing') return sub.limited ? 'Trial ended' : `${planName(sub.effectivePlan)} Trial`;
  if (sub.status === 'canceled' || !sub.plan) return 'Plan ended';
  return `${planName(sub.plan)} Plan`;
}

/** An owner not verified yet cannot read the plan (nor have chosen one): the trial's. */
export const unverifiedLabel = `${planName(TRIAL_PLAN)} Trial`;

/** The plan is the owner's: administrators and the team's members never ask for it (docs/roles.md). */
export const canReadPlan = (user: PublicUser) => seesOwnerThings(user) && user.emailVerified;

export type BannerNotice = { kind: 'limited' | 'past-due' | 'trial'; text: string; action: string };

/**
 * What the signed-in shell's banner says, or null: the limit (a trial or plan ended, a renewal failing for days),
 * a failing renewal, or the trial's last days while no plan is chosen.
 */
export function bannerNotice(sub: Subscription): BannerNotice | null {
  if (sub.limited) return { kind: 'limited', text: sub.limitMessage ?? m.trialEnded, action: 'Choose a plan' };
  if (sub.status === 'past_due') return { kind: 'past-due', text: m.pastDue, action: 'Update card' };
  if (sub.status === 'trialing' && !sub.plan && sub.trialDaysLeft < TRIAL_BANNER_DAYS) {
    return { kind: 'trial', text: m.trialBanner(sub.trialDaysLeft), action: 'Choose a plan' };
  }
  return null;
}

/** Whether the plan's first charge waits for the trial's end (nothing is charged today). */
export const chargedAtTrialEnd = (sub: Subscription, now = new Date()) =>
  sub.status === 'trialing' && new Date(sub.trialEndsAt).getTime() > now.getTime();
