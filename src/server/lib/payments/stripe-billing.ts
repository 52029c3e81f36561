import Stripe from 'stripe';
import type { PlanBilling, PlanCheckoutState, PlanDiscount, PlanInvoice, PlanSubscriptionState } from './plan-billing';

const PLAN_PRODUCT_PREFIX = 'crewdesk_plan_';
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function statusOf(status: Stripe.Subscription.Status): PlanSubscriptionState['status'] {
  if (status === 'trialing') return 'trialing';
  if (status === 'active') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  // past_due, unpaid, incomplete, paused: money is owed.
  return 'past_due';
}

/** A subscription as we keep it; its period is its item's (API versions since 2025-03-31 keep it there). */
export function planSubscriptionOf(sub: Stripe.Subscription): PlanSubscriptionState {
  const item = sub.items.data[0];
  const product = idOf(item?.price.product);
  const method = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: statusOf(sub.status),
    plan: product?.startsWith(PLAN_PRODUCT_PREFIX) ? product.slice(PLAN_PRODUCT_PREFIX.length) : null,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    pendingUpdate: sub.pending_update !== null && sub.pending_update !== undefined,
    cardBrand: method?.card?.brand ?? null,
    cardLast4: method?.card?.last4 ?? null,
    metadata: { ...(sub.metadata ?? {}) },
  };
}

const KIND_OF_REASON: Record<string, PlanInvoice['kind']> = {
  subscription_create: 'first',
  subscription_update: 'proration',
};

/**
 * An invoice of a plan subscription as we record it, or null for what is not one (an invoice of nothing, such as the
 * trial's $0 first invoice, or one without a subscription).
 */
export function planInvoiceOf(invoice: Stripe.Invoice, status: PlanInvoice['status']): PlanInvoice | null {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!invoice.id || !subscriptionId || invoice.subtotal <= 0) return null;
  const period = invoice.lines.data[0]?.period;
  return {
    invoiceId: invoice.id,
    subscriptionId,
    metadata: { ...(details?.metadata ?? {}) },
    status,
    kind: KIND_OF_REASON[invoice.billing_reason ?? ''] ?? 'renewal',
    subtotalCents: invoice.subtotal,
    discountCents: Math.max(0, invoice.subtotal - invoice.total),
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    periodStart: fromUnix(period?.start),
    periodEnd: fromUnix(period?.end),
    attempt: invoice.attempt_count,
  };
}

/** Made once, found ever after: a product or coupon of ours with a fixed id. */
async function ensure<T>(retrieve: () => Promise<T>, create: () => Promise<T>): Promise<T> {
  try {
    return await retrieve();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.code !== 'resource_missing') throw err;
  }
  try {
    return await create();
  } catch (err) {
    // Made meanwhile by another request.
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_already_exists') {
      return retrieve();
    }
    throw err;
  }
}

/** Stripe Billing for the plans: one Product per plan, prices given inline at the plan's price of the day. */
export function stripeBilling(stripe: Stripe): PlanBilling {
  const productOf = (plan: { id: string; name: string }) => {
    const id = `${PLAN_PRODUCT_PREFIX}${plan.id}`;
    return ensure(
      () => stripe.products.retrieve(id),
      () => stripe.products.create({ id, name: `Crewdesk ${plan.name}` }),
    );
  };
  /** Stripe coupons cannot change: the id says what it takes off, so an edited coupon of ours makes a new one. */
  const couponOf = (discount: PlanDiscount) => {
    const off = discount.percentOff ? `p${discount.percentOff.replace('.', '_')}` : `a${discount.amountOffCents}`;
    const id = `crewdesk_coupon_${discount.couponId}_${off}_m${discount.months}`;
    return ensure(
      () => stripe.coupons.retrieve(id),
      () =>
        stripe.coupons.create({
          id,
          duration: 'repeating',
          duration_in_months: discount.months,
          ...(discount.percentOff
            ? { percent_off: Number(discount.percentOff) }
            : { amount_off: discount.amountOffCents ?? 0, currency: 'usd' }),
        }),
    );
  };
  const priceData = async (plan: { id: string; name: string; priceCents: number }) => ({
    currency: 'usd',
    unit_amount: plan.priceCents,
    recurring: { interval: 'month' as const },
    product: (await productOf(plan)).id,
  });
  const retrieve = (id: string) => stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] });
  return {
    async createPlanCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ quantity: 1, price_data: await priceData(input.plan) }],
          ...(input.discount ? { discounts: [{ coupon: (await couponOf(input.discount)).id }] } : {}),
          subscription_data: {
            metadata: input.metadata,
            ...(input.trialEnd ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) } : {}),
          },
          metadata: input.metadata,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered Checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async getPlanCheckout(sessionId): Promise<PlanCheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription', 'subscription.default_payment_method'],
      });
      const sub = typeof session.subscription === 'object' ? session.subscription : null;
      return {
        sessionId: session.id,
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        subscription: session.status === 'complete' && sub ? planSubscriptionOf(sub) : null,
        metadata: { ...(session.metadata ?? {}) },
      };
    },
    async createPlanSubscription(input) {
      const created = await stripe.subscriptions.create(
        {
          customer: input.customerId,
          default_payment_method: input.paymentMethodId,
          items: [{ quantity: 1, price_data: await priceData(input.plan) }],
          ...(input.trialEnd ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) } : {}),
          metadata: input.metadata,
          expand: ['default_payment_method'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return planSubscriptionOf(created);
    },
    async getPlanSubscription(subscriptionId) {
      return planSubscriptionOf(await retrieve(subscriptionId));
    },
    async changePlanSubscription(subscriptionId, { plan, prorate, idempotencyKey }) {
      const current = await retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      // A pending update takes a Price by id only (not `price_data`): the plan's price of the day is made first.
      const price = await stripe.prices.create(await priceData(plan), { idempotencyKey: `${idempotencyKey}-price` });
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, price: price.id }],
          proration_behavior: prorate ? 'always_invoice' : 'none',
          // A refused card leaves the subscription as it was, the change pending (and dropped by Stripe later).
          payment_behavior: 'pending_if_incomplete',
          expand: ['default_payment_method'],
        },
        { idempotencyKey },
      );
      return planSubscriptionOf(updated);
    },
    async setPlanCancellation(subscriptionId, cancelAtPeriodEnd, idempotencyKey) {
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: cancelAtPeriodEnd, expand: ['default_payment_method'] },
        { idempotencyKey },
      );
      return planSubscriptionOf(updated);
    },
    async cancelPlanSubscriptionNow(subscriptionId, idempotencyKey) {
      const ended = await stripe.subscriptions.cancel(
        subscriptionId,
        { expand: ['default_payment_method'] },
        { idempotencyKey },
      );
      return planSubscriptionOf(ended);
    },
    async billingPortalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
