import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/auth.schemas';
import { emailOutbox, users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, linkIn, sessionCookie, signIn, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import { registerUser } from '../../../test/auth';

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  describe('GET /api/verify-email', () => {
    it('verifies the address from the e-mailed link and signs its owner in', async () => {
      const { user, verifyLink } = await registerUser(t);
      const response = await open(verifyLink);

      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?verified=1');
      const cookie = sessionCookie(response)!;
      expect(cookie).toBeDefined();
      const me = await open('/api/user', cookie);
      expect(me.json()).toMatchObject({ id: user.id, emailVerified: true });
      expect(await userRow(user.id)).toMatchObject({
        emailVerified: true,
        emailVerificationToken: null,
        emailVerificationSentAt: null,
      });
    });

    it('keeps the current session when its owner opens the link while signed in', async () => {
      const { user, cookie, verifyLink } = await registerUser(t);
      const response = await open(verifyLink, cookie);
      expect(response.headers.location).toBe('/?verified=1');
      expect(sessionCookie(response)).toBeUndefined();
      expect((await open('/api/user', cookie)).json()).toMatchObject({ id: user.id, emailVerified: true });
    });

    it('refuses a link used before', async () => {
      const { verifyLink } = await registerUser(t);
      expect((await open(verifyLink)).headers.location).toBe('/?verified=1');
      const again = await open(verifyLink);
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('/?verification=invalid');
      expect(sessionCookie(again)).toBeUndefined();
    });

    it('refuses a link older than 24 hours', async () => {
      const { user, verifyLink } = await registerUser(t);
      const sentAt = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
      await t.db.update(users).set({ emailVerificationSentAt: sentAt }).where(eq(users.id, user.id));

      const response = await open(verifyLink);
      expect(response.headers.location).toBe('/?verification=invalid');
      expect(sessionCookie(response)).toBeUndefined();
      expect((await userRow(user.id)).emailVerified).toBe(false);
    });

    it('refuses a forged or missing token', async () => {
      for (const url of ['/api/verify-email?token=forged', '/api/verify-email']) {
        const response = await open(url);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/?verification=invalid');
      }
    });
  });

  describe('POST /api/resend-verification', () => {
    const resend = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/resend-verification', headers: cookie ? { cookie } : {} });

    it('sends a new link, and the previous one stops working', async () => {
      const { form, cookie, verifyLink: firstLink } = await registerUser(t);
      const response = await resend(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: authMessages.verificationSent });

      const mails = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, form.email))
        .orderBy(asc(emailOutbox.id));
      expect(mails).toHaveLength(2);
      const secondLink = linkIn(mails[1].text, '/api/verify-email');
      expect(secondLink).not.toBe(firstLink);
      expect((await open(firstLink)).headers.location).toBe('/?verification=invalid');
      expect((await open(secondLink)).headers.location).toBe('/?verified=1');
    });

    it('answers 400 to a user whose address is already verified, administrators included', async () => {
      const verified = await seedUser(t.db);
      for (const cookie of [
        await signIn(t.app, verified.email, verified.plainPassword),
        await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password),
      ]) {
        const response = await resend(cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: authMessages.alreadyVerified, fields: {} });
      }
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, verified.email))).toHaveLength(0);
    });

    it('answers 401 when signed out', async () => {
      const response = await resend();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    });
  });

  it('lets an unverified user reach nothing but the basics until verified', async () => {
    const { cookie, verifyLink } = await registerUser(t);
    const before = await open('/api/company', cookie);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: 'Please verify your email address to access all features.' });
    expect((await open('/api/user', cookie)).statusCode).toBe(200);
    expect((await open('/api/notifications', cookie)).statusCode).toBe(200);

    await open(verifyLink, cookie);
    const after = await open('/api/company', cookie);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: 'Company not found' });
  });
});
