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
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  /** no_payment_required: a subscription whose trial puts off the first charge. */
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  /** Subscription mode: the subscription made once the page is paid. */
  subscription: string | null;
  /** Null until paid, as in API versions since 2022-08-01. */
  payment_intent: string | null;
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
};

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  metadata: Record<string, string>;
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

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
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

/**
 * A Checkout session in payment mode, from the create request; refuses what Stripe would refuse. Subscription mode
 * is `newPlanSession`'s.
 */
export function newSession(body: FormObject, opts: { baseUrl: string; accountExists: (id: string) => boolean }) {
  if (requiredString(body, 'mode') !== 'payment') {
    throw invalidRequest('The fake Stripe supports mode=payment and mode=subscription only');
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
    customer: null,
    customer_email: optionalString(body, 'customer_email') ?? null,
    metadata: stringMap(body, 'metadata'),
    subscription: null,
    payment_intent: null,
    success_url: requiredString(body, 'success_url'),
    cancel_url: optionalString(body, 'cancel_url') ?? null,
    url: `${opts.baseUrl}/c/pay/${id}`,
    expires_at: unixNow() + 24 * 3600,
    created: unixNow(),
    livemode: false,
  };
  const intentData: IntentData = {
    applicationFeeAmount,
    destination,
    metadata: stringMap(body, 'payment_intent_data.metadata'),
  };
  return { session, intentData };
}

/** The customer paid: the session completes, with a succeeded payment intent and its charge. */
export function paySession(session: FakeSession, intentData: IntentData, card: { brand: string; last4: string }) {
  if (session.status !== 'open') throw new Error(`Checkout session ${session.id} is ${session.status}, not open`);
  // The fake only ever holds what Stripe shows a platform; a full number here would be a test's mistake.
  if (!/^\d{4}$/.test(card.last4)) throw new Error('payCheckout takes the last four digits of a card, nothing more');
  const intentId = newId('pi');
  const charge: FakeCharge = {
    id: newId('ch'),
    object: 'charge',
    amount: session.amount_total,
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
    amount: session.amount_total,
    currency: session.currency,
    status: 'succeeded',
    application_fee_amount: intentData.applicationFeeAmount,
    transfer_data: intentData.destination ? { destination: intentData.destination } : null,
    metadata: intentData.metadata,
    latest_charge: charge.id,
    created: unixNow(),
    livemode: false,
  };
  const paid: FakeSession = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: intentId,
    url: null,
  };
  return { session: paid, intent, charge };
}

/** A refund of (part of) a payment's charge; refuses more than is left. */
export function newRefund(
  body: FormObject,
  opts: { intent: (id: string) => FakePaymentIntent | undefined; charge: (id: string) => FakeCharge | undefined },
) {
  const intentId = requiredString(body, 'payment_intent');
  const intent = opts.intent(intentId);
  const charge = intent && opts.charge(intent.latest_charge);
  if (!intent || !charge) throw noSuch('payment_intent', intentId, 'payment_intent');
  const left = charge.amount - charge.amount_refunded;
  if (left === 0)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = optionalInteger(body, 'amount') ?? left;
  if (amount === 0 || amount > left) {
    throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
  const refund: FakeRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: intent.id,
    status: 'succeeded',
    metadata: stringMap(body, 'metadata'),
    created: unixNow(),
  };
  const refunded = charge.amount_refunded + amount;
  return { refund, charge: { ...charge, amount_refunded: refunded, refunded: refunded === charge.amount } };
}
