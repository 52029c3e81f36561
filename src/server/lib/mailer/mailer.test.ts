import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, linkIn, waitForOutbox, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/auth';
import { addressedTo, SMTP_REJECTION, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { DELIVER_EMAIL_JOB, type Email } from './mailer';

describe('e-mail over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { MAIL_FROM: 'Crewdesk <hello@crewdesk.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification e-mail, link included, and marks it sent', async () => {
    const { form, verifyLink } = await registerUser(t);
    const mail = await smtp.waitForMessage(addressedTo(form.email));

    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.from?.value).toEqual([{ name: 'Crewdesk', address: 'hello@crewdesk.test' }]);
    expect(linkIn(mail.text ?? '', '/api/verify-email')).toBe(verifyLink);
    expect(mail.html).toContain(verifyLink);

    const row = await waitForOutbox(t.db, (m) => m.to === form.email && m.status === 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(t.printed).toEqual([]);
  });

  it('delivers the password reset e-mail', async () => {
    const user = await seedUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const mail = await smtp.waitForMessage(addressedTo(user.email));
    expect(mail.subject).toBe('Reset your password');
    expect(linkIn(mail.text ?? '', '/reset-password')).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
  });
});

describe('e-mail to an SMTP server that refuses it', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectAll: true });
    t = await createTestApp({ smtpUrl: smtp.url, mailRetry: { retryLimit: 2, retryDelay: 0, retryBackoff: false } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("is retried, then marked 'failed' with the server's answer", async () => {
    const user = await seedUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200); // the user is not told about delivery trouble

    const firstFailure = await waitForOutbox(t.db, (m) => m.to === user.email && m.attempts >= 1);
    expect(firstFailure.lastError).toContain(SMTP_REJECTION);

    const failed = await waitForOutbox(t.db, (m) => m.to === user.email && m.status === 'failed', 20_000);
    expect(failed.id).toBe(firstFailure.id);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toContain(SMTP_REJECTION);
    expect(failed.sentAt).toBeNull();
    expect(smtp.messages).toHaveLength(0);

    const warnings = t.logs.filter((l) => l.msg === 'e-mail delivery failed' && l.outboxId === failed.id);
    expect(warnings.map((w) => w.attempt)).toEqual([1, 2, 3]);
  });
});

describe('e-mail sent in a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const email = (to: string): Email => ({ to, subject: 'Your invoice', body: createElement('p', null, 'Hello') });
  const deliveryJobs = (id: number) =>
    queryRows(t.db, sql`select id from pgboss.job where name = ${DELIVER_EMAIL_JOB} and (data->>'id')::int = ${id}`);

  it('leaves neither the message nor its delivery job when the transaction rolls back', async () => {
    let id = 0;
    await expect(
      t.db.transaction(async (tx) => {
        id = await t.ctx.mailer.send(tx, email('rolled-back@example.com'));
        throw new Error('the change it tells of failed');
      }),
    ).rejects.toThrow('the change it tells of failed');
    expect(id).toBeGreaterThan(0);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual([]);
    expect(await deliveryJobs(id)).toEqual([]);
  });

  it('delivers the message once the transaction commits', async () => {
    const id = await t.db.transaction((tx) => t.ctx.mailer.send(tx, email('committed@example.com')));
    expect(await deliveryJobs(id)).toHaveLength(1);
    const sent = await waitForOutbox(t.db, (m) => m.id === id && m.status === 'sent');
    expect(sent).toMatchObject({ to: 'committed@example.com', attempts: 1 });
    expect(t.printed.some((text) => text.includes('committed@example.com'))).toBe(true);
  });
});
