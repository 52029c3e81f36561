import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/auth.schemas';
import { sessions, users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../test/app';

describe('sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers: cookie ? { cookie } : {} });
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
  const sessionsOf = (userId: number) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

  describe('POST /api/login', () => {
    it('signs in with a session cookie that is HttpOnly and SameSite=Lax, and answers the user', async () => {
      const user = await seedUser(t.db);
      const response = await login({ email: user.email, password: user.plainPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
      expect(response.json()).not.toHaveProperty('password');
      const cookie = response.cookies.find((c) => c.name === 'crewdesk_sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.maxAge).toBe(t.env.SESSION_TTL_DAYS * 24 * 60 * 60);

      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored.lastLoginAt).toBeInstanceOf(Date);
      const [session] = await sessionsOf(user.id);
      expect(session.sid).not.toBe(cookie.value); // only the hash of the cookie is stored
      expect((await me(sessionCookie(response))).json().id).toBe(user.id);
    });

    it('accepts the e-mail address in any case, with spaces around it', async () => {
      const user = await seedUser(t.db);
      const response = await login({ email: ` ${user.email.toUpperCase()} `, password: user.plainPassword });
      expect(response.statusCode).toBe(200);
    });

    it('does not say whether the e-mail or the password was wrong', async () => {
      const user = await seedUser(t.db);
      const wrongPassword = await login({ email: user.email, password: 'not-the-password' });
      const unknownEmail = await login({ email: 'nobody-here@example.com', password: user.plainPassword });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: authMessages.loginFailed });
        expect(sessionCookie(response)).toBeUndefined();
      }
      expect(await sessionsOf(user.id)).toHaveLength(0);
    });

    it.each([
      [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: 'a@example.com', password: '' }, 'password', 'Password is required'],
      [{ email: 'a@example.com' }, 'password', 'Password is required'],
    ])('refuses %j with "%s: %s"', async (payload, field, message) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [field]: message } });
    });

    it('rotates the session id: signing in again replaces the session the request carried', async () => {
      const user = await seedUser(t.db);
      const first = await signIn(t.app, user.email, user.plainPassword);
      const response = await login({ email: user.email, password: user.plainPassword }, first);
      const second = sessionCookie(response)!;

      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(200);
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });

    it('keeps sessions on other devices', async () => {
      const user = await seedUser(t.db);
      const laptop = await signIn(t.app, user.email, user.plainPassword);
      const phone = await signIn(t.app, user.email, user.plainPassword);
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(200);
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 when signed out, or with an unknown or expired session', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      await t.db
        .update(sessions)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));

      for (const response of [await me(), await me('crewdesk_sid=forged-value'), await me(cookie)]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized' });
      }
    });
  });

  describe('sign-out', () => {
    it('POST /api/logout deletes the session and clears the cookie', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been logged out successfully.' });
      const cleared = response.cookies.find((c) => c.name === 'crewdesk_sid')!;
      expect(cleared.value).toBe('');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
      expect(await sessionsOf(user.id)).toHaveLength(0);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('POST /api/logout answers the same when already signed out', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been logged out successfully.' });
    });

    it('GET /api/logout signs out and redirects to /', async () => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(await sessionsOf(user.id)).toHaveLength(0);
    });

    const logoutWith = async (headers: Record<string, string>) => {
      const user = await seedUser(t.db);
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      return { response, cookie, sessions: await sessionsOf(user.id) };
    };

    it('GET /api/logout from another site only redirects: the session stays', async () => {
      const foreign: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        // A sibling subdomain may be a business's storefront.
        { 'sec-fetch-site': 'same-site' },
        // Browsers without fetch metadata still name the page they came from.
        { referer: 'https://evil.example/page' },
        { referer: 'not a url' },
      ];
      for (const headers of foreign) {
        const { response, cookie, sessions } = await logoutWith(headers);
        expect(sessions, JSON.stringify(headers)).toHaveLength(1);
        expect(response.cookies, JSON.stringify(headers)).toEqual([]);
        expect((await me(cookie)).statusCode).toBe(200);
      }
    });

    it('GET /api/logout from the app itself, a typed address or an old browser signs out', async () => {
      const own: Record<string, string>[] = [
        { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:80/invoices' },
        { 'sec-fetch-site': 'none' },
        { referer: 'http://localhost:80/invoices' },
        {},
      ];
      for (const headers of own) {
        const { cookie, sessions } = await logoutWith(headers);
        expect(sessions, JSON.stringify(headers)).toHaveLength(0);
        expect((await me(cookie)).statusCode).toBe(401);
      }
    });
  });

  it('GET /api/login redirects to the sign-in tab', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth?tab=login');
  });
});
