import type { FakeSubscription } from './fake-stripe-billing';
import {
  newSession,
  openOnly,
  paySession,
  type FakeCharge,
  type FakePaymentIntent,
  type FakeSession,
  type IntentData,
} from './fake-stripe-checkout';
import type { FormObject } from './fake-stripe-form';
import type { FakeInvoice } from './fake-stripe-invoices';
import {
  changedAccount,
  invalidRequest,
  newAccount,
  newAccountLink,
  noSuch,
  requiredString,
  signedEvent,
  type AccountChange,
  type FakeAccount,
} from './fake-stripe-objects';
import { FakePlanBilling } from './fake-stripe-plans';
import { newRefund, type FakeRefund } from './fake-stripe-refunds';
import { FakeStripeServer, ok, type Route } from './fake-stripe-server';
import { completedSetup, newSetupSession, type FakeSetupIntent } from './fake-stripe-setup';

export type { RecordedRequest } from './fake-stripe-server';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_crewdesk_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_crewdesk_fake';

/**
 * Stripe's API on the loopback interface, for the real `stripe` SDK: Connect accounts, account links, Checkout
 * sessions (payment, subscription and setup mode) and refunds, customers and the cards kept on them, and Stripe
 * Billing for the plans (products, coupons, subscriptions, invoices, the billing portal), with API keys, idempotency
 * keys and `expand` honoured and every request recorded. The maps hold what was created (one entry per creation), so
 * a test can assert that a retry created nothing twice.
 */
