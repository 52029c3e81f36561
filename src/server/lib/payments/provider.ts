import type { Card } from '../../../shared/payments/card.schemas';
import type { PlanBilling } from './plan-billing';

export type AccountStatus = 'verified' | 'pending' | 'restricted';
export type BusinessType = 'individual' | 'company' | 'non_profit';

/** What the provider says of a business's payout account. */
export type AccountState = {
  accountId: string;
  status: AccountStatus;
  capabilities: string[];
  /** complete once the provider needs nothing more from the business */
  requirementsStatus: 'pending' | 'complete';
};

/** A payment the provider confirmed (money taken), as we keep it: no card number, only brand and last four. */
export type ConfirmedCharge = {
  /** The provider's id of the payment (pi_... at Stripe): unique, used to refund it. */
  paymentId: string;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
};

export type ChargeOutcome =
  ({ ok: true } & ConfirmedCharge) | { ok: false; message: string; cardBrand: string; cardLast4: string };

/** A hosted checkout page: where the customer is sent, and the id the success page comes back with. */
export type CheckoutSession = { sessionId: string; url: string };

/** A card Stripe keeps on a customer of the platform's, for later monthly charges: its ids, brand and last four. */
export type KeptCard = {
  customerId: string;
  paymentMethodId: string;
  cardBrand: string | null;
  cardLast4: string | null;
};

export type CheckoutState = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  /** Set once the customer paid. */
  charge: ConfirmedCharge | null;
  /** A page opened with `keepCard`: the card it kept, once complete. */
  keptCard: KeptCard | null;
  metadata: Record<string, string>;
};

type CommonProvider = {
  /** Opens a payout account for a business; `idempotencyKey` makes a retried request open only one. */
  createAccount(input: {
    businessName: string;
    businessType: BusinessType;
    email: string;
    idempotencyKey: string;
  }): Promise<AccountState>;
  /** Where the owner finishes the provider's onboarding; null when there is nothing to finish. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  /** Gives money back to the card; the platform's fee is given back in proportion. */
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
    /** A payment to the platform itself: no business's share to take back. */
    platformCharge?: boolean;
  }): Promise<{ refundId: string }>;
};

/**
 * The built-in provider, offline: the customer types a card on our own form (labelled test mode) and it is
 * charged at once. Only the well-known test numbers do anything.
 */
export type TestPaymentProvider = CommonProvider & {
  kind: 'test';
  charge(input: { card: Card; amountCents: number; idempotencyKey: string }): Promise<ChargeOutcome>;
  /**
   * Keeps a card for later charges (a plan's renewals): what comes back is a reference, the brand and the last four
   * digits, never the number. A card that would be declined is refused here.
   */
  saveCard(input: { card: Card }): Promise<SavedCardOutcome>;
  /** Charges a saved card. */
  chargeSaved(input: { token: string; amountCents: number; idempotencyKey: string }): Promise<ChargeOutcome>;
};

export type SavedCardOutcome =
  | { ok: true; token: string; cardBrand: string; cardLast4: string }
  | { ok: false; message: string; cardBrand: string; cardLast4: string };

/**
 * Stripe: the customer pays on Stripe's hosted Checkout, so no card number reaches us; the payment is a
 * destination charge to the business's account with the platform fee as the application fee. Stripe confirms
 * it by webhook (or when the success page asks, by retrieving the session).
 */
export type HostedPaymentProvider = CommonProvider &
  PlanBilling & {
    kind: 'stripe';
    createCheckout(input: {
      amountCents: number;
      /**
       * A business's payment: its payout account and the platform's fee. Absent for what is paid to the platform
       * itself (merchandise, domains).
       */
      destination?: { accountId: string; feeCents: number };
      description: string;
      customerEmail: string | null;
      /** May contain `{CHECKOUT_SESSION_ID}`, which Stripe fills in. */
      successUrl: string;
      cancelUrl: string;
      metadata: Record<string, string>;
      idempotencyKey: string;
      /**
       * A payment to the platform whose card is kept for monthly charges (`keptCard` once paid): the page pays for a
       * customer of the platform's made for it. With an amount of 0 the page only takes the card (setup mode).
       */
      keepCard?: boolean;
    }): Promise<CheckoutSession>;
    getCheckout(sessionId: string): Promise<CheckoutState>;
    expireCheckout(sessionId: string): Promise<void>;
  };

export type PaymentProvider = TestPaymentProvider | HostedPaymentProvider;
