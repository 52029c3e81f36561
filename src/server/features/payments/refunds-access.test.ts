import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { refundHelpers } from './refunds.test-helpers';

type Stats = { totalRevenue: string; revenueByMonth: { month: string; revenue: string }[] };

describe('refunds: one per key, only of the company, on the dashboard, back to the right status', () => {
  let t: TestApp;
  let r: ReturnType<typeof refundHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    r = refundHelpers(t);
  });
  afterAll(() => t.close());

  it('refunds once for one key, however often or at once it is sent; a key of another payment is refused', async () => {
    const { invoice, token, cookie } = await r.billed();
    const payment = await r.paidByCard(token, invoice.id);
    const answers = await Promise.all([
      r.refund(cookie, invoice.id, payment.id, { amount: '30.00' }, 'double-click'),
      r.refund(cookie, invoice.id, payment.id, { amount: '30.00' }, 'double-click'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const later = await r.refund(cookie, invoice.id, payment.id, { amount: '30.00' }, 'double-click');
    expect(later.statusCode).toBe(200);
    const bodies = [...answers, later].map((a) => a.json());
    expect(new Set(bodies.map((b) => b.refund.id)).size).toBe(1);
    expect(bodies[2]).toMatchObject({
      refund: { amount: '30.00' },
      payment: { refundedAmount: '30.00' },
      invoice: { amountPaid: '150.00' },
    });
    expect(await r.refundsOf(payment.id)).toHaveLength(1);
    expect(await r.feeRowsOf(payment.id)).toHaveLength(1);

    const other = await r.billed();
    const theirs = await r.paidByCard(other.token, other.invoice.id);
    // The same key in another company is its own.
    const elsewhere = await r.refund(other.cookie, other.invoice.id, theirs.id, { amount: '1.00' }, 'double-click');
    expect(elsewhere.statusCode).toBe(201);
    const second = await r.billed();
    const secondPayment = await r.paidByCard(second.token, second.invoice.id);
    await r.refund(second.cookie, second.invoice.id, secondPayment.id, { amount: '1.00' }, 'used-once');
    const third = await r.h.create(second.cookie, second.customer.id);
    await r.h.call('POST', `/api/invoices/${third.id}/send`, second.cookie);
    const thirdPayment = await r.paidByCard(second.token, third.id);
    const reused = await r.refund(second.cookie, third.id, thirdPayment.id, { amount: '1.00' }, 'used-once');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a refund of another payment.');
    expect(await r.refundsOf(thirdPayment.id)).toEqual([]);
  });

  it("answers 404 for another company's invoice or payment, and a payment of another invoice, whatever is sent", async () => {
    const a = await r.billed();
    const paymentA = await r.paidByCard(a.token, a.invoice.id);
    const b = await r.billed();
    const paymentB = await r.paidByCard(b.token, b.invoice.id);
    const otherInvoice = await r.h.create(a.cookie, a.customer.id);
    await r.h.call('POST', `/api/invoices/${otherInvoice.id}/send`, a.cookie);

    const tries: [number, number, string][] = [
      [b.invoice.id, paymentB.id, 'Invoice not found'], // all of B's
      [b.invoice.id, paymentA.id, 'Invoice not found'], // B's invoice, A's payment
      [a.invoice.id, paymentB.id, 'Payment not found'], // A's invoice, B's payment
      [otherInvoice.id, paymentA.id, 'Payment not found'], // A's payment of another of A's invoices
      [2147483647, paymentA.id, 'Invoice not found'],
      [a.invoice.id, 2147483647, 'Payment not found'],
    ];
    for (const [invoiceId, paymentId, message] of tries) {
      for (const key of [undefined, 'stranger']) {
        for (const body of [{}, { amount: '999999.99' }]) {
          const answer = await r.refund(a.cookie, invoiceId, paymentId, body, key);
          expect(answer.statusCode, `${invoiceId}/${paymentId}`).toBe(404);
          expect(answer.json()).toEqual({ message });
        }
      }
    }
    const anonymous = await r.refund(undefined, a.invoice.id, paymentA.id, {}, 'anonymous');
    expect(anonymous.statusCode).toBe(401);
    expect(await r.refundsOf(paymentA.id)).toEqual([]);
    expect(await r.refundsOf(paymentB.id)).toEqual([]);
    expect(await r.h.row(b.invoice.id)).toMatchObject({ status: 'paid', amountPaid: '180.00' });
  });

  it("takes each refund off the dashboard's revenue", async () => {
    const { invoice, token, cookie } = await r.billed();
    const stats = async () => (await r.h.call('GET', '/api/dashboard/stats', cookie)).json<Stats>();
    const payment = await r.paidByCard(token, invoice.id);
    const before = await stats();
    expect(before.totalRevenue).toBe('180.00');
    expect(before.revenueByMonth.at(-1)?.revenue).toBe('180.00');
    await r.refund(cookie, invoice.id, payment.id, { amount: '30.25' }, r.nextKey());
    const after = await stats();
    expect(after.totalRevenue).toBe('149.75');
    expect(after.revenueByMonth.at(-1)?.revenue).toBe('149.75');
    await r.refund(cookie, invoice.id, payment.id, {}, r.nextKey());
    expect((await stats()).totalRevenue).toBe('0.00');
  });

  it('puts an invoice past its due date back to overdue, and one paid before it was ever sent back to draft', async () => {
    const late = await r.billed({ dueDate: '2020-01-15' });
    const payment = await r.paidByCard(late.token, late.invoice.id);
    expect((await r.h.row(late.invoice.id)).status).toBe('paid');
    const refunded = await r.refund(late.cookie, late.invoice.id, payment.id, { amount: '0.01' }, r.nextKey());
    expect(refunded.json().invoice).toMatchObject({ status: 'overdue', balanceDue: '0.01', paidDate: null });

    const draft = await r.h.create(late.cookie, late.customer.id);
    const marked = await r.h.call('POST', `/api/invoices/${draft.id}/mark-paid`, late.cookie, {
      paymentMethod: 'cash',
    });
    expect(marked.json().status).toBe('paid');
    const [cash] = await r.paymentsOf(draft.id);
    const back = await r.refund(late.cookie, draft.id, cash.id, {}, r.nextKey());
    expect(back.json().invoice).toMatchObject({ status: 'draft', amountPaid: '0.00' });
  });
});
