import {
  addMonths,
  newPrice,
  type FakeCoupon,
  type FakePaymentMethod,
  type FakePrice,
  type FakeSubscription,
} from './fake-stripe-billing';
import { sessionBuyer, sessionFrame, type FakeSession } from './fake-stripe-checkout';
import type { FormObject } from './fake-stripe-form';
import { discountOf } from './fake-stripe-invoices';
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

/** What a subscription-mode session will subscribe the customer to once paid. */
export type PlanCheckout = {
  price: FakePrice;
  quantity: number;
  coupon: FakeCoupon | null;
  trialEnd: number | null;
  /** `subscription_data[metadata]`: the subscription's (and so its invoices') metadata. */
  metadata: Record<string, string>;
};

/** Stripe refuses a trial that ends sooner than this. */
const MIN_TRIAL_SECONDS = 48 * 3600;

/** A Checkout session in subscription mode, from the create request; refuses what Stripe would refuse. */
export function newPlanSession(
  body: FormObject,
  opts: {
    baseUrl: string;
    productExists: (id: string) => boolean;
    coupon: (id: string) => FakeCoupon | undefined;
    customerExists: (id: string) => boolean;
  },
): { session: FakeSession; plan: PlanCheckout } {
  const items = body.line_items;
  if (!Array.isArray(items) || items.length !== 1) {
    throw invalidRequest('The fake Stripe takes one line item in subscription mode', { param: 'line_items' });
  }
  const price = newPrice(body, 'line_items.0.price_data', opts.productExists);
  const quantity = optionalInteger(body, 'line_items.0.quantity') ?? 1;
  const couponId = optionalString(body, 'discounts.0.coupon');
  const coupon = couponId === undefined ? null : (opts.coupon(couponId) ?? null);
  if (couponId !== undefined && !coupon) throw noSuch('coupon', couponId, 'discounts[0][coupon]');
  const trialEnd = optionalInteger(body, 'subscription_data.trial_end') ?? null;
  if (trialEnd !== null && trialEnd < unixNow() + MIN_TRIAL_SECONDS) {
    throw invalidRequest('`subscription_data[trial_end]` must be at least 48 hours in the future.', {
      param: 'subscription_data[trial_end]',
    });
  }
  const buyer = sessionBuyer(body, opts.customerExists);
  // What the first invoice will be: nothing during a trial.
  const subtotal = trialEnd ? 0 : price.unit_amount * quantity;
  const id = newId('cs');
  const session: FakeSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: subtotal,
    amount_total: subtotal - (coupon ? discountOf(coupon, subtotal) : 0),
    currency: price.currency,
    ...buyer,
    ...sessionFrame(body, id, opts.baseUrl),
  };
  const plan = { price, quantity, coupon, trialEnd, metadata: stringMap(body, 'subscription_data.metadata') };
  return { session, plan };
}

/** `default_payment_method`: a card kept on the customer. */
function attachedMethod(
  body: FormObject,
  customer: string,
  paymentMethod: (id: string) => FakePaymentMethod | undefined,
): FakePaymentMethod {
  const id = requiredString(body, 'default_payment_method');
  const method = paymentMethod(id);
  if (!method) throw noSuch('PaymentMethod', id, 'default_payment_method');
  if (method.customer !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      { param: 'default_payment_method' },
    );
  }
  return method;
}

/**
 * `POST /v1/subscriptions`: what a subscription made off Checkout is of, and the kept card it is charged to. Stripe
 * would fall back on the customer's default card; the fake keeps no default, so it asks for `default_payment_method`.
 */
export function subscriptionRequest(
  body: FormObject,
  opts: {
    productExists: (id: string) => boolean;
    customerExists: (id: string) => boolean;
    paymentMethod: (id: string) => FakePaymentMethod | undefined;
  },
): { plan: PlanCheckout; customer: string; paymentMethod: FakePaymentMethod } {
  const customer = requiredString(body, 'customer');
  if (!opts.customerExists(customer)) throw noSuch('customer', customer, 'customer');
  if (body.items === undefined) {
    throw invalidRequest('Missing required param: items.', { code: 'parameter_missing', param: 'items' });
  }
  if (!Array.isArray(body.items) || body.items.length !== 1) {
    throw invalidRequest('The fake Stripe takes one subscription item', { param: 'items' });
  }
  const price = newPrice(body, 'items.0.price_data', opts.productExists);
  const quantity = optionalInteger(body, 'items.0.quantity') ?? 1;
  const paymentMethod = attachedMethod(body, customer, opts.paymentMethod);
  // Unlike Checkout's `subscription_data[trial_end]`, the API takes any trial end still to come.
  const trialEnd = optionalInteger(body, 'trial_end') ?? null;
  if (trialEnd !== null && trialEnd <= unixNow()) {
    throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future.', { param: 'trial_end' });
  }
  const plan = { price, quantity, coupon: null, trialEnd, metadata: stringMap(body, 'metadata') };
  return { plan, customer, paymentMethod };
}

/**
 * The subscription a paid plan checkout (or `POST /v1/subscriptions`) makes: trialing until the trial's end, else
 * active for a month from now. Billing is anchored on the day the first paid month starts.
 */
export function newSubscription(
  plan: PlanCheckout,
  opts: { customer: string; paymentMethod: FakePaymentMethod },
): FakeSubscription {
  const now = unixNow();
  const id = newId('sub');
  const anchor = plan.trialEnd ?? now;
  return {
    id,
    object: 'subscription',
    customer: opts.customer,
    status: plan.trialEnd ? 'trialing' : 'active',
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          price: plan.price,
          quantity: plan.quantity,
          current_period_start: now,
          current_period_end: plan.trialEnd ?? addMonths(anchor, 1),
          subscription: id,
          created: now,
        },
      ],
      has_more: false,
    },
    currency: plan.price.currency,
    default_payment_method: opts.paymentMethod.id,
    cancel_at_period_end: false,
    canceled_at: null,
    pending_update: null,
    metadata: { ...plan.metadata },
    billing_cycle_anchor: anchor,
    trial_end: plan.trialEnd,
    discounts: plan.coupon ? [newId('di')] : [],
    latest_invoice: null,
    created: now,
    livemode: false,
  };
}
