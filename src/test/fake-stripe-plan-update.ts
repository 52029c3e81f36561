import { newPrice, type FakeCoupon, type FakePrice, type FakeSubscription } from './fake-stripe-billing';
import type { FormObject } from './fake-stripe-form';
import { prorationOf, type FakeInvoice, type LineInput } from './fake-stripe-invoices';
import { invalidRequest, noSuch, optionalString, StripeApiError, stringMap, unixNow } from './fake-stripe-objects';

/** What Stripe keeps of a subscription beyond its JSON. */
export type HiddenState = {
  coupon: FakeCoupon | null;
  /** Monthly invoices the coupon still takes its discount off. */
  couponMonthsLeft: number;
  declines: boolean;
  /** Months billed since the anchor: the current period ends `addMonths(anchor, months)`. */
  months: number;
  /** `proration_behavior=create_prorations`: lines waiting for the next invoice. */
  pendingLines: LineInput[];
};

/** An invoice made and tried, not yet kept: `commit` stores it and takes the customer's credit. */
export type DraftInvoice = { invoice: FakeInvoice; commit: () => void };

const PRORATIONS = new Set(['always_invoice', 'create_prorations', 'none']);
const PAYMENT_BEHAVIORS = new Set([
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
]);
/** Stripe drops a pending update it could not charge after 23 hours. */
const PENDING_UPDATE_SECONDS = 23 * 3600;

function choice(form: FormObject, name: string, allowed: Set<string>, byDefault: string): string {
  const value = optionalString(form, name) ?? byDefault;
  if (!allowed.has(value)) throw invalidRequest(`Invalid ${name}: ${value}`, { param: name });
  return value;
}

/**
 * `POST /v1/subscriptions/:id`: the item's price (`items[0][price_data]`), `cancel_at_period_end`, metadata (merged,
 * an empty value deleting its key). Refuses what Stripe would refuse; the subscription is not stored here.
 */
export function updatedSubscription(
  sub: FakeSubscription,
  form: FormObject,
  ctx: {
    productExists: (id: string) => boolean;
    price: (id: string) => FakePrice | undefined;
    hidden: HiddenState;
    prorationInvoice: (sub: FakeSubscription, line: LineInput) => DraftInvoice;
  },
): FakeSubscription {
  if (sub.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const proration = choice(form, 'proration_behavior', PRORATIONS, 'create_prorations');
  const behavior = choice(form, 'payment_behavior', PAYMENT_BEHAVIORS, 'allow_incomplete');
  const cancel = optionalString(form, 'cancel_at_period_end');
  if (cancel !== undefined && cancel !== 'true' && cancel !== 'false') {
    throw invalidRequest('Invalid boolean', { param: 'cancel_at_period_end' });
  }
  // Pending updates take only what changes the price (and metadata, since API version 2026-05-27).
  if (cancel !== undefined && behavior === 'pending_if_incomplete') {
    throw invalidRequest('cancel_at_period_end cannot be used with payment_behavior=pending_if_incomplete', {
      param: 'payment_behavior',
    });
  }
  let price: FakePrice | null = null;
  if (form.items !== undefined) {
    const itemId = optionalString(form, 'items.0.id') ?? '';
    if (itemId !== sub.items.data[0].id) throw noSuch('subscription_item', itemId, 'items[0][id]');
    price = itemPrice(form, behavior, ctx);
  }
  const metadata = { ...sub.metadata, ...stringMap(form, 'metadata') };
  for (const [key, value] of Object.entries(metadata)) if (value === '') delete metadata[key];
  const cancelAtPeriodEnd = cancel === undefined ? sub.cancel_at_period_end : cancel === 'true';
  const next = { ...sub, metadata, cancel_at_period_end: cancelAtPeriodEnd };
  return price ? changedPrice(next, price, { proration, behavior, ...ctx }) : next;
}

/**
 * The item's new price: a Price by id (`items[0][price]`), or made inline (`items[0][price_data]`), which pending
 * updates do not take (Stripe's pending updates reference: `price` and `quantity` only).
 */
function itemPrice(
  form: FormObject,
  behavior: string,
  ctx: { productExists: (id: string) => boolean; price: (id: string) => FakePrice | undefined },
): FakePrice {
  const priceId = optionalString(form, 'items.0.price');
  if (priceId !== undefined) {
    const price = ctx.price(priceId);
    if (!price) throw noSuch('price', priceId, 'items[0][price]');
    return price;
  }
  if (behavior === 'pending_if_incomplete') {
    throw invalidRequest('items[0][price_data] cannot be used with payment_behavior=pending_if_incomplete', {
      param: 'items[0][price_data]',
    });
  }
  return newPrice(form, 'items.0.price_data', ctx.productExists);
}

/** The subscription's one item at another price (the item, its id and period kept). */
const withPrice = (sub: FakeSubscription, price: FakePrice): FakeSubscription => ({
  ...sub,
  items: { ...sub.items, data: sub.items.data.map((item) => ({ ...item, price })) },
});

/**
 * A new price for the item. While trialing or with proration `none`, nothing is billed; else the rest of the period
 * at the new price less the old is invoiced at once (`always_invoice`: an upgrade charged, a downgrade credited) or
 * with the next invoice (`create_prorations`). A refused charge leaves the price as it was and the change pending
 * (`pending_if_incomplete`), refuses the update (`error_if_incomplete`), or makes the subscription past due.
 */
function changedPrice(
  sub: FakeSubscription,
  price: FakePrice,
  opts: {
    proration: string;
    behavior: string;
    hidden: HiddenState;
    prorationInvoice: (sub: FakeSubscription, line: LineInput) => DraftInvoice;
  },
): FakeSubscription {
  // A change that goes through replaces any earlier one left pending.
  const changed = { ...withPrice(sub, price), pending_update: null };
  if (sub.status === 'trialing' || opts.proration === 'none') return changed;
  const item = sub.items.data[0];
  const now = unixNow();
  const period = { start: item.current_period_start, end: item.current_period_end };
  const amount = prorationOf({
    from: item.price.unit_amount * item.quantity,
    to: price.unit_amount * item.quantity,
    now,
    period,
  });
  if (amount === 0) return changed;
  const description = 'Remaining time at the new price, less the old';
  const line = { amount, description, period: { start: Math.max(now, period.start), end: period.end } };
  if (opts.proration === 'create_prorations') {
    opts.hidden.pendingLines.push(line);
    return changed;
  }
  const draft = opts.prorationInvoice(sub, line);
  if (draft.invoice.status === 'open' && opts.behavior === 'error_if_incomplete') {
    throw new StripeApiError(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
  }
  draft.commit();
  const latest_invoice = draft.invoice.id;
  if (draft.invoice.status === 'paid') return { ...changed, latest_invoice };
  if (opts.behavior === 'pending_if_incomplete') {
    const pending_update = { expires_at: now + PENDING_UPDATE_SECONDS, subscription_items: changed.items.data };
    return { ...sub, pending_update, latest_invoice };
  }
  return { ...changed, status: 'past_due', latest_invoice };
}
