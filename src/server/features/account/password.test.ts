import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../../shared/account/account.schemas';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import { users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { verifyPassword } from '../../lib/passwords';

describe('PUT /api/user/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/password', headers: cookie ? { cookie } : {}, payload });
  const passwordOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].password;

  it('changes the password given the current one, and signs out every other session', async () => {
    const user = await seedUser(t.db);
    const here = await signIn(t.app, user.email, user.plainPassword);
    const elsewhere = await signIn(t.app, user.email, user.plainPassword);
    const response = await put(here, { currentPassword: user.plainPassword, newPassword: 'a-new-password-9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: m.passwordUpdated });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: here } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: elsewhere } })).statusCode).toBe(
      401,
    );
    expect(await verifyPassword(await passwordOf(user.id), 'a-new-password-9')).toBe(true);
    await signIn(t.app, user.email, 'a-new-password-9');
  });

  it('refuses a wrong current password, a short or unchanged new one, and a visitor, changing nothing', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const before = await passwordOf(user.id);
    const wrong = await put(cookie, { currentPassword: 'not-it-at-all', newPassword: 'a-new-password-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: m.currentPasswordWrong,
      fields: { currentPassword: m.currentPasswordWrong },
    });
    const short = await put(cookie, { currentPassword: user.plainPassword, newPassword: 'short' });
    expect(short.json().fields).toEqual({ newPassword: 'Password must be at least 8 characters long' });
    const same = await put(cookie, { currentPassword: user.plainPassword, newPassword: user.plainPassword });
    expect(same.json().fields).toEqual({ newPassword: m.newPasswordSame });
    const missing = await put(cookie, { newPassword: 'a-new-password-9' });
    expect(missing.json().fields).toEqual({ currentPassword: m.currentPasswordRequired });
    expect((await put(undefined, { currentPassword: 'x', newPassword: 'a-new-password-9' })).statusCode).toBe(401);
    expect(await passwordOf(user.id)).toBe(before);
  });

  it('is refused to an administrator impersonating the user, even with the right password', async () => {
    const user = await seedUser(t.db);
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      headers: { cookie: admin },
      payload: { userId: user.id, reason: 'Checking the password screen' },
    });
    const before = await passwordOf(user.id);
    const response = await put(sessionCookie(started), {
      currentPassword: user.plainPassword,
      newPassword: 'a-new-password-9',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This cannot be changed while impersonating a user.' });
    expect(await passwordOf(user.id)).toBe(before);
  });
});
