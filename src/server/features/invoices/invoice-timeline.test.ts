import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceTimeline } from '../../../shared/invoices/invoice-timeline.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import { emailOutbox, payments } from '../../db/schema';
import { applyPayment } from '../payments/payments.service';
import { sendPaymentReminders } from './invoice-reminders.service';
import { invoiceHelpers } from './invoices.test-helpers';

describe('the invoice timeline', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const timelineOf = async (id: number, cookie: string) => {
    const response = await h.call('GET', `/api/invoices/${id}/timeline`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceTimeline>();
  };
  const mailsOf = (id: number) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `invoice:${id}`))
      .orderBy(asc(emailOutbox.id));
  const delivered = (id: number) => waitForOutbox(t.db, (m) => m.id === id && m.status === 'sent');

  it('tells an invoice created, sent, viewed, reminded, partly paid then paid, in order, at the stored times', async () => {
    const { cookie, company, customer, user } = await h.ownerWithCustomer();
    const owner = `${user.firstName} ${user.lastName}`;
    const invoice = await h.create(cookie, customer.id, { dueDate: '2099-04-04' }); // $180.00
    expect((await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie)).statusCode).toBe(200);
    const viewed = await h.call('GET', `/api/customer-portal/${customer.accessToken}/invoices/${invoice.id}`);
    expect(viewed.statusCode).toBe(200);
    // 10:00 in New York, three days past due: the first reminder is due (`now` picks it; the outbox dates it).
    expect(await sendPaymentReminders(t.ctx, new Date('2099-04-07T14:00:00Z'))).toBeGreaterThanOrEqual(1);
    const part = await h.call('POST', `/api/invoices/${invoice.id}/payments`, cookie, {
      amount: '80.00',
      paymentMethod: 'check',
      reference: '1042',
    });
    expect(part.statusCode, part.body).toBe(201);
    await t.db.transaction((tx) =>
      applyPayment(tx, company.id, invoice.id, {
        method: 'card',
        paidAt: new Date(),
        provider: 'test',
        providerPaymentId: `pay_timeline_${invoice.id}`,
        cardBrand: 'visa',
        cardLast4: '4242',
      }),
    );
    const [sent, reminder] = await mailsOf(invoice.id);
    await Promise.all([delivered(sent.id), delivered(reminder.id)]);
    const row = await h.row(invoice.id);
    const paid = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id)).orderBy(asc(payments.id));

    const timeline = await timelineOf(invoice.id, cookie);
    expect(timeline.timeZone).toBe('America/New_York');
    expect(timeline.events).toEqual([
      { kind: 'created', at: row.createdAt.toISOString(), title: 'Invoice created', detail: `By ${owner}` },
      {
        kind: 'sent',
        at: sent.createdAt.toISOString(),
        title: 'Invoice sent',
        detail: 'Delivered to dana@example.com',
      },
      {
        kind: 'viewed',
        at: row.viewedDate!.toISOString(),
        title: 'Viewed by the customer',
        detail: 'First opened in the customer portal',
      },
      {
        kind: 'reminded',
        at: reminder.createdAt.toISOString(),
        title: 'Payment reminder sent',
        detail: 'Delivered to dana@example.com',
      },
      {
        kind: 'payment',
        at: paid[0].paidAt.toISOString(),
        title: 'Payment of $80.00 received',
        detail: `Check · Ref. 1042 · Recorded by ${owner}`,
      },
      {
        kind: 'payment',
        at: paid[1].paidAt.toISOString(),
        title: 'Payment of $100.00 received',
        detail: 'Visa ending in 4242',
      },
      { kind: 'paid', at: row.paidDate!.toISOString(), title: 'Paid in full' },
    ]);
    expect(row.paidDate).toEqual(paid[1].paidAt);
  });

  it("places a payment known only by its day among that day's events, by when it was recorded", async () => {
    const { cookie, company, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(company.id, customer.id, {
      status: 'paid',
      createdAt: new Date('2024-03-05T14:00:00Z'),
      // Sent and reminded before their e-mails were kept: the invoice's own dates are all there is.
      sentDate: new Date('2024-03-05T15:00:00Z'),
      viewedDate: new Date('2024-03-06T23:00:00Z'), // 18:00 on the 6th in New York
      remindersSent: 2,
      lastReminderSent: new Date('2024-03-08T14:00:00Z'),
      paidDate: new Date('2024-03-06T12:00:00Z'),
      paymentMethod: 'check',
    });
    const day = new Date('2024-03-06T12:00:00Z'); // "paid on Mar 06", as `paymentMoment` keeps it
    const payment = { companyId: company.id, invoiceId: invoice.id, paidAt: day };
    await t.db.insert(payments).values([
      // Recorded that morning, before the customer looked; the other three days later, for the same day.
      { ...payment, amount: '40.00', method: 'cash', createdAt: new Date('2024-03-06T16:00:00Z') },
      { ...payment, amount: '60.00', method: 'check', createdAt: new Date('2024-03-09T15:00:00Z') },
    ]);

    const { events } = await timelineOf(invoice.id, cookie);
    expect(events.map((e) => [e.kind, e.title, e.detail, e.dateOnly])).toEqual([
      ['created', 'Invoice created', undefined, undefined],
      ['sent', 'Invoice sent', undefined, undefined],
      ['payment', 'Payment of $40.00 received', 'Cash', true],
      ['viewed', 'Viewed by the customer', 'First opened in the customer portal', undefined],
      ['payment', 'Payment of $60.00 received', 'Check', true],
      ['paid', 'Paid in full', undefined, true],
      ['reminded', 'Payment reminder sent', 'The last of 2 reminders', undefined],
    ]);
    expect(events.filter((e) => e.dateOnly).map((e) => e.at)).toEqual(Array(3).fill(day.toISOString()));
    expect(events.find((e) => e.kind === 'sent')?.at).toBe('2024-03-05T15:00:00.000Z');
    expect(events.find((e) => e.kind === 'reminded')?.at).toBe('2024-03-08T14:00:00.000Z');
  });

  it('shows at most 100 e-mails, each with how its delivery went', async () => {
    const { cookie, company, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'sent' });
    const first = Date.parse('2024-03-05T15:00:00Z');
    await t.db.insert(emailOutbox).values(
      Array.from({ length: 105 }, (_, i) => ({
        to: 'dana@example.com',
        subject: `Invoice ${invoice.invoiceNumber} from Greenline Landscaping`,
        text: 'x',
        html: 'x',
        status: i === 0 ? ('failed' as const) : ('queued' as const),
        relatedTo: `invoice:${invoice.id}`,
        createdAt: new Date(first + i * 60_000),
      })),
    );
    const sent = (await timelineOf(invoice.id, cookie)).events.filter((e) => e.kind === 'sent');
    expect(sent).toHaveLength(100);
    expect(sent[0]).toEqual({
      kind: 'sent',
      at: '2024-03-05T15:00:00.000Z',
      title: 'Invoice sent',
      detail: 'Could not be delivered to dana@example.com',
    });
    expect(sent[1]).toMatchObject({
      title: 'Invoice sent again',
      detail: 'Waiting to be delivered to dana@example.com',
    });
  });

  it("answers another company's invoice as GET /api/invoices/:id does, and nobody without a session", async () => {
    const owner = await h.ownerWithCustomer();
    const invoice = await h.create(owner.cookie, owner.customer.id);
    await h.call('POST', `/api/invoices/${invoice.id}/send`, owner.cookie);
    const stranger = await h.ownerWithCustomer();

    const theirs = await h.call('GET', `/api/invoices/${invoice.id}/timeline`, stranger.cookie);
    const plain = await h.call('GET', `/api/invoices/${invoice.id}`, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(plain.json());
    expect(theirs.json()).toEqual({ message: 'Invoice not found' });
    const missing = await h.call('GET', '/api/invoices/999999/timeline', stranger.cookie);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Invoice not found' }]);
    expect((await h.call('GET', '/api/invoices/abc/timeline', owner.cookie)).statusCode).toBe(400);

    const anonymous = await h.call('GET', `/api/invoices/${invoice.id}/timeline`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('dana@example.com');
  });
});
