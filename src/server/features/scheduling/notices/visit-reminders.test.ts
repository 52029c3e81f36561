import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { queryRows } from '../../../db/client';
import { emailOutbox } from '../../../db/schema';
import { VISIT_REMINDERS_JOB } from './visit-notices.jobs';
import { sendVisitReminders } from './visit-reminders.service';
import { insertCustomer, insertSettings, insertVisit, visitRow } from './visit-notices.test-helpers';

const MINUTE = 60_000;

describe('visit reminders', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function business(customer: { email?: string | null } = {}) {
    const owner = await signedInOwner(t);
    const c = await insertCustomer(t.db, { companyId: owner.company.id, ...customer });
    return { ...owner, customer: c, ids: { companyId: owner.company.id, customerId: c.id } };
  }
  const mailsOf = (ids: number[]) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.relatedTo,
          ids.map((id) => `appointment:${id}`),
        ),
      );

  it('reminds once, when the reminder time comes, with the time, the portal link and the confirm prompt', async () => {
    const b = await business();
    const start = new Date('2099-01-13T14:00:00Z');
    const visit = await insertVisit(t.db, { ...b.ids, start, assignedTechnician: 'Sam Ortiz' });
    const due = visit.reminderTime!;

    await sendVisitReminders(t.ctx, new Date(due.getTime() - MINUTE));
    expect(await mailsOf([visit.id])).toEqual([]);
    await sendVisitReminders(t.ctx, due);
    expect((await visitRow(t.db, visit.id)).reminderSent).toBe(true);

    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.subject).toBe(`Reminder: your visit with ${b.company.name} on Tuesday, January 13 at 9:00 AM EST`);
    expect(mail.text).toContain('When: Tuesday, January 13 at 9:00 AM EST');
    expect(mail.text).toContain('Technician: Sam Ortiz');
    expect(mail.text).toContain("can't make it");
    expect(linkIn(mail.text!, `/customer/${b.customer.accessToken}`)).toBe(`/customer/${b.customer.accessToken}`);

    await sendVisitReminders(t.ctx, new Date(due.getTime() + 5 * MINUTE));
    await sendVisitReminders(t.ctx, new Date(start.getTime() - MINUTE));
    expect(await mailsOf([visit.id])).toHaveLength(1);
  });

  it('leaves out the confirm prompt once the visit is confirmed', async () => {
    const b = await business();
    const visit = await insertVisit(t.db, {
      ...b.ids,
      start: new Date('2099-02-03T15:30:00Z'),
      status: 'confirmed',
      customerResponse: 'confirmed',
    });
    await sendVisitReminders(t.ctx, visit.reminderTime!);
    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.text).toContain('When: Tuesday, February 3 at 10:30 AM EST');
    expect(mail.text).not.toContain("can't make it");
  });

  it('skips visits past their start, closed, without a reminder time, without an address, or with reminders off', async () => {
    const b = await business();
    const noEmail = await business({ email: null });
    const off = await business();
    await insertSettings(t.db, { companyId: off.company.id, reminderSettings: { enabled: false, hoursBefore: 24 } });
    const start = new Date('2099-04-07T14:00:00Z');
    const skipped = [
      await insertVisit(t.db, { ...b.ids, start, status: 'cancelled' }),
      await insertVisit(t.db, { ...b.ids, start, status: 'completed' }),
      await insertVisit(t.db, { ...b.ids, start, reminderTime: null }),
      await insertVisit(t.db, { ...noEmail.ids, start }),
      await insertVisit(t.db, { ...off.ids, start }),
      // Its reminder was due, but the visit has started: too late to remind.
      await insertVisit(t.db, { ...b.ids, start: new Date(start.getTime() - 30 * MINUTE) }),
    ];
    await sendVisitReminders(t.ctx, new Date(start.getTime() - 10 * MINUTE));
    expect(await mailsOf(skipped.map((v) => v.id))).toEqual([]);
    for (const v of skipped) expect((await visitRow(t.db, v.id)).reminderSent).toBe(false);
  });

  it('sends each reminder once when two runs claim at the same time, in batches; a third run sends nothing', async () => {
    const b = await business();
    // Earlier than every other test's visits, so these are the only reminders due at `now`.
    const start = new Date('2098-06-02T14:00:00Z');
    const visits = [];
    for (let i = 0; i < 45; i++) visits.push(await insertVisit(t.db, { ...b.ids, start, title: `Visit ${i}` }));
    const now = new Date(start.getTime() - 60 * MINUTE);

    const counts = await Promise.all([sendVisitReminders(t.ctx, now, 10), sendVisitReminders(t.ctx, now, 10)]);
    expect(counts[0]! + counts[1]!).toBe(45);
    const mails = await mailsOf(visits.map((v) => v.id));
    expect(mails).toHaveLength(45);
    expect(new Set(mails.map((m) => m.relatedTo)).size).toBe(45);
    expect(await sendVisitReminders(t.ctx, now, 10)).toBe(0);
    expect(await mailsOf(visits.map((v) => v.id))).toHaveLength(45);
  });

  it('marks a reminder sent and queues its e-mail in one transaction: a failure leaves neither', async () => {
    const b = await business();
    const visit = await insertVisit(t.db, { ...b.ids, start: new Date('2099-05-05T14:00:00Z') });
    await t.db.execute(
      sql.raw(`create function fail_visit_mail() returns trigger language plpgsql as $$ begin
        if new.related_to = 'appointment:${visit.id}' then raise exception 'crashed while queueing'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql`create trigger fail_visit_mail before insert on email_outbox
      for each row execute function fail_visit_mail()`);
    try {
      await expect(sendVisitReminders(t.ctx, visit.reminderTime!)).rejects.toThrow();
      expect((await visitRow(t.db, visit.id)).reminderSent).toBe(false);
    } finally {
      await t.db.execute(sql`drop trigger fail_visit_mail on email_outbox`);
      await t.db.execute(sql`drop function fail_visit_mail()`);
    }
    // Once the fault is gone, the next run sends it.
    await sendVisitReminders(t.ctx, visit.reminderTime!);
    expect(await mailsOf([visit.id])).toHaveLength(1);
  });

  it('runs every five minutes as a job', async () => {
    const rows = await queryRows<{ cron: string }>(
      t.db,
      sql`select cron from pgboss.schedule where name = ${VISIT_REMINDERS_JOB}`,
    );
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });
});
