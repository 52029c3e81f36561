import { cardSchema } from '../payments/card.schemas';
import { paymentModeSchema } from '../payments/connected-accounts.schemas';
import { z } from '../zod';
import { STOREFRONT_TIER_NAMES, storefrontMessages as sm } from './storefront-values';

// Choosing the storefront's tier: a monthly subscription of its own, billed like the plans, after a free trial.

/** The storefront tiers' free trial (the marketing page's '30-day free trial'), counted from the storefront's creation. */
export const STOREFRONT_TRIAL_DAYS = 30;

export const tierMessages = {
  cardRequired: 'Please enter your card details',
  alreadyOnTier: (tier: string) => `Your storefront is already on the ${tier} tier.`,
  tooManyProducts: (tier: string, limit: number, count: number) =>
    `The ${tier} tier includes ${limit} products and your storefront has ${count}. Remove some before changing tier.`,
  chosenInTrial: (tier: string, day: string, amount: string) =>
    `Your storefront is on the ${tier} tier. Its free trial runs until ${day}; your card will be charged ${amount} then.`,
  chosenNow: (tier: string, amount: string) =>
    `Your storefront is on the ${tier} tier. Your card was charged ${amount}.`,
  changed: (tier: string, amount: string) =>
    `Your storefront is on the ${tier} tier. Your next monthly charge is ${amount}.`,
  toStripe: (tier: string) => `Continue on Stripe's secure page to subscribe to the ${tier} tier.`,
  changedOnStripe: (tier: string) =>
    `Your storefront is on the ${tier} tier. The rest of this month is charged or credited on your Stripe invoice.`,
  subscribed: (tier: string) => `Your storefront is on the ${tier} tier.`,
  stillConfirming: 'Stripe is still confirming your payment: your tier shows here in a moment.',
  offlineTrialEnded: (day: string) =>
    `Your storefront's free trial ended on ${day}: its page is offline until you choose a tier.`,
  offlineEnded: "Your tier subscription has ended: your storefront's page is offline until you choose a tier.",
  offlinePastDue: "Your storefront's payments have failed for 7 days: its page is offline until one goes through.",
  nothingToCancel: 'Your storefront has no tier subscription to cancel.',
  cancelled: (day: string) => `Your storefront tier ends on ${day}; nothing more will be charged.`,
} as const;

/** POST /api/landing-page-tier: the tier, and in test mode a card (or none, to use the card kept for the plan). */
export const chooseTierSchema = z.object({
  tierName: z.enum(STOREFRONT_TIER_NAMES, { error: sm.tierUnknown }),
  paymentMethod: cardSchema.optional(),
});
export type ChooseTierInput = z.input<typeof chooseTierSchema>;

/** POST /api/landing-page-tier/confirm-checkout: back from Stripe's page, the session it names. */
export const confirmTierCheckoutSchema = z.object({ sessionId: z.string().min(1).max(255) });

export const chooseTierResultSchema = z.object({ message: z.string(), redirectUrl: z.string().nullable() });

/** GET /api/landing-page-tier: the storefront's tier and its billing. */
export const tierSubscriptionSchema = z.object({
  tierName: z.enum(STOREFRONT_TIER_NAMES),
  /** none: no tier chosen with a card yet (the storefront runs on its trial). */
  status: z.enum(['none', 'trialing', 'active', 'past_due', 'canceled']),
  trialEndsAt: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  monthlyPrice: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** In test mode, whether the card kept for the plan can pay for the tier too. */
  planCardOnFile: z.boolean(),
  paymentMode: paymentModeSchema,
  /** Whether the public page is served: in its free trial, or its tier paid for (false: offline until one is). */
  online: z.boolean(),
});
export type TierSubscription = z.infer<typeof tierSubscriptionSchema>;
