import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceTimeline } from '../../../shared/invoices/invoice-timeline.schemas';
import type { Invoice } from '../../../shared/invoices/invoices.schemas';
import type { Payment } from '../../../shared/payments/payments.schemas';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { companyMembers, invoices, paymentRefunds, payments, quotes, users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { quoteForm } from '../quotes/quote-fixtures';
import { visitForm, visitTestApi } from '../scheduling/visits/visit-fixtures';
import { invoiceHelpers } from './invoices.test-helpers';

/** Issue 17: work records who of the team did it, and the owner reads their name. */
describe('who of the team created an invoice or a quote, or recorded a payment', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  /** An owner with a customer, and an office member of the business, signed in. */
  async function team() {
    const owner = await h.ownerWithCustomer();
    const member = await seedUser(t.db, { firstName: 'Robin', lastName: 'Office' });
    await t.db.insert(companyMembers).values({ companyId: owner.company.id, userId: member.id, role: 'office' });
    return { owner, member, memberCookie: await signIn(t.app, member.email, member.plainPassword) };
  }
  const robin = (id: number) => ({ id, name: 'Robin Office' });
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json() as T;
  };

  it("names the office member who created an invoice and recorded its payments, to the owner's reads", async () => {
    const { owner, member, memberCookie } = await team();
    const created = await ok<Invoice>(
      h.call('POST', '/api/invoices', memberCookie, {
        customerId: owner.customer.id,
        customerName: 'Dana Whitfield',
        customerEmail: 'dana@example.com',
        items: [{ description: 'Weekly lawn mowing', quantity: 4, rate: '45.00' }],
      }),
      201,
    );
    expect(created.createdBy).toEqual(robin(member.id));
    expect((await h.row(created.id)).createdByUserId).toBe(member.id);

    const paid = await ok<{ payment: Payment }>(
      h.call('POST', `/api/invoices/${created.id}/payments`, memberCookie, { amount: '80.00', paymentMethod: 'cash' }),
      201,
    );
    expect(paid.payment.recordedBy).toEqual(robin(member.id));
    // The owner settles the rest: their own name on that payment.
    await ok(h.call('POST', `/api/invoices/${created.id}/mark-paid`, owner.cookie, { paymentMethod: 'check' }));

    const detail = await ok<Invoice>(h.call('GET', `/api/invoices/${created.id}`, owner.cookie));
    expect(detail.createdBy).toEqual(robin(member.id));
    const [listed] = await ok<Invoice[]>(h.call('GET', '/api/invoices', owner.cookie));
    expect(listed.createdBy).toEqual(robin(member.id));
    const list = await ok<Payment[]>(h.call('GET', `/api/invoices/${created.id}/payments`, owner.cookie));
    expect(list.map((p) => [p.amount, p.recordedBy])).toEqual([
      ['80.00', robin(member.id)],
      ['100.00', { id: owner.user.id, name: 'Casey Rivera' }],
    ]);

    const timeline = await ok<InvoiceTimeline>(h.call('GET', `/api/invoices/${created.id}/timeline`, owner.cookie));
    expect(timeline.events.find((e) => e.kind === 'created')?.detail).toBe('By Robin Office');
    expect(timeline.events.filter((e) => e.kind === 'payment').map((e) => e.detail)).toEqual([
      'Cash · Recorded by Robin Office',
      'Check · Recorded by Casey Rivera',
    ]);
  });

  it('names the member who refunded a payment, on the refund and its timeline event', async () => {
    const { owner, member, memberCookie } = await team();
    const invoice = await h.create(owner.cookie, owner.customer.id);
    const { payment } = await ok<{ payment: Payment }>(
      h.call('POST', `/api/invoices/${invoice.id}/payments`, owner.cookie, { paymentMethod: 'cash' }),
      201,
    );
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments/${payment.id}/refunds`,
      headers: { cookie: memberCookie, 'idempotency-key': `members-${invoice.id}` },
      payload: { amount: '30.00', reason: 'Missed a visit' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // The payment keeps who recorded it; the refund is the member's.
    expect(refunded.json<{ payment: Payment }>().payment.recordedBy).toEqual({
      id: owner.user.id,
      name: 'Casey Rivera',
    });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(refund.recordedByUserId).toBe(member.id);
    const timeline = await ok<InvoiceTimeline>(h.call('GET', `/api/invoices/${invoice.id}/timeline`, owner.cookie));
    expect(timeline.events.find((e) => e.kind === 'refund')?.detail).toBe('Missed a visit · Recorded by Robin Office');
  });

  it('names the member who created a quote, and the one who converted it as the invoice’s creator', async () => {
    const { owner, member, memberCookie } = await team();
    const quote = await ok<Quote>(h.call('POST', '/api/quotes', memberCookie, quoteForm(owner.customer.id)), 201);
    expect(quote.createdBy).toEqual(robin(member.id));
    expect((await ok<Quote>(h.call('GET', `/api/quotes/${quote.id}`, owner.cookie))).createdBy).toEqual(
      robin(member.id),
    );
    const [listed] = await ok<Quote[]>(h.call('GET', '/api/quotes', owner.cookie));
    expect(listed.createdBy).toEqual(robin(member.id));

    // The customer's preview never names who of the team made it.
    const preview = await ok<{ quote: object }>(
      h.call('GET', `/api/quote-preview/${quote.id}?token=${quote.previewToken}`),
    );
    expect(preview.quote).not.toHaveProperty('createdBy');

    for (const status of ['sent', 'accepted'] as const) {
      await ok(h.call('PUT', `/api/quotes/${quote.id}`, memberCookie, { status }));
    }
    // The owner converts the member's quote: the invoice is the owner's.
    const { invoiceId } = await ok<{ invoiceId: number }>(
      h.call('POST', `/api/quotes/${quote.id}/convert`, owner.cookie),
    );
    const invoice = await ok<Invoice>(h.call('GET', `/api/invoices/${invoiceId}`, memberCookie));
    expect(invoice.createdBy).toEqual({ id: owner.user.id, name: 'Casey Rivera' });

    // And a member converting one makes it theirs.
    const second = await ok<Quote>(h.call('POST', '/api/quotes', owner.cookie, quoteForm(owner.customer.id)), 201);
    expect(second.createdBy).toEqual({ id: owner.user.id, name: 'Casey Rivera' });
    for (const status of ['sent', 'accepted'] as const) {
      await ok(h.call('PUT', `/api/quotes/${second.id}`, owner.cookie, { status }));
    }
    const converted = await ok<{ invoiceId: number }>(h.call('POST', `/api/quotes/${second.id}/convert`, memberCookie));
    expect((await h.row(converted.invoiceId)).createdByUserId).toBe(member.id);
  });

  it("names who made the invoice of a completed visit (scheduling's Create Invoice)", async () => {
    const v = visitTestApi(() => t);
    const o = await v.owner();
    const visit = await v.createVisit(o.cookie, visitForm(o.customer.id, {}));
    await v.setStatus(o.cookie, visit.id, 'in-progress');
    await v.setStatus(o.cookie, visit.id, 'completed');
    const { invoiceId } = await ok<{ invoiceId: number }>(
      h.call('POST', `/api/appointments/${visit.id}/invoice`, o.cookie),
      201,
    );
    const invoice = await ok<Invoice>(h.call('GET', `/api/invoices/${invoiceId}`, o.cookie));
    expect(invoice.createdBy).toEqual({ id: o.user.id, name: 'Casey Rivera' });
  });

  it('keeps the name of a member who left the team, and forgets it once their account is deleted', async () => {
    const { owner, member, memberCookie } = await team();
    const invoice = await h.create(memberCookie, owner.customer.id);
    const quote = await ok<Quote>(h.call('POST', '/api/quotes', memberCookie, quoteForm(owner.customer.id)), 201);
    await ok(
      h.call('POST', `/api/invoices/${invoice.id}/payments`, memberCookie, { amount: '10.00', paymentMethod: 'cash' }),
      201,
    );

    await ok(h.call('DELETE', `/api/team/members/${member.id}`, owner.cookie));
    expect((await ok<Invoice>(h.call('GET', `/api/invoices/${invoice.id}`, owner.cookie))).createdBy).toEqual(
      robin(member.id),
    );

    await t.db.delete(users).where(eq(users.id, member.id));
    expect((await ok<Invoice>(h.call('GET', `/api/invoices/${invoice.id}`, owner.cookie))).createdBy).toBeNull();
    expect((await ok<Quote>(h.call('GET', `/api/quotes/${quote.id}`, owner.cookie))).createdBy).toBeNull();
    const [payment] = await ok<Payment[]>(h.call('GET', `/api/invoices/${invoice.id}/payments`, owner.cookie));
    expect(payment.recordedBy).toBeNull();
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.createdByUserId).toBeNull();
    const [quoteRow] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(quoteRow.createdByUserId).toBeNull();
  });

  it('records no one for a card payment the customer made on the portal', async () => {
    const { owner } = await team();
    const invoice = await h.create(owner.cookie, owner.customer.id);
    await ok(h.call('POST', `/api/invoices/${invoice.id}/send`, owner.cookie));
    await ok(
      h.call('POST', '/api/connected-accounts', owner.cookie, {
        processor: 'stripe',
        businessName: 'Green Acres',
        businessType: 'company',
      }),
      201,
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${owner.customer.accessToken}/invoices/${invoice.id}/pay`,
      headers: { 'idempotency-key': `members-card-${invoice.id}` },
      payload: {
        card: { cardholderName: 'Dana Whitfield', cardNumber: '4242 4242 4242 4242', expiryDate: '12/40', cvv: '123' },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await ok<Payment[]>(h.call('GET', `/api/invoices/${invoice.id}/payments`, owner.cookie));
    expect(payment).toMatchObject({ method: 'card', recordedBy: null });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row.recordedByUserId).toBeNull();
  });
});
