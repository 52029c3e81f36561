import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityMessages as m, TWO_FACTOR } from '../../../../shared/account/security.schemas';
import { createTestApp, sessionCookie, signIn, waitForOutbox, type TestApp } from '../../../../test/app';
import { TEST_ADMIN } from '../../../../test/test-env';
import { emailOutbox, twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { twoFactorNotices } from './security-notice.service';
import { calls, codeAt, passwordStep, turnOnTwoFactor, useFixedClock } from './security-fixtures';

const KEY = 'a'.repeat(64);
const NOTICE = 'A security setting of your account changed';

describe('two-factor sign-in: setup, enable, disable, recovery codes', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SETTINGS_ENCRYPTION_KEY: KEY } });
    api = calls(t);
    useFixedClock();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const rowOf = async (userId: number) =>
    (await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)))[0];
  const status = async (cookie: string) => (await api.send('GET', '/api/user/security', cookie)).json();

  it('sets up with the password: the otpauth URI of the site and the e-mail, its QR code, the secret kept encrypted', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const wrong = await api.setup(cookie, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: m.passwordWrong, fields: { password: m.passwordWrong } });
    const missing = await api.send('POST', '/api/user/two-factor/setup', cookie, {});
    expect(missing.json()).toEqual({ message: m.passwordRequired, fields: { password: m.passwordRequired } });
    expect(await rowOf(user.id)).toBeUndefined();

    const response = await api.setup(cookie, user.plainPassword);
    expect(response.statusCode, response.body).toBe(200);
    const { otpauthUri, qrCode, secret } = response.json();
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(otpauthUri)).toContain(`otpauth://totp/Crewdesk:${user.email}?`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Crewdesk');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const row = await rowOf(user.id);
    expect(row.enabledAt).toBeNull();
    expect(row.secret.startsWith('v1:')).toBe(true);
    expect(row.secret).not.toContain(secret);
    expect((await status(cookie)).twoFactorEnabled).toBe(false);
    // A pending setup does not change how the account signs in.
    await signIn(t.app, user.email, user.plainPassword);
  });

  it('enables with a right code only; makes ten single-use recovery codes, stored hashed; ends other sessions', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const elsewhere = await signIn(t.app, user.email, user.plainPassword);
    expect((await api.enable(cookie, '123456')).json().message).toBe(m.notStarted);
    const { secret } = (await api.setup(cookie, user.plainPassword)).json();

    const wrongCode = String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await api.enable(cookie, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: m.codeWrong, fields: { code: m.codeWrong } });
    expect((await rowOf(user.id)).enabledAt).toBeNull();

    const right = await api.enable(cookie, await codeAt(secret));
    expect(right.statusCode, right.body).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(codes).size).toBe(TWO_FACTOR.recoveryCodes);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);

    expect((await api.me(cookie)).statusCode).toBe(200);
    expect((await api.me(elsewhere)).statusCode).toBe(401);
    expect(await status(cookie)).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    expect((await api.setup(cookie, user.plainPassword)).json()).toEqual({ message: m.alreadyOn });
    const notice = await waitForOutbox(t.db, (mail) => mail.to === user.email && mail.subject === NOTICE);
    expect(notice.text).toContain(twoFactorNotices.enabled);
    // The secret is never sent again.
    expect(JSON.stringify(await status(cookie))).not.toContain(secret);
  });

  it('replaces the recovery codes given a code; the old ones stop working', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const { recoveryCodes } = await turnOnTwoFactor(t, cookie, user.plainPassword);
    const bad = await api.send('POST', '/api/user/two-factor/recovery-codes', cookie, { code: '000000' });
    expect(bad.statusCode).toBe(400);
    const response = await api.send('POST', '/api/user/two-factor/recovery-codes', cookie, { code: recoveryCodes[0] });
    expect(response.statusCode, response.body).toBe(200);
    const fresh: string[] = response.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    const challenge = await passwordStep(t, user.email, user.plainPassword);
    expect((await api.loginCode(challenge, recoveryCodes[1])).statusCode).toBe(400);
    expect((await api.loginCode(challenge, fresh[0].toUpperCase())).statusCode).toBe(200);
  });

  it('disables with the password and a code, refusing either wrong; then the password alone signs in', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const { recoveryCodes } = await turnOnTwoFactor(t, cookie, user.plainPassword);
    const disable = (payload: object) => api.send('POST', '/api/user/two-factor/disable', cookie, payload);
    const wrongPassword = await disable({ code: recoveryCodes[0], password: 'nope-nope-nope' });
    expect(wrongPassword.json()).toEqual({ message: m.passwordWrong, fields: { password: m.passwordWrong } });
    const wrongCode = await disable({ code: 'aaaaa-aaaaa', password: user.plainPassword });
    expect(wrongCode.json()).toEqual({ message: m.codeWrong, fields: { code: m.codeWrong } });
    expect((await rowOf(user.id)).enabledAt).not.toBeNull();

    const done = await disable({ code: recoveryCodes[0], password: user.plainPassword });
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowOf(user.id)).toBeUndefined();
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id))).toEqual(
      [],
    );
    expect(sessionCookie(await api.login(user.email, user.plainPassword))).toBeDefined();
    expect((await disable({ code: '123456', password: user.plainPassword })).json().message).toBe(m.notOn);
  });

  it('PUT /api/user/security saves the switches and cannot turn two-factor on or off by itself', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    expect(await status(cookie)).toEqual({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      emailNotifications: true,
      securityAlerts: true,
      loginNotifications: true,
    });
    const on = await api.send('PUT', '/api/user/security', cookie, {
      twoFactorEnabled: true,
      loginNotifications: false,
    });
    expect(on.statusCode).toBe(400);
    expect(on.json()).toEqual({ message: m.useSetup, fields: { twoFactorEnabled: m.useSetup } });
    expect((await status(cookie)).loginNotifications).toBe(true);
    const bad = await api.send('PUT', '/api/user/security', cookie, { securityAlerts: 'yes' });
    expect(bad.statusCode).toBe(400);

    const saved = await api.send('PUT', '/api/user/security', cookie, {
      twoFactorEnabled: false,
      emailNotifications: false,
      securityAlerts: false,
      loginNotifications: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ emailNotifications: false, securityAlerts: false, loginNotifications: false });
    expect(await status(cookie)).toMatchObject({ loginNotifications: false, securityAlerts: false });

    await turnOnTwoFactor(t, cookie, user.plainPassword);
    // Security alerts are off: no e-mail said so.
    const notices = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(notices.filter((mail) => mail.subject === NOTICE)).toEqual([]);
    const off = await api.send('PUT', '/api/user/security', cookie, { twoFactorEnabled: false });
    expect(off.json()).toEqual({ message: m.useDisable, fields: { twoFactorEnabled: m.useDisable } });
    expect((await status(cookie)).twoFactorEnabled).toBe(true);
    expect((await api.send('GET', '/api/user/security')).statusCode).toBe(401);
  });

  it('is refused to an administrator impersonating the user, even with the right password', async () => {
    const user = await seedUser(t.db);
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const started = await api.send('POST', '/api/admin/impersonate', admin, {
      userId: user.id,
      reason: 'Checking the security screen',
    });
    const cookie = sessionCookie(started)!;
    const refused = { message: 'This cannot be changed while impersonating a user.' };
    const setup = await api.setup(cookie, user.plainPassword);
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual(refused);
    expect((await api.enable(cookie, '123456')).statusCode).toBe(403);
    const disable = { code: '123456', password: user.plainPassword };
    expect((await api.send('POST', '/api/user/two-factor/disable', cookie, disable)).statusCode).toBe(403);
    expect((await api.send('PUT', '/api/user/security', cookie, { loginNotifications: false })).statusCode).toBe(403);
    expect(await rowOf(user.id)).toBeUndefined();
  });
});
