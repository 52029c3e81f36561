import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsMessages as m } from '../../../shared/site-settings/site-settings.schemas';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { addressedTo, SMTP_REJECTION, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { TEST_ADMIN } from '../../../test/test-env';
import { waitFor } from '../../../test/wait';
import { seedUser } from '../../db/seed/factories';
import { getPlatformSettings } from '../admin/platform-settings.service';
import { decryptSecret, settingsKey } from './settings-crypto';

const KEY = 'a1'.repeat(32);
const PASSWORD = 'smtp-secret-9f3!';

/** A real SMTP server that insists on AUTH with one user and password, and keeps what it receives. */
async function startAuthSmtpServer(user: string, pass: string) {
  const messages: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => void messages.push(mail))
        .then(() => callback(), callback);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    logins,
    waitForMessage: (to: string) => waitFor(() => messages.find(addressedTo(to)), `a message to ${to}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const settingsFor = (port: number, extra: object = {}) => ({
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpUsername: 'mailer',
  smtpPassword: PASSWORD,
  fromEmail: 'hello@fieldwise.test',
  fromName: 'Fieldwise',
  ...extra,
});

describe('e-mail settings with an encryption key', () => {
  let t: TestApp;
  let admin: string;
  let smtp: Awaited<ReturnType<typeof startAuthSmtpServer>>;
  let refusing: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startAuthSmtpServer('mailer', PASSWORD);
    refusing = await startSmtpServer({ rejectAll: true });
    t = await createTestApp({ env: { SETTINGS_ENCRYPTION_KEY: KEY } });
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await refusing.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('starts empty on port 587, with mail kept in the outbox', async () => {
    expect((await call('GET', '/api/admin/email-settings', admin)).json()).toEqual({
      smtpHost: null,
      smtpPort: 587,
      smtpUsername: null,
      smtpPasswordSet: false,
      fromEmail: null,
      fromName: null,
      smtpUrlInUse: false,
      encryptionKeySet: true,
      delivery: 'outbox',
    });
  });

  it('stores the password encrypted, never sends it back, and uses the server from the next message on', async () => {
    const saved = await call('PUT', '/api/admin/email-settings', admin, settingsFor(smtp.port));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PASSWORD);
    expect(saved.json()).toMatchObject({ smtpPasswordSet: true, delivery: 'settings', smtpPort: smtp.port });

    const stored = (await getPlatformSettings(t.db)).smtpPasswordEncrypted!;
    expect(stored).not.toContain(PASSWORD);
    expect(decryptSecret(settingsKey({ SETTINGS_ENCRYPTION_KEY: KEY })!, stored)).toBe(PASSWORD);
    expect((await call('GET', '/api/admin/email-settings', admin)).body).not.toContain(PASSWORD);

    const user = await seedUser(t.db);
    await call('POST', '/api/forgot-password', undefined, { email: user.email });
    const mail = await smtp.waitForMessage(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from?.value).toEqual([{ name: 'Fieldwise', address: 'hello@fieldwise.test' }]);
    expect(smtp.logins).toContain(`mailer:${PASSWORD}`);
  });

  it('keeps the stored password when the form leaves it empty, and clears it on request', async () => {
    await call('PUT', '/api/admin/email-settings', admin, settingsFor(smtp.port, { smtpPassword: '' }));
    const kept = (await getPlatformSettings(t.db)).smtpPasswordEncrypted;
    expect(kept).not.toBeNull();
    const cleared = await call('PUT', '/api/admin/email-settings', admin, {
      ...settingsFor(smtp.port, { smtpPassword: '' }),
      clearSmtpPassword: true,
    });
    expect(cleared.json().smtpPasswordSet).toBe(false);
    expect((await getPlatformSettings(t.db)).smtpPasswordEncrypted).toBeNull();
  });

  it('sends a test e-mail through the saved server, to the administrator by default', async () => {
    await call('PUT', '/api/admin/email-settings', admin, settingsFor(smtp.port));
    const own = await call('POST', '/api/admin/email-settings/test', admin, {});
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ message: m.testSent(TEST_ADMIN.email) });
    expect((await smtp.waitForMessage(TEST_ADMIN.email)).subject).toMatch(/^Test e-mail from /);

    const other = await call('POST', '/api/admin/email-settings/test', admin, { to: 'ops@fieldwise.test' });
    expect(other.statusCode).toBe(200);
    await smtp.waitForMessage('ops@fieldwise.test');
  });

  it("answers the SMTP server's own words when the test fails", async () => {
    const port = Number(new URL(refusing.url).port);
    await call('PUT', '/api/admin/email-settings', admin, {
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpUsername: '',
      smtpPassword: '',
      clearSmtpPassword: true,
    });
    const failed = await call('POST', '/api/admin/email-settings/test', admin, { to: 'ops@fieldwise.test' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toContain(SMTP_REJECTION);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await getPlatformSettings(t.db);
    const response = await call('PUT', '/api/admin/email-settings', admin, {
      ...settingsFor(70000),
      fromEmail: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ smtpPort: m.port, fromEmail: m.validEmail });
    expect(await getPlatformSettings(t.db)).toEqual(before);
    const badTest = await call('POST', '/api/admin/email-settings/test', admin, { to: 'nope' });
    expect(badTest.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const { cookie } = await signedInOwner(t);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/email-settings', undefined],
      ['PUT', '/api/admin/email-settings', settingsFor(1025)],
      ['POST', '/api/admin/email-settings/test', {}],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      const denied = await call(method, url, cookie, payload);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json()).toEqual({ message: m.accessDenied });
    }
  });
});

describe('e-mail settings without an encryption key', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it('refuses to store a password, says why, and saves nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-settings',
      headers: { cookie: admin },
      payload: settingsFor(2525),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: m.keyMissing, fields: { smtpPassword: m.keyMissing } });
    const stored = await getPlatformSettings(t.db);
    expect(stored).toMatchObject({ smtpHost: null, smtpPasswordEncrypted: null, smtpPort: 587 });
    const view = await t.app.inject({ method: 'GET', url: '/api/admin/email-settings', headers: { cookie: admin } });
    expect(view.json().encryptionKeySet).toBe(false);
  });
});

describe('e-mail settings under SMTP_URL', () => {
  let t: TestApp;
  let admin: string;
  let environment: SmtpTestServer;
  let saved: SmtpTestServer;
  beforeAll(async () => {
    environment = await startSmtpServer();
    saved = await startSmtpServer();
    t = await createTestApp({ smtpUrl: environment.url, env: { SETTINGS_ENCRYPTION_KEY: KEY } });
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await environment.close();
    await saved.close();
  });

  it("says the environment's server is used, and uses it", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/email-settings',
      headers: { cookie: admin },
      payload: { smtpHost: '127.0.0.1', smtpPort: Number(new URL(saved.url).port) },
    });
    expect(response.json()).toMatchObject({ smtpUrlInUse: true, delivery: 'environment' });
    const user = await seedUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    await environment.waitForMessage(addressedTo(user.email));
    expect(saved.messages).toEqual([]);
  });
});
