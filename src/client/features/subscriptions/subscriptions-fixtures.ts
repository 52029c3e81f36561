import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import { planDefinitions } from '@shared/marketing-site/plans';
import type { Subscription, SubscriptionCharge } from '@shared/subscriptions/subscriptions.schemas';

/** GET /api/plans with prices the specification never names: the screens must show these, not 9/19/29. */
export const plansFixture: PlansResponse = {
  trialDays: 45,
  transactionFeePercent: '2.90',
  plans: planDefinitions.map(({ limits, ...plan }, i) => ({
    ...plan,
    userLimit: limits.users,
    price: ['24.00', '42.50', '110.00'][i],
  })),
};

/** An owner's subscription as GET /api/subscription answers it: a trial with no plan yet, unless overridden. */
export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'trialing',
    plan: null,
    effectivePlan: 'pro',
    trialEndsAt: '2099-03-05T12:00:00.000Z',
    trialDaysLeft: 20,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    nextCharge: null,
    card: null,
    coupon: null,
    credit: '0.00',
    limited: false,
    limitMessage: null,
    paymentMode: 'test',
    ...overrides,
  };
}

/** A paid plan, charged last on Feb 05 and next on Mar 05. */
export const activeFixture = (overrides: Partial<Subscription> = {}) =>
  subscriptionFixture({
    status: 'active',
    plan: 'basic',
    effectivePlan: 'basic',
    trialEndsAt: '2024-01-20T12:00:00.000Z',
    trialDaysLeft: 0,
    currentPeriodEnd: '2099-03-05T12:00:00.000Z',
    nextCharge: { at: '2099-03-05T12:00:00.000Z', amount: '24.00' },
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  });

export function chargeFixture(overrides: Partial<SubscriptionCharge> = {}): SubscriptionCharge {
  return {
    id: 1,
    plan: 'basic',
    kind: 'first',
    originalAmount: '24.00',
    discountAmount: '4.80',
    amount: '19.20',
    status: 'paid',
    failureMessage: null,
    periodStart: '2099-02-05T12:00:00.000Z',
    periodEnd: '2099-03-05T12:00:00.000Z',
    cardBrand: 'visa',
    cardLast4: '4242',
    createdAt: '2099-02-05T12:00:00.000Z',
    ...overrides,
  };
}
