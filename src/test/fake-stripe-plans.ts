import {
  addMonths,
  couponMonths,
  type FakePaymentMethod,
  type FakeSubscription,
  type FakeSubscriptionItem,
} from './fake-stripe-billing';
import { FakeBillingCatalog } from './fake-stripe-catalog';
import { openOnly, type FakeSession } from './fake-stripe-checkout';
import type { FormObject } from './fake-stripe-form';
import { newInvoice, retriedInvoice, type FakeInvoice, type LineInput } from './fake-stripe-invoices';
import { found, store, unixNow } from './fake-stripe-objects';
import { newPlanSession, newSubscription, subscriptionRequest, type PlanCheckout } from './fake-stripe-plan-checkout';
import { updatedSubscription, type DraftInvoice, type HiddenState } from './fake-stripe-plan-update';
import { ok, type Route } from './fake-stripe-server';

/**
 * Stripe Billing in the fake: subscriptions (made by a subscription-mode Checkout session or `POST /v1/subscriptions`)
 * and their invoices, over the catalog, customers and kept cards of `FakeBillingCatalog`. Objects are replaced, never
 * changed, so what a test holds stays as it was.
 */
export class FakePlanBilling {
  private readonly catalog = new FakeBillingCatalog(() => this.baseUrl());
  readonly products = this.catalog.products;
  readonly coupons = this.catalog.coupons;
  readonly prices = this.catalog.prices;
  readonly customers = this.catalog.customers;
  readonly paymentMethods = this.catalog.paymentMethods;
  readonly portalSessions = this.catalog.portalSessions;
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  private readonly checkouts = new Map<string, PlanCheckout>();
  private readonly hidden = new Map<string, HiddenState>();

