import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../../../../test/fake-stripe';
import { notifications } from '../../../db/schema';
import { subscriptionTestApi } from '../subscription-fixtures';

export const VISA = { brand: 'visa', last4: '4242' };

/** A test app on Stripe (the real SDK against the fake), with the subscription tests' calls and Stripe's own moves. */
export async function stripePlanApp() {
  const stripe = await startFakeStripe();
  const t: TestApp = await createTestApp({ env: stripe.env() });
  const api = subscriptionTestApi(() => t);

  /** Stripe's webhook of `object`; the answer must be 200. */
  async function webhook(type: string, object: object) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...stripe.signedEvent(type, object, FAKE_STRIPE_WEBHOOK_SECRET),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ received: boolean; duplicate?: boolean }>();
  }

  /** Subscribes on our side: Stripe's page is opened (the answer says where), nothing is paid yet. */
  async function openCheckout(cookie: string, body: Record<string, unknown> = {}) {
    const response = await api.call('POST', '/api/get-or-create-subscription', cookie, {
      planType: 'pro',
      couponCode: null,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; redirectUrl: string }>();
    const session = [...stripe.sessions.values()].find((s) => s.url === answer.redirectUrl)!;
    expect(session, 'a Checkout session at the answered address').toBeDefined();
    return { answer, session };
  }

  /** The owner pays Stripe's page and Stripe's webhooks come: the checkout, the subscription, the first invoice. */
  async function paidCheckout(cookie: string, body: Record<string, unknown> = {}) {
    const { session } = await openCheckout(cookie, body);
    const paid = stripe.completePlanCheckout(session.id, VISA);
    await webhook('checkout.session.completed', paid.session);
    await webhook('customer.subscription.created', paid.subscription);
    if (paid.invoice) await webhook('invoice.paid', paid.invoice);
    return { ...paid, subscriptionId: paid.subscription.id };
  }

  /** Stripe ends a period (or the trial) and sends what came of it. */
  async function renew(subscriptionId: string) {
    const { subscription, invoice } = stripe.renewPlan(subscriptionId);
    if (invoice) await webhook(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    await webhook(
      subscription.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      subscription,
    );
    return { subscription, invoice };
  }

  const noticesOf = (userId: number, kind: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  return {
    stripe,
    t,
    api,
    webhook,
    openCheckout,
    paidCheckout,
    renew,
    noticesOf,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
