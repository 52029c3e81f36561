import {
  newApiCustomer,
  newCoupon,
  newCustomer,
  newPaymentMethod,
  newPortalSession,
  newPrice,
  newProduct,
  type FakeCoupon,
  type FakeCustomer,
  type FakePaymentMethod,
  type FakePortalSession,
  type FakePrice,
  type FakeProduct,
} from './fake-stripe-billing';
import type { FakeSession } from './fake-stripe-checkout';
import type { FormObject } from './fake-stripe-form';
import { found, store } from './fake-stripe-objects';
import { ok, type Route } from './fake-stripe-server';

/**
 * What Stripe Billing charges for and to, in the fake: products, coupons, prices, customers and the cards kept on them,
 * and the billing portal where a customer changes theirs. Subscriptions and invoices are `FakePlanBilling`'s.
 */
export class FakeBillingCatalog {
  readonly products = new Map<string, FakeProduct>();
  readonly coupons = new Map<string, FakeCoupon>();
  readonly prices = new Map<string, FakePrice>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly portalSessions = new Map<string, FakePortalSession>();

  readonly routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/products$/, handle: (_p, form) => ok(this.createProduct(form)) },
    { method: 'GET', pattern: /^\/v1\/products\/([^/]+)$/, handle: ([id]) => ok(found(this.products, id, 'product')) },
    { method: 'POST', pattern: /^\/v1\/coupons$/, handle: (_p, form) => ok(this.createCoupon(form)) },
    { method: 'GET', pattern: /^\/v1\/coupons\/([^/]+)$/, handle: ([id]) => ok(found(this.coupons, id, 'coupon')) },
    { method: 'POST', pattern: /^\/v1\/prices$/, handle: (_p, form) => ok(this.createPrice(form)) },
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (_p, form) => ok(store(this.customers, newApiCustomer(form))),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: (_p, form) => ok(store(this.portalSessions, this.newPortalSession(form))),
    },
  ];

  constructor(private readonly baseUrl: () => string) {}

  byId(id: string): object | undefined {
    const maps = [this.products, this.prices, this.coupons, this.customers, this.paymentMethods];
    return maps.map((m: Map<string, object>) => m.get(id)).find(Boolean);
  }

  /**
   * The card a page took, kept on the session's customer: one Checkout makes from the session's e-mail when it names
   * none. A card that is more than brand and last four throws before anything is kept.
   */
  keepCard(session: FakeSession, card: { brand: string; last4: string }): FakePaymentMethod {
    const customer = this.customers.get(session.customer ?? '') ?? newCustomer(session.customer_email);
    const paymentMethod = newPaymentMethod(card, customer.id);
    store(this.customers, customer);
    return store(this.paymentMethods, paymentMethod);
  }

  private createProduct(form: FormObject) {
    return store(
      this.products,
      newProduct(form, (id) => this.products.has(id)),
    );
  }

  private createCoupon(form: FormObject) {
    return store(
      this.coupons,
      newCoupon(form, (id) => this.coupons.has(id)),
    );
  }

  /** `POST /v1/prices`: the form is the price's own, not nested under `price_data`. */
  private createPrice(form: FormObject) {
    return store(
      this.prices,
      newPrice({ price: form }, 'price', (id) => this.products.has(id)),
    );
  }

  private newPortalSession(form: FormObject) {
    return newPortalSession(form, { baseUrl: this.baseUrl(), customerExists: (id) => this.customers.has(id) });
  }
}
