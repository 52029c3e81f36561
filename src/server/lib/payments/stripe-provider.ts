import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { stripeBilling } from './stripe-billing';
import type {
  AccountState,
  AccountStatus,
  CheckoutState,
  ConfirmedCharge,
  HostedPaymentProvider,
  KeptCard,
} from './provider';

/**
 * The API version the SDK's types describe. Pinned so that what Stripe sends (objects and webhook events of this
 * version) matches the types we read them with; an SDK upgrade that moves it fails the type check here.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/**
 * Stripe's reasons that stand whatever the business submits next: refused, listed or paused. Any other reason of
 * an account that has been through onboarding means Stripe is waiting on the business (restricted), or is itself
 * verifying what it was given (pending).
 */
const isRefusal = (reason: string) =>
  reason.startsWith('rejected.') || reason === 'listed' || reason === 'platform_paused';
const STRIPE_REVIEWING = new Set(['requirements.pending_verification', 'under_review']);

function accountStatusOf(account: Stripe.Account): AccountStatus {
  if (account.charges_enabled && account.payouts_enabled) return 'verified';
  const reason = account.requirements?.disabled_reason ?? null;
  if (reason && isRefusal(reason)) return 'restricted';
  // A new account is disabled for `requirements.past_due` at once: until the owner has been through onboarding,
  // what is past due is the onboarding form itself, which is pending, not a restriction.
  if (!account.details_submitted) return 'pending';
  if (reason && !STRIPE_REVIEWING.has(reason)) return 'restricted';
  if ((account.requirements?.past_due ?? []).length > 0) return 'restricted';
  return 'pending';
}

/**
 * A Stripe account as we keep it: verified once it can take charges and pay out; restricted when Stripe refused
 * or disabled it after onboarding (see `isRefusal`); pending otherwise. Capabilities are the active ones;
 * requirements are complete when nothing is currently due or past due. Shared by the provider and the webhook.
 */
export function accountStateOf(account: Stripe.Account): AccountState {
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  return {
    accountId: account.id,
    status: accountStatusOf(account),
    capabilities: Object.entries(account.capabilities ?? {})
      .filter(([, status]) => status === 'active')
      .map(([name]) => name)
      .sort(),
    requirementsStatus: due.length === 0 ? 'complete' : 'pending',
  };
}

function chargeOf(session: Stripe.Checkout.Session): ConfirmedCharge | null {
  if (session.payment_status !== 'paid') return null;
  const intent = session.payment_intent;
  if (!intent) throw new Error(`Stripe reports Checkout session ${session.id} paid without a payment intent`);
  const paymentIntent = typeof intent === 'string' ? null : intent;
  const charge = typeof paymentIntent?.latest_charge === 'object' ? paymentIntent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    paymentId: typeof intent === 'string' ? intent : intent.id,
    amountCents: session.amount_total ?? paymentIntent?.amount ?? 0,
    // Of the card, only what identifies it to its owner: the brand and the last four digits.
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The card a completed page kept on its customer: paid with `setup_future_usage`, or taken in setup mode. */
function keptCardOf(session: Stripe.Checkout.Session): KeptCard | null {
  const customerId = idOf(session.customer);
  if (session.status !== 'complete' || !customerId) return null;
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const setup = typeof session.setup_intent === 'object' ? session.setup_intent : null;
  const method = intent?.setup_future_usage ? intent.payment_method : setup?.payment_method;
  const paymentMethodId = idOf(method);
  if (!paymentMethodId) return null;
  const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : null;
  const card = typeof method === 'object' ? method?.card : charge?.payment_method_details?.card;
  return { customerId, paymentMethodId, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
}

function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  const status = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return {
    sessionId: session.id,
    status,
    charge: chargeOf(session),
    keptCard: keptCardOf(session),
    metadata: { ...(session.metadata ?? {}) },
  };
}

/** The SDK's address settings for a Stripe-compatible API at `apiUrl` (a local fake in tests). */
function addressOf(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  // The SDK always requests /v1/...: a base path would be silently dropped, so refuse it.
  if (url.pathname !== '/') throw new Error(`STRIPE_API_URL must not have a path: ${apiUrl}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function createStripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Retries resend the same Idempotency-Key (ours, or one the SDK makes per POST), so a lost answer never
    // creates a second account, session or refund; two keep a request under a few seconds of back-off.
    maxNetworkRetries: 2,
    // A customer waits on these calls: better an error than the SDK's default of 80 s.
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Crewdesk' },
    ...(apiUrl ? addressOf(apiUrl) : {}),
  });
}

/** Stripe Connect: Express accounts for the businesses, Checkout destination charges with the platform fee. */
export function createStripeProvider(opts: { secretKey: string; apiUrl?: string }): HostedPaymentProvider {
  const stripe = createStripeClient(opts.secretKey, opts.apiUrl);
  return {
    kind: 'stripe',
    ...stripeBilling(stripe),
    async createAccount({ businessName, businessType, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email,
          business_type: businessType,
          business_profile: { name: businessName },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey },
      );
      return accountStateOf(account);
    },
    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      // A link is for one visit: each call asks a new one, under a key of its own so a retry gets the same.
      const link = await stripe.accountLinks.create(
        { account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl },
        { idempotencyKey: `onboarding-${accountId}-${randomUUID()}` },
      );
      return link.url;
    },
    async createCheckout(input) {
      // A card to keep is kept on a customer of the platform's, made for this page (the same on a retry).
      const customer = input.keepCard
        ? await stripe.customers.create(
            { ...(input.customerEmail ? { email: input.customerEmail } : {}), metadata: input.metadata },
            { idempotencyKey: `${input.idempotencyKey}-customer` },
          )
        : null;
      const buyer = customer
        ? { customer: customer.id }
        : input.customerEmail
          ? { customer_email: input.customerEmail }
          : {};
      const urls = { success_url: input.successUrl, cancel_url: input.cancelUrl };
      const session = await stripe.checkout.sessions.create(
        customer && input.amountCents === 0
          ? { mode: 'setup', currency: 'usd', metadata: input.metadata, ...buyer, ...urls }
          : {
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: input.amountCents,
                    product_data: { name: input.description },
                  },
                },
              ],
              payment_intent_data: {
                ...(input.destination
                  ? {
                      application_fee_amount: input.destination.feeCents,
                      transfer_data: { destination: input.destination.accountId },
                    }
                  : {}),
                ...(customer ? { setup_future_usage: 'off_session' as const } : {}),
                metadata: input.metadata,
              },
              metadata: input.metadata,
              ...buyer,
              ...urls,
            },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered Checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async getCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.latest_charge', 'setup_intent.payment_method'],
      });
      return checkoutStateOf(session);
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open (paid, or already expired), with no error code
        // to tell it by: ask for the session instead, and let anything else (an unknown session...) through.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.statusCode !== 400) throw err;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') throw err;
      }
    },
    async refund({ paymentId, amountCents, idempotencyKey, platformCharge }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentId,
          amount: amountCents,
          // A destination charge put the money in the business's balance: take the refunded part back from it.
          ...(platformCharge ? {} : { refund_application_fee: true, reverse_transfer: true }),
        },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };
}