  readonly routes: Route[] = [
    ...this.catalog.routes,
    { method: 'POST', pattern: /^\/v1\/subscriptions$/, handle: (_p, form) => ok(this.createSubscription(form)) },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: ([id]) => ok(this.subscription(id)) },
    { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: ([id], form) => ok(this.update(id, form)) },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: ([id]) => ok(this.cancelNow(id)) },
  ];

  constructor(
    private readonly sessions: Map<string, FakeSession>,
    private readonly baseUrl: () => string,
  ) {}

  byId(id: string): object | undefined {
    return this.subscriptions.get(id) ?? this.invoices.get(id) ?? this.catalog.byId(id);
  }

  /** `POST /v1/checkout/sessions` with `mode=subscription`. */
  createSession(form: FormObject): FakeSession {
    const { session, plan } = newPlanSession(form, {
      baseUrl: this.baseUrl(),
      productExists: (id) => this.products.has(id),
      coupon: (id) => this.coupons.get(id),
      customerExists: (id) => this.customers.has(id),
    });
    this.checkouts.set(session.id, plan);
    return store(this.sessions, session);
  }

  /** See `FakeStripe.completePlanCheckout`. */
  completeCheckout(sessionId: string, card: { brand: string; last4: string }, opts: { declines?: boolean } = {}) {
    const session = found(this.sessions, sessionId, 'checkout.session');
    const plan = this.checkouts.get(sessionId);
    if (!plan) throw new Error(`Checkout session ${sessionId} is not in subscription mode`);
    openOnly(session);
    if (opts.declines && !plan.trialEnd) throw new Error('Stripe does not complete a Checkout page the card declined');
    const paymentMethod = this.keepCard(session, card);
    const declines = opts.declines ?? false;
    const { subscription, invoice } = this.subscribe(plan, {
      customer: paymentMethod.customer,
      paymentMethod,
      declines,
    });
    const paid = store(this.sessions, {
      ...session,
      status: 'complete',
      payment_status: plan.trialEnd ? 'no_payment_required' : 'paid',
      customer: subscription.customer,
      subscription: subscription.id,
      url: null,
    });
    return { session: paid, subscription, invoice: plan.trialEnd ? null : invoice };
  }

  /** See `FakeBillingCatalog.keepCard`. */
  keepCard(session: FakeSession, card: { brand: string; last4: string }): FakePaymentMethod {
    return this.catalog.keepCard(session, card);
  }

  /** See `FakeStripe.setPlanCardDeclines`. */
  setCardDeclines(subscriptionId: string, declines: boolean): FakeSubscription {
    this.hiddenOf(subscriptionId).declines = declines;
    return this.subscription(subscriptionId);
  }

  /** See `FakeStripe.renewPlan`. */
  renew(subscriptionId: string): { subscription: FakeSubscription; invoice: FakeInvoice | null } {
    const sub = this.subscription(subscriptionId);
    if (sub.status === 'canceled') throw new Error(`Subscription ${subscriptionId} is canceled`);
    if (sub.cancel_at_period_end) {
      const ended = { ...sub, status: 'canceled' as const, canceled_at: unixNow(), pending_update: null };
      return { subscription: store(this.subscriptions, ended), invoice: null };
    }
    const hidden = this.hiddenOf(subscriptionId);
    const item = sub.items.data[0];
    const period = { start: item.current_period_end, end: addMonths(sub.billing_cycle_anchor, hidden.months + 1) };
    const lines = [this.planLine(item, item.price.unit_amount * item.quantity, period), ...hidden.pendingLines];
    const invoice = this.bill(sub, 'subscription_cycle', lines);
    hidden.pendingLines = [];
    hidden.months += 1;
    const renewed: FakeSubscription = {
      ...this.discounted(sub),
      status: invoice.status === 'paid' ? 'active' : 'past_due',
      // A month on, the update it could not charge has long been dropped.
      pending_update: null,
      latest_invoice: invoice.id,
      items: {
        ...sub.items,
        data: [{ ...item, current_period_start: period.start, current_period_end: period.end }],
      },
    };
    return { subscription: store(this.subscriptions, renewed), invoice };
  }

  /** See `FakeStripe.retryPlanInvoice`. */
  retryInvoice(invoiceId: string): { subscription: FakeSubscription; invoice: FakeInvoice } {
    const open = found(this.invoices, invoiceId, 'invoice');
    const sub = this.subscription(open.parent.subscription_details.subscription);
    const invoice = store(this.invoices, retriedInvoice(open, this.hiddenOf(sub.id).declines));
    if (invoice.status !== 'paid') return { subscription: sub, invoice };
    // Paid: the change it was for applies now; the subscription is active again once nothing is owed.
    const pending = invoice.billing_reason === 'subscription_update' ? sub.pending_update : null;
    const updated = pending ? { ...sub, items: { ...sub.items, data: pending.subscription_items } } : sub;
    const owed = [...this.invoices.values()].some(
      (i) => i.status === 'open' && i.parent.subscription_details.subscription === sub.id,
    );
    const status = updated.status === 'past_due' && !owed ? 'active' : updated.status;
    const subscription = { ...updated, status, pending_update: pending ? null : updated.pending_update };
    return { subscription: store(this.subscriptions, subscription), invoice };
  }

  /**
   * A subscription and its first invoice, as a paid page or `POST /v1/subscriptions` makes them: a trial's first
   * invoice is of nothing (Stripe makes it all the same); else the first month, paid unless the card `declines`.
   */
  private subscribe(
    plan: PlanCheckout,
    opts: { customer: string; paymentMethod: FakePaymentMethod; declines: boolean },
  ) {
    const created = newSubscription(plan, opts);
    this.hidden.set(created.id, {
      coupon: plan.coupon,
      couponMonthsLeft: plan.coupon ? couponMonths(plan.coupon) : 0,
      declines: opts.declines,
      months: plan.trialEnd ? 0 : 1,
      pendingLines: [],
    });
    const item = created.items.data[0];
    const amount = plan.trialEnd ? 0 : item.price.unit_amount * item.quantity;
    const period = { start: item.current_period_start, end: item.current_period_end };
    const invoice = this.bill(created, 'subscription_create', [this.planLine(item, amount, period)]);
    const subscription = store(this.subscriptions, { ...this.discounted(created), latest_invoice: invoice.id });
    return { subscription, invoice };
  }

  /** `POST /v1/subscriptions`: a subscription charged to a card already kept on the customer. */
  private createSubscription(form: FormObject): FakeSubscription {
    const { plan, customer, paymentMethod } = subscriptionRequest(form, {
      productExists: (id) => this.products.has(id),
      customerExists: (id) => this.customers.has(id),
      paymentMethod: (id) => this.paymentMethods.get(id),
    });
    return this.subscribe(plan, { customer, paymentMethod, declines: false }).subscription;
  }

  private subscription(id: string): FakeSubscription {
    return found(this.subscriptions, id, 'subscription');
  }

  private hiddenOf(subscriptionId: string): HiddenState {
    const hidden = this.hidden.get(subscriptionId);
    if (!hidden) throw new Error(`No such subscription: ${subscriptionId}`);
    return hidden;
  }

  private planLine(item: FakeSubscriptionItem, amount: number, period: LineInput['period']) {
    const name = this.products.get(item.price.product)?.name ?? item.price.product;
    return { amount, description: `${item.quantity} × ${name}`, period };
  }

  /** The subscription's discount ids, dropped once its coupon has no month left. */
  private discounted(sub: FakeSubscription): FakeSubscription {
    return this.hiddenOf(sub.id).couponMonthsLeft > 0 ? sub : { ...sub, discounts: [] };
  }

  /** Makes, tries and keeps an invoice. */
  private bill(sub: FakeSubscription, reason: FakeInvoice['billing_reason'], lines: LineInput[]): FakeInvoice {
    const draft = this.draft(sub, reason, lines);
    draft.commit();
    return draft.invoice;
  }

  /**
   * An invoice made and tried, kept only on `commit` (which takes the customer's credit). A month of the plan uses up
   * a month of the coupon; a proration is discounted while the coupon lasts, without using one.
   */
  private draft(sub: FakeSubscription, reason: FakeInvoice['billing_reason'], lines: LineInput[]): DraftInvoice {
    const hidden = this.hiddenOf(sub.id);
    const customer = found(this.customers, sub.customer, 'customer');
    const coupon = hidden.couponMonthsLeft > 0 ? hidden.coupon : null;
    const { invoice, balance } = newInvoice({
      subscription: sub,
      reason,
      lines,
      coupon,
      balance: customer.balance,
      declines: hidden.declines,
    });
    const commit = () => {
      store(this.invoices, invoice);
      store(this.customers, { ...customer, balance });
      if (coupon && reason !== 'subscription_update' && invoice.subtotal > 0) hidden.couponMonthsLeft -= 1;
    };
    return { invoice, commit };
  }

  /** `DELETE /v1/subscriptions/:id`: ended at once, nothing more is billed (a second call is Stripe's error). */
  private cancelNow(id: string): FakeSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw new Error(`Subscription ${id} is already canceled`);
    const ended = { ...sub, status: 'canceled' as const, canceled_at: unixNow(), pending_update: null };
    return store(this.subscriptions, ended);
  }

  private update(id: string, form: FormObject): FakeSubscription {
    const sub = this.subscription(id);
    const updated = updatedSubscription(sub, form, {
      productExists: (product) => this.products.has(product),
      price: (priceId) => this.prices.get(priceId),
      hidden: this.hiddenOf(id),
      prorationInvoice: (next, line) => this.draft(next, 'subscription_update', [line]),
    });
    return store(this.subscriptions, updated);
  }
}
