import Stripe from 'stripe';
import type { PlanInvoice } from './plan-billing';
import type { AccountState } from './provider';
import { planInvoiceOf } from './stripe-billing';
import { accountStateOf } from './stripe-provider';

/**
 * What a Stripe webhook tells us, without Stripe's types. `id` is Stripe's event id (evt_...): Stripe may deliver
 * an event more than once. A completed checkout says the customer finished the page, not that the money is taken:
 * confirm it with `getCheckout`, which reads the payment status.
 */
export type StripeEvent =
  | { id: string; kind: 'checkout.completed'; sessionId: string }
  | { id: string; kind: 'checkout.expired'; sessionId: string }
  | { id: string; kind: 'account.updated'; state: AccountState }
  /** A plan's Checkout page was paid or lapsed: `getPlanCheckout` says which. */
  | { id: string; kind: 'plan.checkout'; sessionId: string }
  /** A plan subscription changed: `getPlanSubscription` reads what it is now. */
  | { id: string; kind: 'plan.subscription'; subscriptionId: string }
  /** Stripe took a plan's invoice, or failed to. */
  | { id: string; kind: 'plan.invoice'; invoice: PlanInvoice }
  | { id: string; kind: 'ignored'; type: string };

/** The webhook's signature is missing, wrong or too old: the request did not come from Stripe (answer 400). */
export class StripeSignatureError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StripeSignatureError';
  }
}

function verifiedEvent(rawBody: Buffer | string, signatureHeader: string | undefined, webhookSecret: string) {
  // An empty secret would accept signatures anyone can compute: a configuration error, never a bad request.
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is empty: Stripe webhooks cannot be verified');
  if (!signatureHeader) throw new StripeSignatureError('The Stripe-Signature header is missing');
  try {
    // Checks the HMAC of the exact bytes received, and refuses a timestamp older than the SDK's tolerance (300 s).
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new StripeSignatureError(err.message.split('\n')[0] ?? 'Invalid Stripe signature', { cause: err });
    }
    throw err;
  }
}

/** Verifies a webhook against the endpoint's secret and reads the events we act on; throws `StripeSignatureError`. */
export function readStripeEvent(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  webhookSecret: string,
): StripeEvent {
  const event = verifiedEvent(rawBody, signatureHeader, webhookSecret);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (session.mode === 'subscription') return { id: event.id, kind: 'plan.checkout', sessionId: session.id };
      const kind = event.type === 'checkout.session.expired' ? 'checkout.expired' : 'checkout.completed';
      return { id: event.id, kind, sessionId: session.id };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, kind: 'plan.subscription', subscriptionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = planInvoiceOf(event.data.object, event.type === 'invoice.paid' ? 'paid' : 'failed');
      return invoice
        ? { id: event.id, kind: 'plan.invoice', invoice }
        : { id: event.id, kind: 'ignored', type: event.type };
    }
    case 'account.updated':
      return { id: event.id, kind: 'account.updated', state: accountStateOf(event.data.object) };
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}
