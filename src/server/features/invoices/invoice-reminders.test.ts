import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { queryRows } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { DELIVER_EMAIL_JOB } from '../../lib/mailer/mailer';
import { markAllOverdue, sendPaymentReminders } from './invoice-reminders.service';
import { invoiceHelpers } from './invoices.test-helpers';
import { OVERDUE_JOB } from './invoices.jobs';
import { waitFor } from '../../../test/wait';

const at = (day: string) => new Date(`${day}T14:00:00Z`);

describe('overdue invoices and payment reminders', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const remind = (day: string) => sendPaymentReminders(t.ctx, at(day));
  const mailsOf = (id: number) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `invoice:${id}`));

  it('turns the sent and viewed invoices overdue the day after they are due', async () => {
    const a = await h.ownerWithCustomer();
    const b = await h.ownerWithCustomer();
    const sent = await h.seedInvoice(a.company.id, a.customer.id, { status: 'sent', dueDate: '2099-03-01' });
    const viewed = await h.seedInvoice(b.company.id, b.customer.id, { status: 'viewed', dueDate: '2099-03-01' });
    const draft = await h.seedInvoice(a.company.id, a.customer.id, { status: 'draft', dueDate: '2099-03-01' });
    const paid = await h.seedInvoice(b.company.id, b.customer.id, { status: 'paid', dueDate: '2099-03-01' });
    const later = await h.seedInvoice(a.company.id, a.customer.id, { status: 'sent', dueDate: '2099-03-02' });

    expect(await markAllOverdue(t.db, at('2099-03-01'))).toBe(0);
    expect(await markAllOverdue(t.db, at('2099-03-02'))).toBe(2);
    expect((await h.row(sent.id)).status).toBe('overdue');
    expect((await h.row(viewed.id)).status).toBe('overdue');
    expect((await h.row(draft.id)).status).toBe('draft');
    expect((await h.row(paid.id)).status).toBe('paid');
    expect((await h.row(later.id)).status).toBe('sent');
  });

  it("counts the days in the owner's time zone: overdue once the business's due date has ended", async () => {
    const dueOn = '2099-03-01';
    const invoiceOf = async (timezone: string) => {
      const owner = await signedInOwner(t, { timezone });
      const customer = await h.seedCustomer(owner.company.id);
      return h.seedInvoice(owner.company.id, customer.id, { status: 'sent', dueDate: dueOn });
    };
    const tokyo = await invoiceOf('Asia/Tokyo');
    const newYork = await invoiceOf('America/New_York');
    const honolulu = await invoiceOf('Pacific/Honolulu');
    const statuses = async () => Promise.all([tokyo, newYork, honolulu].map(async (i) => (await h.row(i.id)).status));

    await markAllOverdue(t.db, new Date('2099-03-01T14:59:00Z')); // 23:59 on the 1st in Tokyo
    expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
    await markAllOverdue(t.db, new Date('2099-03-01T15:01:00Z')); // the 2nd has begun in Tokyo
    expect(await statuses()).toEqual(['overdue', 'sent', 'sent']);
    await markAllOverdue(t.db, new Date('2099-03-02T05:01:00Z')); // 00:01 in New York (EST)
    expect(await statuses()).toEqual(['overdue', 'overdue', 'sent']);
    await markAllOverdue(t.db, new Date('2099-03-02T09:59:00Z')); // 23:59 on the 1st in Honolulu
    expect(await statuses()).toEqual(['overdue', 'overdue', 'sent']);
    await markAllOverdue(t.db, new Date('2099-03-02T10:01:00Z'));
    expect(await statuses()).toEqual(['overdue', 'overdue', 'overdue']);
  });

  it("sends reminders from 9 in the business's morning, not in its night", async () => {
    const { company, customer } = await h.ownerWithCustomer(); // America/New_York: EDT, UTC-4, in May
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'overdue', dueDate: '2099-05-01' });
    await sendPaymentReminders(t.ctx, new Date('2099-05-04T12:59:00Z')); // 08:59
    expect((await h.row(invoice.id)).remindersSent).toBe(0);
    await sendPaymentReminders(t.ctx, new Date('2099-05-04T13:00:00Z')); // 09:00
    expect((await h.row(invoice.id)).remindersSent).toBe(1);
    const [mail] = await mailsOf(invoice.id);
    expect(mail.subject).toContain('is overdue');
    expect(mail.text).toContain('3 days');
  });

  it('reminds 3, 7 and 14 days past due, once each, and never a fourth time', async () => {
    const { company, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(company.id, customer.id, {
      status: 'sent',
      dueDate: '2099-05-01',
      total: '240.00',
      customerEmail: 'dana@example.com',
    });
    const sentCount = async () => (await h.row(invoice.id)).remindersSent;

    await remind('2099-05-03');
    expect(await h.row(invoice.id)).toMatchObject({ status: 'overdue', remindersSent: 0, lastReminderSent: null });

    await remind('2099-05-04');
    const first = await h.row(invoice.id);
    expect(first).toMatchObject({ remindersSent: 1, lastReminderSent: at('2099-05-04') });
    const [mail] = await mailsOf(invoice.id);
    expect(first.lastEmailId).toBe(mail.id);
    expect(mail.to).toBe('dana@example.com');
    expect(mail.subject).toBe(`Reminder: invoice ${invoice.invoiceNumber} from Greenline Landscaping is overdue`);
    expect(mail.text).toContain('$240.00');
    expect(mail.text).toContain('3 days overdue');
    expect(mail.text).toContain(`${t.ctx.origin.url}/customer/${customer.accessToken}`);
    expect(mail.attachments).toEqual([
      { filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', contentBase64: expect.any(String) },
    ]);

    await remind('2099-05-04');
    await remind('2099-05-07');
    expect(await sentCount()).toBe(1);
    await remind('2099-05-08');
    expect(await sentCount()).toBe(2);
    await remind('2099-05-14');
    expect(await sentCount()).toBe(2);
    await remind('2099-05-15');
    expect(await sentCount()).toBe(3);
    await remind('2099-07-01');
    expect(await sentCount()).toBe(3);
    const mails = await mailsOf(invoice.id);
    expect(mails.map((m) => m.text.match(/(\d+) days overdue/)?.[1])).toEqual(['3', '7', '14']);
  });

  it('counts a reminder and mails it in one transaction: a crash after the claim leaves neither', async () => {
    const { company, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'overdue', dueDate: '2099-06-01' });
    // A failure at the transaction's last step: after the claim, the outbox row and its delivery job.
    await t.db.execute(
      sql.raw(`create function fail_reminder() returns trigger language plpgsql as $$ begin
        if new.id = ${invoice.id} and new.last_email_id is distinct from old.last_email_id then
          raise exception 'crashed after the claim';
        end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql`create trigger fail_reminder before update on invoices
      for each row execute function fail_reminder()`);

    await expect(remind('2099-06-04')).rejects.toThrow();
    expect(await h.row(invoice.id)).toMatchObject({ remindersSent: 0, lastReminderSent: null, lastEmailId: null });
    expect(await mailsOf(invoice.id)).toEqual([]);
    const orphanJobs = await queryRows(
      t.db,
      sql`select j.id from pgboss.job j left join email_outbox o on o.id = (j.data->>'id')::int
        where j.name = ${DELIVER_EMAIL_JOB} and o.id is null`,
    );
    expect(orphanJobs).toEqual([]);

    await t.db.execute(sql`drop trigger fail_reminder on invoices`);
    await t.db.execute(sql`drop function fail_reminder()`);
    expect(await remind('2099-06-04')).toBeGreaterThanOrEqual(1);
    const reminded = await h.row(invoice.id);
    expect(reminded).toMatchObject({ remindersSent: 1, lastReminderSent: at('2099-06-04') });
    const delivered = await waitForOutbox(t.db, (m) => m.id === reminded.lastEmailId && m.status === 'sent');
    expect(delivered.relatedTo).toBe(`invoice:${invoice.id}`);
  });

  it('catches up one reminder per run on an invoice long past due', async () => {
    const { company, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'overdue', dueDate: '2099-08-01' });
    const counts = [];
    for (let run = 0; run < 4; run++) {
      await remind('2099-08-31');
      counts.push((await h.row(invoice.id)).remindersSent);
    }
    expect(counts).toEqual([1, 2, 3, 3]);
  });

  it('reminds nobody of paid or cancelled invoices, nor for a company that switched reminders off', async () => {
    const quiet = await h.ownerWithCustomer();
    const off = await h.call('PUT', '/api/billing-settings', quiet.cookie, { paymentRemindersEnabled: false });
    expect(off.statusCode).toBe(200);
    const muted = await h.seedInvoice(quiet.company.id, quiet.customer.id, { status: 'sent', dueDate: '2099-10-01' });
    const other = await h.ownerWithCustomer();
    const paid = await h.seedInvoice(other.company.id, other.customer.id, { status: 'paid', dueDate: '2099-10-01' });
    const cancelled = await h.seedInvoice(other.company.id, other.customer.id, {
      status: 'cancelled',
      dueDate: '2099-10-01',
    });
    const reminded = await h.seedInvoice(other.company.id, other.customer.id, {
      status: 'sent',
      dueDate: '2099-10-01',
    });

    await remind('2099-10-05');
    expect(await h.row(muted.id)).toMatchObject({ status: 'overdue', remindersSent: 0 });
    expect((await h.row(paid.id)).remindersSent).toBe(0);
    expect((await h.row(cancelled.id)).remindersSent).toBe(0);
    expect((await h.row(reminded.id)).remindersSent).toBe(1);
    expect(await mailsOf(muted.id)).toEqual([]);

    await h.call('PUT', '/api/billing-settings', quiet.cookie, { paymentRemindersEnabled: true });
    await remind('2099-10-06');
    expect((await h.row(muted.id)).remindersSent).toBe(1);
  });

  it('runs as a background job', async () => {
    const { company, customer } = await h.ownerWithCustomer();
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'sent', dueDate: '2020-01-01' });
    await t.ctx.jobs.send(OVERDUE_JOB, {});
    await waitFor(async () => ((await h.row(invoice.id)).status === 'overdue' ? true : undefined), 'the overdue job');
  });
});
