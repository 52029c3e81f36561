import { describe, expect, it } from 'vitest';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../../../test/fake-stripe';
import { DAY_MS, usePlanBillingFake } from '../../../test/plan-billing-fixture';
import { readStripeEvent } from './stripe-events';

const t = usePlanBillingFake();

/** The event as the webhook route reads it from Stripe's signed delivery. */
function read(type: string, object: object) {
  const event = t.fake.signedEvent(type, JSON.parse(JSON.stringify(object)) as object, FAKE_STRIPE_WEBHOOK_SECRET);
  return readStripeEvent(event.body, event.headers['stripe-signature'], FAKE_STRIPE_WEBHOOK_SECRET);
}

describe('readStripeEvent: the plans', () => {
  it("tells a plan's Checkout page from a payment's, paid or lapsed", async () => {
    const { sessionId, subscription } = await t.subscribed();
    const session = t.fake.sessions.get(sessionId)!;
    expect(read('checkout.session.completed', session)).toMatchObject({ kind: 'plan.checkout', sessionId });
    const open = await t.billing.createPlanCheckout(t.checkoutInput());
    const lapsed = t.fake.lapseCheckout(open.sessionId);
    expect(read('checkout.session.expired', lapsed)).toMatchObject({ kind: 'plan.checkout', sessionId: lapsed.id });
    for (const type of [
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]) {
      expect(read(type, subscription)).toMatchObject({ kind: 'plan.subscription', subscriptionId: subscription.id });
    }
  });

  it('reads paid and failed invoices, and ignores one of nothing (a trial starting)', async () => {
    const { subscriptionId, invoice } = await t.subscribed();
    expect(read('invoice.paid', invoice!)).toMatchObject({
      kind: 'plan.invoice',
      invoice: { invoiceId: invoice!.id, subscriptionId, status: 'paid', kind: 'first', amountCents: 3_900 },
    });
    t.fake.setPlanCardDeclines(subscriptionId, true);
    const failed = t.fake.renewPlan(subscriptionId).invoice!;
    expect(read('invoice.payment_failed', failed)).toMatchObject({
      kind: 'plan.invoice',
      invoice: { status: 'failed', kind: 'renewal', attempt: 1, amountCents: 3_900 },
    });

    const trial = await t.subscribed({ trialEnd: new Date(Date.now() + 14 * DAY_MS) });
    expect(read('invoice.paid', t.latestInvoice(trial.subscriptionId))).toMatchObject({
      kind: 'ignored',
      type: 'invoice.paid',
    });
  });
});
