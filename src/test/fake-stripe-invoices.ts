import type { FakeCoupon, FakeSubscription } from './fake-stripe-billing';
import { newId, unixNow } from './fake-stripe-objects';

export type InvoicePeriod = { start: number; end: number };

export type FakeInvoiceLine = {
  id: string;
  object: 'line_item';
  /** Before discounts, as Stripe gives it. */
  amount: number;
  currency: string;
  description: string;
  period: InvoicePeriod;
};

export type FakeInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  currency: string;
  /** Since API version 2025-03-31 an invoice names its subscription (and that one's metadata) here. */
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  /** The customer's balance before and after this invoice took its credit (negative: credit). */
  starting_balance: number;
  ending_balance: number;
  attempt_count: number;
  attempted: boolean;
  status: 'paid' | 'open';
  lines: { object: 'list'; data: FakeInvoiceLine[]; has_more: false };
  created: number;
  livemode: false;
};

export type LineInput = { amount: number; description: string; period: InvoicePeriod };

/** a / b to the nearest integer, halves away from zero (b > 0): a cent is never lost to a binary float. */
export function divideRounded(a: number, b: number): number {
  const magnitude = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -magnitude : magnitude;
}

/** What a coupon takes off a subtotal: a percentage rounded half up to the cent, or an amount up to the subtotal. */
export function discountOf(coupon: FakeCoupon, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (coupon.amount_off !== null) return Math.min(coupon.amount_off, subtotal);
  // 12.5 -> 125 / 1000: the decimal digits Stripe was sent, reckoned as integers.
  const [whole, fraction = ''] = String(coupon.percent_off ?? 0).split('.');
  return divideRounded(subtotal * Number(whole + fraction), 100 * 10 ** fraction.length);
}

/** The rest of the period at the new price less the old: (new - old) x time left / period length. */
export function prorationOf(change: { from: number; to: number; now: number; period: InvoicePeriod }): number {
  const { start, end } = change.period;
  const left = Math.min(Math.max(end - change.now, 0), end - start);
  return divideRounded((change.to - change.from) * left, end - start);
}

/**
 * An invoice finalized and tried once: the discount comes off the subtotal, then the customer's credit (a negative
 * balance) off what is left, and what remains is charged to the card. A negative total becomes credit. Returns the
 * customer's balance after it.
 */
export function newInvoice(input: {
  subscription: FakeSubscription;
  reason: FakeInvoice['billing_reason'];
  lines: LineInput[];
  coupon: FakeCoupon | null;
  balance: number;
  declines: boolean;
}): { invoice: FakeInvoice; balance: number } {
  const { subscription: sub, lines, balance } = input;
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const total = subtotal - (input.coupon ? discountOf(input.coupon, subtotal) : 0);
  const creditUsed = total > 0 ? Math.min(total, Math.max(0, -balance)) : total;
  const due = Math.max(0, total - creditUsed);
  // Nothing to take (a trial, a coupon of it all, credit enough): paid without touching the card.
  const attempted = due > 0;
  const paid = !attempted || !input.declines;
  const invoice: FakeInvoice = {
    id: newId('in'),
    object: 'invoice',
    customer: sub.customer,
    currency: sub.currency,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
    billing_reason: input.reason,
    subtotal,
    total,
    amount_due: due,
    amount_paid: paid ? due : 0,
    amount_remaining: paid ? 0 : due,
    starting_balance: balance,
    ending_balance: balance + creditUsed,
    attempt_count: attempted ? 1 : 0,
    attempted,
    status: paid ? 'paid' : 'open',
    lines: {
      object: 'list',
      data: lines.map((line) => ({ id: newId('il'), object: 'line_item', currency: sub.currency, ...line })),
      has_more: false,
    },
    created: unixNow(),
    livemode: false,
  };
  return { invoice, balance: invoice.ending_balance };
}

/** Stripe's next try of an open invoice. */
export function retriedInvoice(invoice: FakeInvoice, declines: boolean): FakeInvoice {
  if (invoice.status !== 'open') throw new Error(`Invoice ${invoice.id} is ${invoice.status}, not open`);
  const tried = { ...invoice, attempt_count: invoice.attempt_count + 1, attempted: true };
  return declines ? tried : { ...tried, status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 };
}