export class FakeStripe extends FakeStripeServer {
  readonly accounts = new Map<string, FakeAccount>();
  readonly sessions = new Map<string, FakeSession>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  readonly accountLinks: Array<{ account: string; type: string; url: string }> = [];
  private readonly intentData = new Map<string, IntentData>();
  /** A setup-mode session's `setup_intent_data[metadata]`, for the SetupIntent made when it completes. */
  private readonly setupMetadata = new Map<string, Record<string, string>>();
  private readonly billing = new FakePlanBilling(this.sessions, () => this.url);
  // Stripe Billing's objects, for tests to read (the plan controls below change them as Stripe would).
  readonly products = this.billing.products;
  readonly coupons = this.billing.coupons;
  readonly customers = this.billing.customers;
  readonly paymentMethods = this.billing.paymentMethods;
  readonly subscriptions = this.billing.subscriptions;
  readonly prices = this.billing.prices;
  readonly invoices = this.billing.invoices;
  readonly portalSessions = this.billing.portalSessions;
  protected readonly routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/accounts$/,
      handle: (_p, form) => ok(this.store(this.accounts, newAccount(form))),
    },
    { method: 'GET', pattern: /^\/v1\/accounts\/([^/]+)$/, handle: ([id]) => ok(this.account(id)) },
    { method: 'POST', pattern: /^\/v1\/account_links$/, handle: (_p, form) => ok(this.createAccountLink(form)) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (_p, form) => ok(this.createSession(form)) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: ([id]) => ok(this.session(id)) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: ([id]) => ok(this.expire(id)) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (_p, form) => ok(this.createRefund(form)) },
    ...this.billing.routes,
  ];

  constructor(secretKey: string = FAKE_STRIPE_SECRET_KEY) {
    super(secretKey);
  }

  /** The environment that points the app at this fake. */
  env(webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crewdesk_fake',
      STRIPE_API_URL: this.url,
    };
  }

  /**
   * The customer paid on the hosted page. Returns the completed session, as a webhook would carry it. With
   * `payment_intent_data[setup_future_usage]` the card is kept as a payment method on the session's customer (one made
   * from its e-mail when it names none), which the session and the payment intent then name.
   */
  payCheckout(sessionId: string, card: { brand: string; last4: string }): FakeSession {
    const intentData = this.intentData.get(sessionId);
    if (!intentData) throw new Error(`No such Checkout session: ${sessionId}`);
    const session = openOnly(this.session(sessionId));
    const kept = intentData.setupFutureUsage ? this.billing.keepCard(session, card) : null;
    const paid = paySession(session, intentData, card, kept);
    this.store(this.charges, paid.charge);
    this.store(this.paymentIntents, paid.intent);
    return this.store(this.sessions, paid.session);
  }

  /**
   * The customer gave a card on a setup-mode page: it is kept as a payment method on the session's customer (one made
   * from its e-mail when it names none), with a succeeded SetupIntent the session names. Returns the completed
   * session, as a webhook would carry it.
   */
  completeSetupCheckout(sessionId: string, card: { brand: string; last4: string }): FakeSession {
    const metadata = this.setupMetadata.get(sessionId);
    if (!metadata) throw new Error(`Checkout session ${sessionId} is not in setup mode`);
    const session = openOnly(this.session(sessionId));
    const done = completedSetup(session, this.billing.keepCard(session, card), metadata);
    this.store(this.setupIntents, done.intent);
    return this.store(this.sessions, done.session);
  }

  /** The session lapsed unpaid (Stripe expires them after 24 hours). */
  lapseCheckout(sessionId: string): FakeSession {
    return this.expire(sessionId);
  }

  /**
   * The owner paid a subscription-mode page: a customer (unless the session named one), the card as a payment method,
   * the subscription (trialing until `trial_end`, else active with the first month's invoice paid, the coupon taken
   * off) and the session complete. `declines`: the card is refused from then on; without a trial Stripe would not
   * complete the page, so this throws. The invoice returned is null with a trial (its $0 invoice is in `invoices`).
   */
  completePlanCheckout(
    sessionId: string,
    card: { brand: string; last4: string },
    opts: { declines?: boolean } = {},
  ): { session: FakeSession; subscription: FakeSubscription; invoice: FakeInvoice | null } {
    return this.billing.completeCheckout(sessionId, card, opts);
  }

  /** The subscription's card starts (true) or stops (false) being refused. Returns the subscription. */
  setPlanCardDeclines(subscriptionId: string, declines: boolean): FakeSubscription {
    return this.billing.setCardDeclines(subscriptionId, declines);
  }

  /**
   * The period (or the trial) ends: canceled if `cancel_at_period_end` (no invoice); else the next month is invoiced
   * (`subscription_cycle`, coupon months and credit taken off) and tried: paid -> active; refused -> past_due with
   * the invoice open (attempt 1). The period moves on a month either way, as Stripe's does.
   */
  renewPlan(subscriptionId: string): { subscription: FakeSubscription; invoice: FakeInvoice | null } {
    return this.billing.renew(subscriptionId);
  }

  /**
   * Stripe tries an open invoice again: paid -> the subscription active again (and a pending price change applied);
   * refused -> one attempt more.
   */
  retryPlanInvoice(invoiceId: string): { subscription: FakeSubscription; invoice: FakeInvoice } {
    return this.billing.retryInvoice(invoiceId);
  }

  /** Stripe reviewed the account. Returns it, as an `account.updated` webhook would carry it. */
  setAccount(accountId: string, change: AccountChange): FakeAccount {
    return this.store(this.accounts, changedAccount(this.account(accountId), change));
  }

  /** A webhook delivery of `object` as Stripe signs it, ready for `app.inject({ method: 'POST', ...event })`. */
  signedEvent(type: string, object: object, webhookSecret: string, opts: { timestamp?: number } = {}) {
    return signedEvent(type, object, webhookSecret, opts);
  }

  private store<T extends { id: string }>(map: Map<string, T>, object: T): T {
    map.set(object.id, object);
    return object;
  }

  private account(id: string): FakeAccount {
    const account = this.accounts.get(id);
    if (!account) throw noSuch('account', id);
    return account;
  }

  private session(id: string): FakeSession {
    const session = this.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  private createAccountLink(form: FormObject) {
    const link = newAccountLink(form, { baseUrl: this.url, accountExists: (id) => this.accounts.has(id) });
    this.accountLinks.push({
      account: requiredString(form, 'account'),
      type: requiredString(form, 'type'),
      url: link.url,
    });
    return link;
  }

  private createSession(form: FormObject) {
    if (form.mode === 'subscription') return this.billing.createSession(form);
    if (form.mode === 'setup') return this.createSetupSession(form);
    const { session, intentData } = newSession(form, {
      baseUrl: this.url,
      accountExists: (id) => this.accounts.has(id),
      customerExists: (id) => this.customers.has(id),
    });
    this.intentData.set(session.id, intentData);
    return this.store(this.sessions, session);
  }

  private createSetupSession(form: FormObject) {
    const { session, intentMetadata } = newSetupSession(form, {
      baseUrl: this.url,
      customerExists: (id) => this.customers.has(id),
    });
    this.setupMetadata.set(session.id, intentMetadata);
    return this.store(this.sessions, session);
  }

  private expire(id: string): FakeSession {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    return this.store(this.sessions, { ...session, status: 'expired', url: null });
  }

  private createRefund(form: FormObject) {
    const { refund, charge } = newRefund(form, {
      intent: (id) => this.paymentIntents.get(id),
      charge: (id) => this.charges.get(id),
    });
    this.store(this.charges, charge);
    return this.store(this.refunds, refund);
  }

  protected byId(id: string): object | undefined {
    const maps = [this.accounts, this.sessions, this.paymentIntents, this.charges, this.refunds, this.setupIntents];
    return maps.map((m: Map<string, object>) => m.get(id)).find(Boolean) ?? this.billing.byId(id);
  }
}

/** A started fake; `close()` it after the tests. */
export async function startFakeStripe(secretKey?: string): Promise<FakeStripe> {
  return new FakeStripe(secretKey).start();
}
