import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/auth.schemas';
import { emailOutbox, sessions, users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, linkIn, signIn, waitForJob, waitForOutbox, type TestApp } from '../../../test/app';
import { tokenOf } from '../../../test/auth';
import { waitFor } from '../../../test/wait';
import { PASSWORD_RESET_JOB } from './auth.service';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const forgot = (email: string) => post('/api/forgot-password', { email });
  const validate = (token: string) => post('/api/validate-reset-token', { token });
  const reset = (token: string, password: string) => post('/api/reset-password', { token, password });
  const outboxTo = (email: string) =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(asc(emailOutbox.id));

  /** Asks for a reset e-mail and returns the token from its link. */
  async function requestToken(email: string) {
    const before = (await outboxTo(email)).length;
    expect((await forgot(email)).statusCode).toBe(200);
    const mails = await waitFor(async () => {
      const now = await outboxTo(email);
      return now.length > before ? now : undefined;
    }, 'the reset e-mail');
    expect(mails).toHaveLength(before + 1);
    return tokenOf(linkIn(mails.at(-1)!.text, '/reset-password'));
  }

  describe('POST /api/forgot-password', () => {
    it('e-mails a one-hour reset link to a known address', async () => {
      const user = await seedUser(t.db);
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.forgotSent });

      const mail = await waitForOutbox(t.db, (m) => m.to === user.email);
      expect(mail.subject).toBe('Reset your password');
      expect(mail.text).toMatch(/\/reset-password\?token=[\w-]{43}/);
      expect(mail.text).toContain('expires in 1 hour');
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      const expiresIn = stored.passwordResetExpires!.getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
      expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
    });

    it('answers an unknown address exactly as a known one, and sends nothing', async () => {
      const user = await seedUser(t.db);
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-at-all@example.com');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      await waitForJob(t.db, PASSWORD_RESET_JOB, ['email', 'nobody-at-all@example.com']);
      expect(await outboxTo('nobody-at-all@example.com')).toHaveLength(0);
    });

    it('refuses an invalid address', async () => {
      const response = await forgot('not-an-address');
      expect(response.statusCode).toBe(400);
      const message = 'Please enter a valid email address';
      expect(response.json()).toEqual({ message, fields: { email: message } });
    });

    it('replaces an earlier link with the newest', async () => {
      const user = await seedUser(t.db);
      const first = await requestToken(user.email);
      const second = await requestToken(user.email);
      expect((await validate(first)).json()).toEqual({ valid: false });
      expect((await validate(second)).json()).toEqual({ valid: true });
    });
  });

  describe('POST /api/validate-reset-token', () => {
    it('tells a live token from a forged one', async () => {
      const user = await seedUser(t.db);
      const token = await requestToken(user.email);
      expect((await validate(token)).json()).toEqual({ valid: true });
      expect((await validate('forged-token')).json()).toEqual({ valid: false });
    });

    it('refuses an empty token with 400', async () => {
      const response = await validate('');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid or expired token',
        fields: { token: 'Invalid or expired token' },
      });
    });
  });

  describe('POST /api/reset-password', () => {
    it('sets the new password, ends every session and verifies the address', async () => {
      const user = await seedUser(t.db, { emailVerified: false });
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      const token = await requestToken(user.email);

      const response = await reset(token, 'brand-new-password');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.resetDone });

      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
      expect((await post('/api/login', { email: user.email, password: user.plainPassword })).statusCode).toBe(401);
      expect((await post('/api/login', { email: user.email, password: 'brand-new-password' })).statusCode).toBe(200);
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ emailVerified: true, passwordResetToken: null, passwordResetExpires: null });
    });

    it('works once: a used token is refused', async () => {
      const user = await seedUser(t.db);
      const token = await requestToken(user.email);
      expect((await reset(token, 'first-new-password')).statusCode).toBe(200);

      const again = await reset(token, 'second-new-password');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: authMessages.invalidToken,
        fields: { token: authMessages.invalidToken },
      });
      expect((await validate(token)).json()).toEqual({ valid: false });
      expect((await post('/api/login', { email: user.email, password: 'first-new-password' })).statusCode).toBe(200);
    });

    it('refuses a token older than one hour', async () => {
      const user = await seedUser(t.db);
      const token = await requestToken(user.email);
      await t.db
        .update(users)
        .set({ passwordResetExpires: new Date(Date.now() - 1000) })
        .where(eq(users.id, user.id));

      expect((await validate(token)).json()).toEqual({ valid: false });
      const response = await reset(token, 'too-late-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(authMessages.invalidToken);
      expect((await post('/api/login', { email: user.email, password: user.plainPassword })).statusCode).toBe(200);
    });

    it('refuses a short password and keeps the token usable', async () => {
      const user = await seedUser(t.db);
      const token = await requestToken(user.email);
      const response = await reset(token, 'short');
      expect(response.statusCode).toBe(400);
      const message = 'Password must be at least 8 characters long';
      expect(response.json()).toEqual({ message, fields: { password: message } });
      expect((await validate(token)).json()).toEqual({ valid: true });
    });

    it('refuses a forged token', async () => {
      const response = await reset('forged-token', 'a-fine-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(authMessages.invalidToken);
    });
  });
});
