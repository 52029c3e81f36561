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

/** Stripe Billing's objects as API version 2026-10-28 returns them, trimmed to what Crewdesk reads. */

export type FakeProduct = {
  id: string;
  object: 'product';
  name: string;
  active: true;
  metadata: Record<string, string>;
  created: number;
  updated: number;
  livemode: false;
};

export type FakeCoupon = {
  id: string;
  object: 'coupon';
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  /** A number in JSON, as Stripe sends it; the fake reckons with its decimal digits (`percentHundredths`). */
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  valid: true;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type FakeCustomer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  /** Negative: credit, taken off the next invoices. */
  balance: number;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

/** Brand and last four digits: all the fake ever knows of a card. */
export type FakePaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string };
  customer: string;
  created: number;
  livemode: false;
};

export type FakePrice = {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: string };
};

/** The period lives on the item since API version 2025-03-31. */
export type FakeSubscriptionItem = {
  id: string;
  object: 'subscription_item';
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
  created: number;
};

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false };
  currency: string;
  default_payment_method: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  /** A price change waiting on its invoice being paid (`payment_behavior=pending_if_incomplete`). */
  pending_update: { expires_at: number; subscription_items: FakeSubscriptionItem[] } | null;
  metadata: Record<string, string>;
  billing_cycle_anchor: number;
  trial_end: number | null;
  /** Discount ids (di_...) while the coupon lasts. */
  discounts: string[];
  latest_invoice: string | null;
  created: number;
  livemode: false;
};

export type FakePortalSession = {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
};

/** `POST /v1/products` with our own id; refuses an id taken. */
export function newProduct(form: FormObject, exists: (id: string) => boolean): FakeProduct {
  const id = optionalString(form, 'id') ?? newId('prod');
  if (exists(id)) throw invalidRequest('Product already exists.', { code: 'resource_already_exists', param: 'id' });
  const now = unixNow();
  const name = requiredString(form, 'name');
  return { id, object: 'product', name, active: true, metadata: {}, created: now, updated: now, livemode: false };
}

const DURATIONS = new Set(['once', 'repeating', 'forever']);

/** `POST /v1/coupons`: a percentage (0 < x <= 100) or an amount in a currency, for once, some months or ever. */
export function newCoupon(form: FormObject, exists: (id: string) => boolean): FakeCoupon {
  const id = optionalString(form, 'id') ?? newId('coupon');
  if (exists(id)) throw invalidRequest('Coupon already exists.', { code: 'resource_already_exists', param: 'id' });
  const duration = requiredString(form, 'duration');
  if (!DURATIONS.has(duration)) throw invalidRequest(`Invalid duration: ${duration}`, { param: 'duration' });
  const months = optionalInteger(form, 'duration_in_months') ?? null;
  if ((duration === 'repeating') !== (months !== null) || months === 0) {
    throw invalidRequest('duration_in_months is required with duration=repeating, and only then', {
      param: 'duration_in_months',
    });
  }
  const percent = optionalString(form, 'percent_off');
  const amountOff = optionalInteger(form, 'amount_off') ?? null;
  const currency = optionalString(form, 'currency') ?? null;
  if ((percent === undefined) === (amountOff === null)) {
    throw invalidRequest('Exactly one of percent_off or amount_off must be given');
  }
  if (percent !== undefined && !(/^\d+(\.\d+)?$/.test(percent) && Number(percent) > 0 && Number(percent) <= 100)) {
    throw invalidRequest('percent_off must be greater than 0 and at most 100', { param: 'percent_off' });
  }
  if (amountOff !== null && (amountOff === 0 || !currency)) {
    throw invalidRequest('amount_off must be positive, with a currency', {
      param: amountOff ? 'currency' : 'amount_off',
    });
  }
  return {
    id,
    object: 'coupon',
    duration: duration as FakeCoupon['duration'],
    duration_in_months: months,
    percent_off: percent === undefined ? null : Number(percent),
    amount_off: amountOff,
    currency: amountOff === null ? null : currency,
    valid: true,
    metadata: {},
    created: unixNow(),
    livemode: false,
  };
}

/** How many monthly invoices a coupon takes its discount off. */
export const couponMonths = (coupon: FakeCoupon) =>
  coupon.duration === 'forever' ? Infinity : coupon.duration === 'once' ? 1 : (coupon.duration_in_months ?? 1);

export function newCustomer(
  email: string | null,
  more: { name?: string | null; metadata?: Record<string, string> } = {},
): FakeCustomer {
  return {
    id: newId('cus'),
    object: 'customer',
    email,
    name: more.name ?? null,
    balance: 0,
    metadata: more.metadata ?? {},
    created: unixNow(),
    livemode: false,
  };
}

/**
 * `POST /v1/customers`: a customer of the platform's, made before a page that keeps a card on it. Every parameter is
 * optional, as at Stripe: the app sends `email` only when it has one.
 */
export function newApiCustomer(form: FormObject): FakeCustomer {
  return newCustomer(optionalString(form, 'email') ?? null, {
    name: optionalString(form, 'name') ?? null,
    metadata: stringMap(form, 'metadata'),
  });
}

export function newPaymentMethod(card: { brand: string; last4: string }, customer: string): FakePaymentMethod {
  // The fake only ever holds what Stripe shows a platform; a full number here would be a test's mistake.
  if (!/^\d{4}$/.test(card.last4)) throw new Error('A fake card takes the last four digits of a card, nothing more');
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, last4: card.last4 },
    customer,
    created: unixNow(),
    livemode: false,
  };
}

/** An inline `price_data` (at `path`) made a Price, as Stripe does; its product must exist. */
export function newPrice(form: FormObject, path: string, productExists: (id: string) => boolean): FakePrice {
  const param = (name: string) => `${path}.${name}`.replace(/\.([^.]+)/g, '[$1]');
  const product = requiredString(form, `${path}.product`);
  if (!productExists(product)) throw noSuch('product', product, param('product'));
  const unitAmount = optionalInteger(form, `${path}.unit_amount`);
  if (unitAmount === undefined) {
    throw invalidRequest('Missing required param: unit_amount.', {
      code: 'parameter_missing',
      param: param('unit_amount'),
    });
  }
  const interval = requiredString(form, `${path}.recurring.interval`);
  if (interval !== 'month')
    throw invalidRequest('The fake Stripe bills monthly prices only', { param: param('recurring') });
  return {
    id: newId('price'),
    object: 'price',
    product,
    unit_amount: unitAmount,
    currency: requiredString(form, `${path}.currency`),
    recurring: { interval },
  };
}

/** `POST /v1/billing_portal/sessions`: the page where the customer changes their card. */
export function newPortalSession(
  form: FormObject,
  opts: { baseUrl: string; customerExists: (id: string) => boolean },
): FakePortalSession {
  const customer = requiredString(form, 'customer');
  if (!opts.customerExists(customer)) throw noSuch('customer', customer, 'customer');
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    customer,
    return_url: optionalString(form, 'return_url') ?? null,
    url: `${opts.baseUrl}/p/session/${id}`,
    created: unixNow(),
    livemode: false,
  };
}

/** Adds calendar months in UTC, the day kept or clamped to the month's last (Jan 31 -> Feb 28), as Stripe bills. */
export function addMonths(unix: number, months: number): number {
  const from = new Date(unix * 1000);
  const to = new Date(from);
  to.setUTCDate(1);
  to.setUTCMonth(from.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(to.getTime() / 1000);
}
