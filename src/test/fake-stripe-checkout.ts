import type { FakePaymentMethod } from './fake-stripe-billing';
import type { FormObject } from './fake-stripe-form';
import {
  invalidRequest,
  newId,
  noSuch,
  optionalInteger,
  optionalString,
  requiredString,
  stringMap,
  unixNow,
} from './fake-stripe-objects';

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  /** no_payment_required: a subscription whose trial puts off the first charge, or a page that only takes a card. */
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  /** Null in setup mode, where nothing is charged. */
  amount_subtotal: number | null;
  amount_total: number | null;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  /** Subscription mode: the subscription made once the page is paid. */
  subscription: string | null;
  /** Null until paid, as in API versions since 2022-08-01. */
  payment_intent: string | null;
  /** Setup mode: the SetupIntent that kept the card, once the page is complete. */
  setup_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
};

/** What the session's `payment_intent_data` asks of the payment it will create. */
export type IntentData = {
  applicationFeeAmount: number | null;
  destination: string | null;
  metadata: Record<string, string>;
  /** The card is kept on the customer for later charges. */
  setupFutureUsage: SetupFutureUsage | null;
};

export type SetupFutureUsage = 'off_session' | 'on_session';

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  metadata: Record<string, string>;
  customer: string | null;
  /** The card kept with `setup_future_usage`; null otherwise (the fake keeps no card it was not asked to keep). */
  payment_method: string | null;
  setup_future_usage: SetupFutureUsage | null;
  latest_charge: string;
  created: number;
  livemode: false;
};

export type FakeCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  paid: true;
  status: 'succeeded';
  payment_intent: string;
  /** Brand and last four digits: all the fake ever knows of a card. */
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  created: number;
  livemode: false;
};

function lineItemTotal(body: FormObject, index: number, currency: string): number {
  const path = `line_items.${index}`;
  if (optionalString(body, `${path}.price_data.currency`) !== currency) {
    throw invalidRequest('All line items must be in the same currency', { param: `line_items[${index}]` });
  }
  requiredString(body, `${path}.price_data.product_data.name`);
  const unitAmount = optionalInteger(body, `${path}.price_data.unit_amount`);
  if (unitAmount === undefined)
    throw invalidRequest('Missing required param: unit_amount.', { code: 'parameter_missing' });
  return unitAmount * (optionalInteger(body, `${path}.quantity`) ?? 1);
}

/** Who the page is for: a customer that exists, or an e-mail Checkout makes one from; Stripe refuses both. */
export function sessionBuyer(body: FormObject, customerExists: (id: string) => boolean) {
  const customer = optionalString(body, 'customer') ?? null;
  const customerEmail = optionalString(body, 'customer_email') ?? null;
  if (customer && customerEmail) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', {
      param: 'customer_email',
    });
  }
  if (customer && !customerExists(customer)) throw noSuch('customer', customer, 'customer');
  return { customer, customer_email: customerEmail };
}

/** What every new Checkout session has, whatever its mode: its addresses, metadata and times, nothing paid yet. */
export function sessionFrame(body: FormObject, id: string, baseUrl: string) {
  return {
    metadata: stringMap(body, 'metadata'),
    subscription: null,
    payment_intent: null,
    setup_intent: null,
    success_url: requiredString(body, 'success_url'),
    cancel_url: optionalString(body, 'cancel_url') ?? null,
    url: `${baseUrl}/c/pay/${id}`,
    expires_at: unixNow() + 24 * 3600,
    created: unixNow(),
    livemode: false as const,
  };
}

/** A test paying or completing a page twice is the test's mistake, not a request Stripe would answer. */
export function openOnly(session: FakeSession): FakeSession {
  if (session.status !== 'open') throw new Error(`Checkout session ${session.id} is ${session.status}, not open`);
  return session;
}

const SETUP_FUTURE_USAGES = new Set<string>(['off_session', 'on_session']);

