import { planIds } from '../marketing-site/plans';
import { cardSchema } from '../payments/card.schemas';
import { paymentModeSchema } from '../payments/connected-accounts.schemas';
import { z } from '../zod';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A renewal that keeps failing this many days limits the account as an ended trial does. */
export const PAST_DUE_GRACE_DAYS = 7;
/** The trial's banner shows in its last days. */
export const TRIAL_BANNER_DAYS = 7;
/** The subscribe page sends the owner home this long after subscribing. */
export const SUBSCRIBE_REDIRECT_MS = 2000;

export const subscriptionMessages = {
  // 2-commercial.md: the subscribe page.
  initializing: 'Initializing subscription...',
  failedTitle: 'Subscription Failed',
  failed: 'There was an issue creating your subscription.',
  subscribe: 'Subscribe Now',
  // DECISIONS.md, "Trial and plans".
  trialEnded: 'Your trial has ended. Choose a plan to continue.',
  // Ours.
  pastDue: 'Your last payment failed. Update your card to continue.',
  planEnded: 'Your plan has ended. Choose a plan to continue.',
  planRequired: 'Please choose a plan',
  cardRequired: 'Please enter your card details',
  alreadySubscribed: (plan: string) => `You are already subscribed to ${plan}.`,
  subscribedNow: (plan: string, amount: string) => `You are subscribed to ${plan}. Your card was charged ${amount}.`,
  subscribedAtTrialEnd: (plan: string, day: string, amount: string) =>
    `You chose ${plan}. Your trial runs until ${day}; your card will be charged ${amount} then.`,
  noPlanToChange: 'Choose a plan first.',
  samePlan: 'That is already your plan.',
  nothingToCancel: 'There is no plan to cancel.',
  nothingToResume: 'There is no cancellation to undo.',
  invoiceLimit: (limit: number) =>
    `Your Basic plan includes ${limit} invoices a month. Upgrade to Pro for unlimited invoices.`,
  userLimit: (plan: string, limit: number, next: string) =>
    `Your ${plan} plan includes ${limit} user${limit === 1 ? '' : 's'}. Upgrade to ${next} to add more.`,
  productLimit: (plan: string, limit: number, next: string) =>
    `Your ${plan} plan includes ${limit} storefront products. Upgrade to ${next} to add more.`,
  trialBanner: (days: number) =>
    days <= 0
      ? 'Your free trial ends today.'
      : `Your free trial ends in ${days} day${days === 1 ? '' : 's'}. Choose a plan to keep everything running.`,
} as const;

/**
 * POST /api/get-or-create-subscription: the specification's payload. The card (`paymentMethod`) only in test mode;
 * with Stripe the owner is sent to Stripe's page instead. `finalAmount` is read and ignored: the server prices it.
 */
export const subscribeSchema = z.object({
  planType: z.enum(planIds, { error: subscriptionMessages.planRequired }),
  paymentMethod: cardSchema.optional(),
  couponCode: z
    .string()
    .trim()
    .max(50)
    .optional()
    .nullable()
    .transform((v) => (v ? v.toUpperCase() : null)),
  finalAmount: z.unknown().optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** What subscribing answers: a message, and where to go (Stripe's page) when the card is typed there. */
export const subscribeResultSchema = z.object({
  message: z.string(),
  redirectUrl: z.string().nullable(),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** Back from Stripe's page: the Checkout session Stripe names in the return address. */
export const confirmCheckoutSchema = z.object({ sessionId: z.string().trim().min(1).max(255) });
export const changePlanSchema = z.object({ planType: z.enum(planIds, { error: subscriptionMessages.planRequired }) });
export const updateCardSchema = z.object({ paymentMethod: cardSchema });

/** GET /api/subscription: the owner's plan as the profile menu, the banner and the billing card show it. */
export const subscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan chosen; null while the trial runs without one. */
  plan: z.enum(planIds).nullable(),
  /** Whose limits apply now: the trial's plan while it runs. */
  effectivePlan: z.enum(planIds),
  trialEndsAt: z.string(),
  /** Whole days left of the trial (0 on its last day and after). */
  trialDaysLeft: z.number(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The next charge: when and how much (after the coupon and any credit); null when none is coming. */
  nextCharge: z.object({ at: z.string(), amount: z.string() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  coupon: z.object({ code: z.string(), monthsLeft: z.number() }).nullable(),
  /** Money a downgrade left to take off the next charges. */
  credit: z.string(),
  /** Whether creating and sending documents is refused, and why. */
  limited: z.boolean(),
  limitMessage: z.string().nullable(),
  paymentMode: paymentModeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionChargeSchema = z.object({
  id: z.number(),
  plan: z.enum(planIds),
  kind: z.enum(['first', 'renewal', 'proration']),
  originalAmount: z.string(),
  discountAmount: z.string(),
  amount: z.string(),
  status: z.enum(['paid', 'failed']),
  failureMessage: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionCharge = z.infer<typeof subscriptionChargeSchema>;
