import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyEmailLog } from '../../../../shared/todos/todos.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { waitFor } from '../../../../test/wait';
import { call, todoUser } from '../todos-fixtures';
import { saveSchedulerSettings } from './scheduler-settings.service';
import { sendDueWeeklyEmails } from './weekly-email.service';

const history = async (t: TestApp, cookie: string) =>
  (await call(t, 'GET', '/api/weekly-email-logs', cookie)).json<WeeklyEmailLog[]>();

describe('The weekly TODO e-mail over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the scheduled e-mail with the items, and Email History says sent', async () => {
    const { user, cookie } = await todoUser(t.db, { timezone: 'Europe/Paris' });
    await call(t, 'POST', '/api/todos', cookie, { title: 'Quote the Hendersons', priority: 'high' });
    await saveSchedulerSettings(
      t.db,
      user.id,
      { isEnabled: true, sendDay: 'monday', sendTime: '09:00', recipientEmail: null },
      new Date('2030-03-01T12:00:00Z'),
    );
    expect(await sendDueWeeklyEmails(t.ctx, new Date('2030-03-04T08:00:00Z'))).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitForMessage(addressedTo(user.email));
    expect(mail.subject).toBe('Your weekly TODO summary: 1 open item');
    expect(mail.text).toContain('Quote the Hendersons');
    expect(mail.html).toContain('/todo-management');
    expect(await history(t, cookie)).toEqual([expect.objectContaining({ kind: 'scheduled', deliveryStatus: 'sent' })]);
  });
});

describe('The weekly TODO e-mail when the mail server refuses it', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectAll: true });
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('shows the delivery as a failure once the mailer gives up', async () => {
    const { cookie } = await todoUser(t.db);
    const sent = await call(t, 'POST', '/api/send-weekly-todo-email', cookie);
    expect(sent.statusCode).toBe(202);
    const relatedTo = `weekly-email:${sent.json<{ id: number }>().id}`;
    await waitForOutbox(t.db, (o) => o.relatedTo === relatedTo && o.status === 'failed', 20_000);
    await waitFor(
      async () => ((await history(t, cookie))[0]?.deliveryStatus === 'failure' ? true : undefined),
      'the log to show the failure',
    );
  });
});
