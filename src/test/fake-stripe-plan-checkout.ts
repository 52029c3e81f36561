import {
  addMonths,
  newPrice,
  type FakeCoupon,
  type FakePaymentMethod,
  type FakePrice,
  type FakeSubscription,
} from './fake-stripe-billing';
import type { FakeSession } from './fake-stripe-checkout';
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
  const customer = optionalString(body, 'customer') ?? null;
  const customerEmail = optionalString(body, 'customer_email') ?? null;
  if (customer && customerEmail) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', {
      param: 'customer_email',
    });
  }
  if (customer && !opts.customerExists(customer)) throw noSuch('customer', customer, 'customer');
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
    customer,
    customer_email: customerEmail,
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
  const plan = { price, quantity, coupon, trialEnd, metadata: stringMap(body, 'subscription_data.metadata') };
  return { session, plan };
}

/**
 * The subscription a paid plan checkout makes: trialing until the trial's end, else active for a month from now.
 * Billing is anchored on the day the first paid month starts.
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
