import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceTimeline } from '../../../shared/invoices/invoice-timeline.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { emailOutbox, platformTransactions } from '../../db/schema';
import { refundHelpers } from './refunds.test-helpers';

describe('refunds of invoice payments', () => {
  let t: TestApp;
  let r: ReturnType<typeof refundHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    r = refundHelpers(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('refunds a card payment in full: the invoice is due again, the payment refunded, the whole fee given back', async () => {
    const { invoice, token, cookie, company, user } = await r.billed();
    await r.h.call('GET', `/api/customer-portal/${token}/invoices/${invoice.id}`); // viewed
    const payment = await r.paidByCard(token, invoice.id);
    const refunded = await r.refund(cookie, invoice.id, payment.id, { reason: 'Visit cancelled' }, 'full-1');
    expect(refunded.statusCode, refunded.body).toBe(201);
    const body = refunded.json();
    expect(body.refund).toMatchObject({ paymentId: payment.id, amount: '180.00', reason: 'Visit cancelled' });
    expect(body.payment).toMatchObject({ id: payment.id, status: 'refunded', refundedAmount: '180.00' });
    expect(body.invoice).toMatchObject({
      id: invoice.id,
      status: 'viewed',
      amountPaid: '0.00',
      balanceDue: '180.00',
      paidDate: null,
    });
    expect(await r.h.row(invoice.id)).toMatchObject({ status: 'viewed', amountPaid: '0.00', paidDate: null });

    const [row] = await r.refundsOf(payment.id);
    expect(row).toMatchObject({ amount: '180.00', companyId: company.id, idempotencyKey: 'full-1' });
    expect(row.providerRefundId).toMatch(/^re_test_/);
    expect(await r.feeRowsOf(payment.id)).toMatchObject([
      {
        invoiceId: invoice.id,
        amount: '-180.00',
        platformFeePercent: '2.90',
        platformFeeAmount: '-5.22',
        providerAmount: '-174.78',
        status: 'processed',
        externalTransactionId: row.providerRefundId,
      },
    ]);

    const [notice] = await refundNoticesOf(invoice.id);
    expect(notice).toMatchObject({
      to: 'dana@example.com',
      subject: `Refund of $180.00 from ${await companyName(cookie)}`,
    });
    expect(notice.html).toContain('Visa ending in 4242');
    expect(notice.html).toContain(invoice.invoiceNumber);

    const again = await r.refund(cookie, invoice.id, payment.id, {}, 'full-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has been refunded in full.');

    const timeline = (await r.h.call('GET', `/api/invoices/${invoice.id}/timeline`, cookie)).json<InvoiceTimeline>();
    expect(timeline.events.at(-1)).toEqual({
      kind: 'refund',
      at: row.refundedAt.toISOString(),
      title: 'Refunded $180.00',
      detail: `Visa ending in 4242 · Visit cancelled · Recorded by ${user.firstName} ${user.lastName}`,
    });
    // The receipts and the refund notice are not the invoice's own e-mails.
    expect(timeline.events.map((e) => e.title)).toEqual([
      'Invoice created',
      'Invoice sent',
      'Viewed by the customer',
      'Payment of $180.00 received',
      'Refunded $180.00',
    ]);
  });

  it('gives back the fee of two partial refunds to exactly the whole fee, where rounding each would take a cent more', async () => {
    const { invoice, token, cookie } = await r.billed();
    const payment = await r.paidByCard(token, invoice.id);
    // 5.22 × 5.00 / 180.00 = 0.145 and 5.22 × 175.00 / 180.00 = 5.075: each rounded up, 5.23 in all.
    const first = await r.refund(cookie, invoice.id, payment.id, { amount: '5.00' }, r.nextKey());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payment).toMatchObject({ status: 'succeeded', refundedAmount: '5.00' });
    expect(first.json().invoice).toMatchObject({ status: 'sent', amountPaid: '175.00', balanceDue: '5.00' });
    const second = await r.refund(cookie, invoice.id, payment.id, { amount: '175.00' }, r.nextKey());
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().payment).toMatchObject({ status: 'refunded', refundedAmount: '180.00' });

    const fees = await r.feeRowsOf(payment.id);
    expect(fees.map((f) => [f.amount, f.platformFeeAmount, f.providerAmount])).toEqual([
      ['-5.00', '-0.15', '-4.85'],
      ['-175.00', '-5.07', '-169.93'],
    ]);
    expect((await r.refundsOf(payment.id)).map((x) => x.amount)).toEqual(['5.00', '175.00']);
    expect(await r.h.row(invoice.id)).toMatchObject({ status: 'sent', amountPaid: '0.00' });
  });

  it('refuses too much, nothing, a bad amount or reason, and a missing key, with their messages, writing nothing', async () => {
    const { invoice, token, cookie } = await r.billed();
    const payment = await r.paidByCard(token, invoice.id);
    const provider = vi.spyOn(t.ctx.payments, 'refund');
    const cases: [object, string, string | undefined][] = [
      [{ amount: '180.01' }, 'The refund cannot be more than what is left of this payment.', 'amount'],
      [{ amount: '0' }, 'The amount must be at least $0.01', 'amount'],
      [{ amount: '0.00' }, 'The amount must be at least $0.01', 'amount'],
      [{ amount: '-5' }, 'Please enter an amount like 125.00', 'amount'],
      [{ amount: '12.345' }, 'Please enter an amount like 125.00', 'amount'],
      [{ reason: 'x'.repeat(256) }, 'Must be at most 255 characters', 'reason'],
    ];
    for (const [body, message, field] of cases) {
      const refused = await r.refund(cookie, invoice.id, payment.id, body, r.nextKey());
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
      if (field) expect(refused.json().fields[field]).toBe(message);
    }
    const noKey = await r.refund(cookie, invoice.id, payment.id, { amount: '10.00' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('An Idempotency-Key header is required');

    expect(provider).not.toHaveBeenCalled();
    expect(await r.refundsOf(payment.id)).toEqual([]);
    expect(await r.feeRowsOf(payment.id)).toEqual([]);
    expect((await r.paymentsOf(invoice.id))[0]).toMatchObject({ refundedAmount: '0.00', status: 'succeeded' });
    expect(await r.h.row(invoice.id)).toMatchObject({ status: 'paid', amountPaid: '180.00' });
  });

  it('answers a provider failure 502 and changes nothing', async () => {
    const { invoice, token, cookie } = await r.billed();
    const payment = await r.paidByCard(token, invoice.id);
    vi.spyOn(t.ctx.payments, 'refund').mockRejectedValueOnce(new Error('connection reset'));
    const failed = await r.refund(cookie, invoice.id, payment.id, { amount: '20.00' }, 'flaky');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message: 'The card provider could not refund this payment. Nothing was changed; please try again.',
    });
    expect(await r.refundsOf(payment.id)).toEqual([]);
    expect(await r.feeRowsOf(payment.id)).toEqual([]);
    expect(await r.h.row(invoice.id)).toMatchObject({ status: 'paid', amountPaid: '180.00' });
    expect(t.logs.some((l) => l.msg === 'the card provider refused or failed a refund')).toBe(true);
    // The same key again, once the provider answers: refunded once.
    expect((await r.refund(cookie, invoice.id, payment.id, { amount: '20.00' }, 'flaky')).statusCode).toBe(201);
    expect(await r.refundsOf(payment.id)).toHaveLength(1);
  });

  it('refunds a cash payment without the card provider: no fee, no card, the balance due again', async () => {
    const { invoice, cookie } = await r.billed();
    const name = await companyName(cookie);
    const provider = vi.spyOn(t.ctx.payments, 'refund');
    const recorded = await r.h.call('POST', `/api/invoices/${invoice.id}/payments`, cookie, {
      amount: '100.00',
      paymentMethod: 'cash',
    });
    expect(recorded.statusCode).toBe(201);
    const { payment } = recorded.json();
    const refunded = await r.refund(cookie, invoice.id, payment.id, { amount: '40.00' }, r.nextKey());
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json().invoice).toMatchObject({ status: 'sent', amountPaid: '60.00', balanceDue: '120.00' });
    expect(refunded.json().refund).toMatchObject({ amount: '40.00', reason: null });
    expect(provider).not.toHaveBeenCalled();
    expect(await r.refundsOf(payment.id)).toMatchObject([{ amount: '40.00', providerRefundId: null }]);
    expect(
      await t.db.select().from(platformTransactions).where(eq(platformTransactions.paymentId, payment.id)),
    ).toEqual([]);
    // No amount: what is left of it.
    const rest = await r.refund(cookie, invoice.id, payment.id, {}, r.nextKey());
    expect(rest.json().refund.amount).toBe('60.00');
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundedAmount: '100.00' });
    const notices = await refundNoticesOf(invoice.id);
    expect(notices.map((m) => m.subject)).toEqual(['$40.00', '$60.00'].map((x) => `Refund of ${x} from ${name}`));
    const notice = notices[1];
    expect(notice.html).toContain(invoice.invoiceNumber);
    expect(notice.html).not.toContain('ending in');
  });

  async function companyName(cookie: string) {
    return (await r.h.call('GET', '/api/company', cookie)).json<{ name: string }>().name;
  }
  /** The customer's refund notices of the invoice, oldest first. */
  async function refundNoticesOf(invoiceId: number) {
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `invoice:${invoiceId}`))
      .orderBy(asc(emailOutbox.id));
    return mails.filter((m) => m.subject.startsWith('Refund of '));
  }
});
