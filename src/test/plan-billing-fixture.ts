import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { PlanBilling } from '../server/lib/payments/plan-billing';
import { planInvoiceOf } from '../server/lib/payments/stripe-billing';
import { createStripeProvider } from '../server/lib/payments/stripe-provider';
import { FakeStripe } from './fake-stripe';
import type { FakeInvoice } from './fake-stripe-invoices';

export const DAY_MS = 24 * 3600 * 1000;
export const BASIC = { id: 'basic', name: 'Basic', priceCents: 1_900 };
export const PRO = { id: 'pro', name: 'Pro', priceCents: 3_900 };
/** Brand and last four: all a test ever gives of a card. */
export const VISA = { brand: 'visa', last4: '4242' };
export const PLAN_METADATA = { subscriptionId: '12', userId: '7' };

export type PlanCheckoutInput = Parameters<PlanBilling['createPlanCheckout']>[0];

export const newKey = () => randomUUID();
export const unixDate = (unix: number) => new Date(unix * 1000);

/** The price our plans are sent at, as the fake receives it: inline, monthly, on the plan's product. */
export const sentPriceData = (unitAmount: string, product: string) => ({
  currency: 'usd',
  unit_amount: unitAmount,
  recurring: { interval: 'month' },
  product,
});

/** What we read of an invoice the fake made, as its JSON would reach us. */
export const invoiceOf = (invoice: FakeInvoice | null | undefined, status: 'paid' | 'failed') =>
  planInvoiceOf(JSON.parse(JSON.stringify(invoice)) as Stripe.Invoice, status);

/** (new - old) x time left / period length, rounded half up to the cent: worked out apart from the fake. */
export function expectedProration(
  change: { from: number; to: number },
  invoice: FakeInvoice,
  period: { start: number; end: number },
) {
  const left = period.end - invoice.lines.data[0].period.start;
  const length = period.end - period.start;
  const magnitude = Math.floor((2 * Math.abs(change.to - change.from) * left + length) / (2 * length));
  return change.to < change.from ? -magnitude : magnitude;
}

/**
 * Stripe Billing through the real provider against a fake Stripe started for the test file, with the helpers the
 * plan tests share.
 */
export function usePlanBillingFake() {
  const t = {
    fake: null as unknown as FakeStripe,
    billing: null as unknown as PlanBilling,
    lastRequest: (method: string, path: string) => t.fake.requestsTo(method, path).at(-1),
    checkoutInput: (overrides: Partial<PlanCheckoutInput> = {}): PlanCheckoutInput => ({
      plan: PRO,
      customerId: null,
      customerEmail: 'owner@acme.test',
      trialEnd: null,
      discount: null,
      successUrl: 'http://localhost:3000/billing/done?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/billing',
      metadata: PLAN_METADATA,
      idempotencyKey: randomUUID(),
      ...overrides,
    }),
    /** A plan paid on its Checkout page with `VISA`: the fake's subscription, its item and period, the first invoice. */
    async subscribed(overrides: Partial<PlanCheckoutInput> = {}) {
      const { sessionId } = await t.billing.createPlanCheckout(t.checkoutInput(overrides));
      const { subscription, invoice } = t.fake.completePlanCheckout(sessionId, VISA);
      const item = subscription.items.data[0];
      const period = { start: item.current_period_start, end: item.current_period_end };
      return { sessionId, subscriptionId: subscription.id, subscription, item, period, invoice };
    },
    /** The subscription's latest invoice, as the fake holds it now. */
    latestInvoice(subscriptionId: string): FakeInvoice {
      const invoiceId = t.fake.subscriptions.get(subscriptionId)?.latest_invoice;
      const invoice = invoiceId ? t.fake.invoices.get(invoiceId) : undefined;
      if (!invoice) throw new Error(`Subscription ${subscriptionId} has no invoice`);
      return invoice;
    },
  };
  beforeAll(async () => {
    t.fake = await new FakeStripe().start();
    t.billing = createStripeProvider({ secretKey: t.fake.secretKey, apiUrl: t.fake.url });
  });
  afterAll(() => t.fake.close());
  return t;
}
