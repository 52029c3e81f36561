import type { PublicUser } from '@shared/auth/auth.schemas';
import type { BusinessRole } from '@shared/team/roles';
import { seesOwnerThings } from '@client/lib/use-business-role';
import type { useT } from '@client/i18n/use-t';
import { planById, TRIAL_PLAN, type PlanId } from '@shared/marketing-site/plans';
import {
  TRIAL_BANNER_DAYS,
  type Subscription,
  type SubscriptionCharge,
  type SubscriptionStatus,
} from '@shared/subscriptions/subscriptions.schemas';

type Translate = ReturnType<typeof useT>;

export const planName = (plan: PlanId) => planById(plan).name;

export const statusLabel = (t: Translate, status: SubscriptionStatus) =>
  ({
    trialing: t('subscriptions.status.trialing'),
    active: t('subscriptions.status.active'),
    past_due: t('subscriptions.status.pastDue'),
    canceled: t('subscriptions.status.canceled'),
  })[status];

export const chargeKindLabel = (t: Translate, kind: SubscriptionCharge['kind']) =>
  ({
    first: t('subscriptions.chargeKind.first'),
    renewal: t('subscriptions.chargeKind.renewal'),
    proration: t('subscriptions.chargeKind.proration'),
  })[kind];

export const roleLabel = (t: Translate, role: BusinessRole) =>
  ({
    owner: t('subscriptions.role.owner'),
    office: t('subscriptions.role.office'),
    technician: t('subscriptions.role.technician'),
  })[role];

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** `Visa ending in 4242`: all that is ever shown of a card; null without one. */
export function cardText(t: Translate, brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? (BRAND_NAMES[brand] ?? brand) : null;
  return name
    ? t('subscriptions.card.endingIn', { brand: name, last4 })
    : t('subscriptions.card.anyEndingIn', { last4 });
}

/** The profile menu's line under the name: 'Pro Trial' while the trial runs, 'Basic Plan' once paid for. */
export function planLabel(t: Translate, sub: Subscription): string {
  if (sub.status === 'trialing') {
    return sub.limited
      ? t('subscriptions.label.trialEnded')
      : t('subscriptions.label.trial', { plan: planName(sub.effectivePlan) });
  }
  if (sub.status === 'canceled' || !sub.plan) return t('subscriptions.label.planEnded');
  return t('subscriptions.label.plan', { plan: planName(sub.plan) });
}

/** An owner not verified yet cannot read the plan (nor have chosen one): the trial's. */
export const unverifiedLabel = (t: Translate) => t('subscriptions.label.trial', { plan: planName(TRIAL_PLAN) });

/** The plan is the owner's: administrators and the team's members never ask for it (docs/roles.md). */
export const canReadPlan = (user: PublicUser) => seesOwnerThings(user) && user.emailVerified;

export type BannerNotice = { kind: 'limited' | 'past-due' | 'trial'; text: string; action: string };

/**
 * What the signed-in shell's banner says, or null: the limit (a trial or plan ended, a renewal failing for days),
 * a failing renewal, or the trial's last days while no plan is chosen.
 */
export function bannerNotice(t: Translate, sub: Subscription): BannerNotice | null {
  const choose = t('subscriptions.choosePlan');
  if (sub.limited) {
    return { kind: 'limited', text: sub.limitMessage ?? t('subscriptions.banner.trialEnded'), action: choose };
  }
  if (sub.status === 'past_due') {
    return { kind: 'past-due', text: t('subscriptions.banner.pastDue'), action: t('subscriptions.updateCard') };
  }
  if (sub.status === 'trialing' && !sub.plan && sub.trialDaysLeft < TRIAL_BANNER_DAYS) {
    const text =
      sub.trialDaysLeft <= 0
        ? t('subscriptions.banner.trialEndsToday')
        : t('subscriptions.banner.trialEndsIn', { count: sub.trialDaysLeft });
    return { kind: 'trial', text, action: choose };
  }
  return null;
}

/** Whether the plan's first charge waits for the trial's end (nothing is charged today). */
export const chargedAtTrialEnd = (sub: Subscription, now = new Date()) =>
  sub.status === 'trialing' && new Date(sub.trialEndsAt).getTime() > now.getTime();
