import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorLog, ErrorNotification } from '../../../shared/error-monitoring/error-monitoring.schemas';
import { createTestApp, waitForJob, type TestApp } from '../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { waitFor } from '../../../test/wait';
import { queryRows } from '../../db/client';
import { adminSettings, errorLogs, errorNotificationLogs } from '../../db/schema';
import { ERROR_ALERT_JOB, fingerprintOf } from '../../lib/error-recorder';
import { alertRelatedTo, sendErrorAlerts } from './error-alerts.service';
import { call, seededAdmin, signedInUser, uniqueMessage } from './error-monitoring.test-helpers';

describe('error alert e-mails: high and critical only, once per error per hour per address', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: { user: { id: number }; cookie: string };
  const alice = 'alice-alerts@example.com';
  const bob = 'bob-alerts@example.com';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    admin = await seededAdmin(t.db);
    t.app.get('/api/test/alerting-crash', async () => {
      throw new Error('Payment provider answered nonsense');
    });
    // Two administrators with alerts on, one with an address but alerts off.
    const save = async (cookie: string, errorEmailAlertsEnabled: boolean, errorEmailAddress: string) => {
      const saved = await call(t, 'POST', '/api/admin-settings', cookie, {
        errorEmailAlertsEnabled,
        errorEmailAddress,
        isAdmin: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await save(admin.cookie, true, alice);
    await save((await signedInUser(t.db)).cookie, true, bob);
    await save((await signedInUser(t.db)).cookie, false, 'carol-alerts@example.com');
    // Rows no longer an administrator's: an owner (demoted) and a disabled administrator.
    const demoted = await signedInUser(t.db, { isAdmin: false });
    const disabled = await signedInUser(t.db, { disabledAt: new Date() });
    await t.db.insert(adminSettings).values([
      { userId: demoted.user.id, isAdmin: true, errorEmailAlertsEnabled: true, errorEmailAddress: 'dan@example.com' },
      { userId: disabled.user.id, isAdmin: true, errorEmailAlertsEnabled: true, errorEmailAddress: 'eve@example.com' },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const testError = async (severity: string, message: string) => {
    const response = await call(t, 'POST', '/api/test-error', admin.cookie, { severity, message });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ErrorLog>();
  };
  const notificationsOf = (errorLogId: number) =>
    t.db.select().from(errorNotificationLogs).where(eq(errorNotificationLogs.errorLogId, errorLogId));
  const alertDone = (errorLogId: number) => waitForJob(t.db, ERROR_ALERT_JOB, ['errorLogId', String(errorLogId)]);
  const mailsAbout = (message: string) => smtp.messages.filter((mail) => mail.subject?.includes(message));

  it('e-mails every administrator with alerts on about a critical error, and logs each e-mail', async () => {
    const message = uniqueMessage('Database migration left a table behind');
    const log = await testError('critical', message);
    const toAlice = await smtp.waitForMessage((mail) => addressedTo(alice)(mail) && !!mail.subject?.includes(message));
    const toBob = await smtp.waitForMessage((mail) => addressedTo(bob)(mail) && !!mail.subject?.includes(message));
    expect(toAlice.subject).toBe(`[CRITICAL] ${message}`);
    expect(toAlice.text).toContain(`Message: ${message}`);
    expect(toAlice.text).toContain('Where: POST /api/test-error (server)');
    expect(toAlice.text).toContain(`${t.ctx.origin.url}/admin-settings`);
    expect(toBob.subject).toBe(`[CRITICAL] ${message}`);

    await alertDone(log.id);
    const rows = await notificationsOf(log.id);
    expect(rows.map((r) => r.recipientEmail).sort()).toEqual([alice, bob]);
    for (const row of rows) {
      expect(row).toMatchObject({
        fingerprint: fingerprintOf('critical', message, 'POST /api/test-error'),
        emailSubject: `[CRITICAL] ${message}`,
      });
      expect(row.emailContent).toContain(`Error log: #${log.id}`);
    }
    // Nobody else: not the administrator with alerts off, the demoted owner, nor the disabled administrator.
    expect(mailsAbout(message)).toHaveLength(2);

    // The Notifications tab: newest first, delivered once the mailer has sent them.
    const listed = await waitFor(async () => {
      const response = await call(t, 'GET', '/api/error-notifications', admin.cookie);
      const items = response.json<ErrorNotification[]>().filter((n) => n.errorLogId === log.id);
      return items.length === 2 && items.every((n) => n.deliveryStatus === 'sent') ? items : undefined;
    }, 'both alerts listed as sent');
    expect(listed.map((n) => n.recipientEmail).sort()).toEqual([alice, bob]);
    expect(listed[0]).toMatchObject({ emailSubject: `[CRITICAL] ${message}` });
  });

  it('sends nothing for medium and low errors', async () => {
    const medium = await testError('medium', uniqueMessage('Slow page'));
    const low = await testError('low', uniqueMessage('Deprecated call'));
    // A critical error recorded after them is alerted; by then theirs would have been too.
    const later = await testError('critical', uniqueMessage('Marker'));
    await alertDone(later.id);
    expect(await notificationsOf(medium.id)).toEqual([]);
    expect(await notificationsOf(low.id)).toEqual([]);
    const jobs = await queryRows(
      t.db,
      sql`select 1 from pgboss.job where name = ${ERROR_ALERT_JOB} and data->>'errorLogId' in (${String(medium.id)}, ${String(low.id)})`,
    );
    expect(jobs).toHaveLength(0);
    expect(mailsAbout(medium.message)).toEqual([]);
    expect(mailsAbout(low.message)).toEqual([]);
  });

  it('alerts about an unhandled route failure (high) as well', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/alerting-crash' });
    expect(response.statusCode).toBe(500);
    const mail = await smtp.waitForMessage(
      (m) => addressedTo(alice)(m) && m.subject === '[HIGH] Payment provider answered nonsense',
    );
    expect(mail.text).toContain('Where: GET /api/test/alerting-crash (server)');
  });

  it('sends the same error to an address once an hour: repeats are logged but not e-mailed', async () => {
    const message = uniqueMessage('Webhook signature mismatch');
    const first = await testError('high', message);
    await smtp.waitForMessage((m) => addressedTo(alice)(m) && !!m.subject?.includes(message));
    await alertDone(first.id);

    const repeat = await testError('high', message);
    await alertDone(repeat.id);
    expect(await notificationsOf(repeat.id)).toEqual([]);
    // The same message at another severity is another error.
    const critical = await testError('critical', message);
    await alertDone(critical.id);
    expect(await notificationsOf(critical.id)).toHaveLength(2);

    // An hour later (the first alerts moved back 61 minutes), the same error alerts again.
    await t.db
      .update(errorNotificationLogs)
      .set({ sentAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(errorNotificationLogs.errorLogId, first.id));
    const later = await testError('high', message);
    await alertDone(later.id);
    expect((await notificationsOf(later.id)).map((r) => r.recipientEmail).sort()).toEqual([alice, bob]);
    await waitFor(
      () => (mailsAbout(message).filter((m) => m.subject?.startsWith('[HIGH]')).length === 4 ? true : undefined),
      'the second round of alerts',
    );
    expect(mailsAbout(message).filter((m) => m.subject?.startsWith('[CRITICAL]'))).toHaveLength(2);
  });

  it('decides the throttle in the database: alerting about one error twice at once sends it once', async () => {
    const message = uniqueMessage('Raced');
    const fingerprint = fingerprintOf('critical', message, 'job test.race');
    const rows = await t.db
      .insert(errorLogs)
      .values([1, 2].map(() => ({ severity: 'critical', source: 'job', message, fingerprint })))
      .returning();
    const sent = await Promise.all(rows.map((row) => sendErrorAlerts(t.ctx, row.id)));
    expect(sent.flat().sort()).toEqual([alice, bob]);
    const logged = await t.db
      .select()
      .from(errorNotificationLogs)
      .where(
        inArray(
          errorNotificationLogs.errorLogId,
          rows.map((r) => r.id),
        ),
      );
    expect(logged).toHaveLength(2);
    expect(logged.map((l) => l.fingerprint)).toEqual([fingerprint, fingerprint]);
    // Each logged alert has its message in the outbox.
    for (const l of logged) {
      const outbox = await queryRows(t.db, sql`select 1 from email_outbox where related_to = ${alertRelatedTo(l.id)}`);
      expect(outbox).toHaveLength(1);
    }
  });

  it('lists the latest 10 alert e-mails, newest first, with the total', async () => {
    const response = await call(t, 'GET', '/api/error-notifications', admin.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json<ErrorNotification[]>();
    const all = await t.db.select().from(errorNotificationLogs);
    expect(all.length).toBeGreaterThan(10);
    expect(items).toHaveLength(10);
    expect(Number(response.headers['x-total-count'])).toBe(all.length);
    const newest = [...all].sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.id - a.id).slice(0, 10);
    expect(items.map((n) => n.id)).toEqual(newest.map((n) => n.id));
  });
});

describe('error alert e-mails that the mail server refuses', () => {
  it('are listed as failed', async () => {
    const smtp = await startSmtpServer({ rejectAll: true });
    const t = await createTestApp({
      smtpUrl: smtp.url,
      mailRetry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
    });
    try {
      const admin = await seededAdmin(t.db);
      await call(t, 'POST', '/api/admin-settings', admin.cookie, {
        errorEmailAlertsEnabled: true,
        errorEmailAddress: 'refused@example.com',
      });
      const log = (
        await call(t, 'POST', '/api/test-error', admin.cookie, { severity: 'critical', message: 'Refused alert' })
      ).json<ErrorLog>();
      const failed = await waitFor(async () => {
        const items = (await call(t, 'GET', '/api/error-notifications', admin.cookie)).json<ErrorNotification[]>();
        return items.find((n) => n.errorLogId === log.id && n.deliveryStatus === 'failed');
      }, 'the refused alert listed as failed');
      expect(failed.recipientEmail).toBe('refused@example.com');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
