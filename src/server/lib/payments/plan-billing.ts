import type { CheckoutSession } from './provider';

/**
 * A plan subscription as Stripe Billing keeps it, read from Stripe's own record (never from an event's copy, which
 * may arrive late or out of order). `plan` is the plan of its price's product (ours are `crewdesk_plan_<id>`).
 */
export type PlanSubscriptionState = {
  subscriptionId: string;
  customerId: string;
  /** Stripe's unpaid and incomplete count as past due; incomplete_expired as ended. */
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  plan: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** A plan change waiting on a payment that failed: nothing changed. */
  pendingUpdate: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  /** What we asked Stripe to keep with it: our subscription's id. */
  metadata: Record<string, string>;
};

/** One invoice of a plan subscription that Stripe tried to collect: paid, or failed. */
export type PlanInvoice = {
  invoiceId: string;
  subscriptionId: string;
  /** The subscription's metadata when the invoice was made: our subscription's id. */
  metadata: Record<string, string>;
  status: 'paid' | 'failed';
  kind: 'first' | 'renewal' | 'proration';
  /** Before discounts, the discount, and what was (or was to be) taken. */
  subtotalCents: number;
  discountCents: number;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** How many times Stripe tried to take it: a failure's key. */
  attempt: number;
};

/** What a plan checkout came to: open, paid (the subscription it made), or expired. */
export type PlanCheckoutState = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  subscription: PlanSubscriptionState | null;
  metadata: Record<string, string>;
};

/** Our coupon as Stripe is to apply it for its months: a percentage, or an amount in cents. */
export type PlanDiscount = {
  couponId: number;
  percentOff: string | null;
  amountOffCents: number | null;
  months: number;
};

/** Stripe Billing for the platform's own plans: the owner pays Crewdesk, on Stripe's pages. */
export type PlanBilling = {
  /**
   * A Checkout page in subscription mode for a plan at its monthly price. `trialEnd`: the first charge waits until
   * then. The coupon is mirrored as a Stripe coupon repeating for its months.
   */
  createPlanCheckout(input: {
    plan: { id: string; name: string; priceCents: number };
    customerId: string | null;
    customerEmail: string;
    trialEnd: Date | null;
    discount: PlanDiscount | null;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<CheckoutSession>;
  getPlanCheckout(sessionId: string): Promise<PlanCheckoutState>;
  /**
   * A subscription made here rather than on a Checkout page, for a card Stripe already keeps on the customer: its
   * first charge waits until `trialEnd` (or is taken now, when null).
   */
  createPlanSubscription(input: {
    plan: { id: string; name: string; priceCents: number };
    customerId: string;
    paymentMethodId: string;
    trialEnd: Date | null;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PlanSubscriptionState>;
  getPlanSubscription(subscriptionId: string): Promise<PlanSubscriptionState>;
  /**
   * Moves a subscription to another plan at once. `prorate`: the rest of the period is invoiced now (an upgrade
   * charged, a downgrade credited); a refused card leaves the plan as it was (`pendingUpdate`).
   */
  changePlanSubscription(
    subscriptionId: string,
    input: { plan: { id: string; name: string; priceCents: number }; prorate: boolean; idempotencyKey: string },
  ): Promise<PlanSubscriptionState>;
  /** Ends the plan with its period (true), or takes that back (false). */
  setPlanCancellation(
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
    idempotencyKey: string,
  ): Promise<PlanSubscriptionState>;
  /** Ends the subscription at once (the account that pays it is being deleted): nothing more is billed. */
  cancelPlanSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<PlanSubscriptionState>;
  /** Stripe's page where the owner changes the card of their plan. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string>;
};
