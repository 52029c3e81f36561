import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { paymentRefunds, payments, platformTransactions } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';

export const GOOD_CARD = {
  cardholderName: 'Dana Whitfield',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/40',
  cvv: '123',
};

/** Shorthands the refund tests share: an invoice paid by card or by hand, a refund asked for, the rows it wrote. */
export function refundHelpers(t: TestApp) {
  const h = invoiceHelpers(t);
  let keys = 0;

  /** An owner with a verified payout account and an invoice of 180.00 sent to their customer. */
  async function billed(opts: { dueDate?: string } = {}) {
    const owner = await h.ownerWithCustomer();
    const connected = await h.call('POST', '/api/connected-accounts', owner.cookie, {
      processor: 'stripe',
      businessName: 'Green Acres',
      businessType: 'company',
    });
    if (connected.statusCode !== 201) throw new Error(`connect answered ${connected.body}`);
    const invoice = await h.create(owner.cookie, owner.customer.id, opts.dueDate ? { dueDate: opts.dueDate } : {});
    await h.call('POST', `/api/invoices/${invoice.id}/send`, owner.cookie);
    return { ...owner, invoice, token: owner.customer.accessToken };
  }

  /** The customer pays the whole balance by card on the portal (test mode); the payment's row. */
  async function paidByCard(token: string, invoiceId: number) {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${token}/invoices/${invoiceId}/pay`,
      headers: { 'idempotency-key': `pay-${++keys}` },
      payload: { card: GOOD_CARD },
    });
    if (paid.statusCode !== 200) throw new Error(`pay answered ${paid.body}`);
    const [payment] = await paymentsOf(invoiceId);
    return payment;
  }

  const refund = (cookie: string | undefined, invoiceId: number, paymentId: number, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payments/${paymentId}/refunds`,
      headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  const paymentsOf = (invoiceId: number) =>
    t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.id));
  const refundsOf = (paymentId: number) =>
    t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(asc(paymentRefunds.id));
  const feeRowsOf = (paymentId: number, type: 'payment' | 'refund' = 'refund') =>
    t.db
      .select()
      .from(platformTransactions)
      .where(and(eq(platformTransactions.paymentId, paymentId), eq(platformTransactions.type, type)))
      .orderBy(asc(platformTransactions.id));

  return { h, billed, paidByCard, refund, paymentsOf, refundsOf, feeRowsOf, nextKey: () => `refund-key-${++keys}` };
}