function setupFutureUsageOf(body: FormObject): SetupFutureUsage | null {
  const param = 'payment_intent_data[setup_future_usage]';
  const usage = optionalString(body, 'payment_intent_data.setup_future_usage');
  if (usage === undefined) return null;
  if (!SETUP_FUTURE_USAGES.has(usage)) {
    throw invalidRequest(`Invalid ${param}: must be one of on_session or off_session`, { param });
  }
  return usage as SetupFutureUsage;
}

/**
 * A Checkout session in payment mode, from the create request; refuses what Stripe would refuse. Subscription mode
 * is `newPlanSession`'s, setup mode `newSetupSession`'s.
 */
export function newSession(
  body: FormObject,
  opts: { baseUrl: string; accountExists: (id: string) => boolean; customerExists: (id: string) => boolean },
) {
  if (requiredString(body, 'mode') !== 'payment') {
    throw invalidRequest('The fake Stripe supports mode=payment, mode=subscription and mode=setup only');
  }
  const items = body.line_items;
  if (!Array.isArray(items) || items.length === 0) {
    throw invalidRequest('Missing required param: line_items.', { code: 'parameter_missing', param: 'line_items' });
  }
  const currency = requiredString(body, 'line_items.0.price_data.currency');
  const amount = items.reduce<number>((sum, _item, i) => sum + lineItemTotal(body, i, currency), 0);
  const destination = optionalString(body, 'payment_intent_data.transfer_data.destination') ?? null;
  if (destination && !opts.accountExists(destination)) {
    throw noSuch('destination', destination, 'payment_intent_data[transfer_data][destination]');
  }
  const applicationFeeAmount = optionalInteger(body, 'payment_intent_data.application_fee_amount') ?? null;
  if (applicationFeeAmount !== null && applicationFeeAmount > amount) {
    throw invalidRequest('The application fee cannot exceed the amount of the payment', {
      param: 'payment_intent_data[application_fee_amount]',
    });
  }
  const buyer = sessionBuyer(body, opts.customerExists);
  const setupFutureUsage = setupFutureUsageOf(body);
  const id = newId('cs');
  const session: FakeSession = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    ...buyer,
    ...sessionFrame(body, id, opts.baseUrl),
  };
  const intentData: IntentData = {
    applicationFeeAmount,
    destination,
    metadata: stringMap(body, 'payment_intent_data.metadata'),
    setupFutureUsage,
  };
  return { session, intentData };
}

/**
 * The customer paid: the session completes, with a succeeded payment intent and its charge. `kept`: the card kept on
 * the customer (`setup_future_usage`), whose customer the session and the payment intent then name.
 */
export function paySession(
  session: FakeSession,
  intentData: IntentData,
  card: { brand: string; last4: string },
  kept: FakePaymentMethod | null = null,
) {
  openOnly(session);
  // The fake only ever holds what Stripe shows a platform; a full number here would be a test's mistake.
  if (!/^\d{4}$/.test(card.last4)) throw new Error('payCheckout takes the last four digits of a card, nothing more');
  const intentId = newId('pi');
  const amount = session.amount_total ?? 0;
  const customer = kept?.customer ?? session.customer;
  const charge: FakeCharge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_refunded: 0,
    refunded: false,
    currency: session.currency,
    paid: true,
    status: 'succeeded',
    payment_intent: intentId,
    payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    created: unixNow(),
    livemode: false,
  };
  const intent: FakePaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount,
    currency: session.currency,
    status: 'succeeded',
    application_fee_amount: intentData.applicationFeeAmount,
    transfer_data: intentData.destination ? { destination: intentData.destination } : null,
    metadata: intentData.metadata,
    customer,
    payment_method: kept?.id ?? null,
    setup_future_usage: intentData.setupFutureUsage,
    latest_charge: charge.id,
    created: unixNow(),
    livemode: false,
  };
  const paid: FakeSession = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    customer,
    payment_intent: intentId,
    url: null,
  };
  return { session: paid, intent, charge };
}
