import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { connectedAccounts } from '../../db/schema';
import { applyPayment } from './payments.service';
import { refundHelpers } from './refunds.test-helpers';

describe('refunds through Stripe (the real SDK against a fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let r: ReturnType<typeof refundHelpers>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripe.env() });
    r = refundHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (type: string, object: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...stripe.signedEvent(type, object, stripe.env().STRIPE_WEBHOOK_SECRET),
    });

  /** An invoice of 180.00 paid in full on Stripe's Checkout page, as Stripe's webhook confirmed it. */
  async function paidThroughStripe() {
    const owner = await r.h.ownerWithCustomer();
    await r.h.call('POST', '/api/connected-accounts', owner.cookie, {
      processor: 'stripe',
      businessName: 'Green Acres',
      businessType: 'company',
    });
    const [account] = await t.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.companyId, owner.company.id));
    await deliver(
      'account.updated',
      stripe.setAccount(account.accountId, { charges_enabled: true, payouts_enabled: true }),
    );
    const invoice = await r.h.create(owner.cookie, owner.customer.id);
    await r.h.call('POST', `/api/invoices/${invoice.id}/send`, owner.cookie);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${owner.customer.accessToken}/invoices/${invoice.id}/pay`,
      headers: { 'idempotency-key': `pay-${invoice.id}` },
      payload: {},
    });
    const session = [...stripe.sessions.values()].find((s) => s.url === started.json().redirectUrl)!;
    const paid = stripe.payCheckout(session.id, { brand: 'visa', last4: '4242' });
    expect((await deliver('checkout.session.completed', paid)).statusCode).toBe(200);
    const [payment] = await r.paymentsOf(invoice.id);
    expect(payment).toMatchObject({ provider: 'stripe', providerPaymentId: paid.payment_intent });
    return { ...owner, invoice, payment, intent: String(paid.payment_intent) };
  }

  it('asks Stripe for the refund with our idempotency key, the fee given back and the transfer reversed', async () => {
    const { invoice, payment, intent, cookie, company } = await paidThroughStripe();
    const refunded = await r.refund(cookie, invoice.id, payment.id, { amount: '50.00' }, 'stripe-1');
    expect(refunded.statusCode, refunded.body).toBe(201);
    const calls = stripe.requestsTo('POST', '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0].idempotencyKey).toBe(`refund-${company.id}-stripe-1`);
    expect(calls[0].body).toEqual({
      payment_intent: intent,
      amount: '5000',
      refund_application_fee: 'true',
      reverse_transfer: 'true',
    });
    const [made] = [...stripe.refunds.values()].filter((x) => x.payment_intent === intent);
    expect(await r.refundsOf(payment.id)).toMatchObject([{ amount: '50.00', providerRefundId: made.id }]);
    // 5.22 × 50 / 180 = 1.45
    expect(await r.feeRowsOf(payment.id)).toMatchObject([
      { amount: '-50.00', platformFeeAmount: '-1.45', externalTransactionId: made.id },
    ]);
    expect(refunded.json().invoice).toMatchObject({ status: 'sent', amountPaid: '130.00', balanceDue: '50.00' });

    // The same key again is answered from our own records: Stripe is not asked twice.
    const again = await r.refund(cookie, invoice.id, payment.id, { amount: '50.00' }, 'stripe-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().refund.id).toBe(refunded.json().refund.id);
    expect(stripe.requestsTo('POST', '/v1/refunds')).toHaveLength(1);
  });

  it('answers 502 and changes nothing when Stripe refuses (refunded meanwhile on its dashboard)', async () => {
    const { invoice, payment, intent, cookie } = await paidThroughStripe();
    // Someone refunds most of it on Stripe's own dashboard: Stripe has 10.00 left, we think 180.00.
    const outside = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent, amount: '17000' }),
    });
    expect(outside.status).toBe(200);
    const refused = await r.refund(cookie, invoice.id, payment.id, { amount: '20.00' }, 'too-much');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The card provider could not refund this payment. Nothing was changed; please try again.',
    );
    expect(await r.refundsOf(payment.id)).toEqual([]);
    expect(await r.feeRowsOf(payment.id)).toEqual([]);
    expect(await r.h.row(invoice.id)).toMatchObject({ status: 'paid', amountPaid: '180.00' });
  });

  it('refuses a card payment another provider took (test mode, before Stripe was set up), asking Stripe nothing', async () => {
    const { cookie, company, customer } = await r.h.ownerWithCustomer();
    const invoice = await r.h.create(cookie, customer.id);
    await t.db.transaction((tx) =>
      applyPayment(tx, company.id, invoice.id, {
        method: 'card',
        paidAt: new Date(),
        provider: 'test',
        providerPaymentId: `pay_test_before_stripe_${invoice.id}`,
        cardBrand: 'visa',
        cardLast4: '4242',
      }),
    );
    const [payment] = await r.paymentsOf(invoice.id);
    const asked = stripe.requestsTo('POST', '/v1/refunds').length;
    const refused = await r.refund(cookie, invoice.id, payment.id, {}, 'other-provider');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This card payment was taken through another card provider and cannot be refunded from here.',
    );
    expect(stripe.requestsTo('POST', '/v1/refunds')).toHaveLength(asked);
    expect(await r.refundsOf(payment.id)).toEqual([]);
  });
});
