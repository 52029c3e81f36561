import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SEEN_EVERY_MS, securityMessages as m } from '../../../../shared/account/security.schemas';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../../test/app';
import { TEST_ADMIN } from '../../../../test/test-env';
import { sessions } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { calls } from './security-fixtures';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('active sessions (GET /api/user/sessions, DELETE /api/user/sessions[/{id}])', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    t = await createTestApp();
    api = calls(t);
  });
  afterAll(() => t.close());

  async function signInWith(email: string, password: string, userAgent: string, ip: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response)!;
  }
  const list = async (cookie: string) => (await api.send('GET', '/api/user/sessions', cookie)).json().items;

  it('lists the live sessions with browser, system, address and times, marking this one, by an opaque id', async () => {
    const user = await seedUser(t.db);
    const here = await signInWith(user.email, user.plainPassword, CHROME_WINDOWS, '203.0.113.7');
    await signInWith(user.email, user.plainPassword, SAFARI_IPHONE, '198.51.100.4');
    const response = await api.send('GET', '/api/user/sessions', here);
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items).toHaveLength(2);
    const mine = items.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ browser: 'Chrome', os: 'Windows', ipAddress: '203.0.113.7', current: true });
    expect(items.find((s: { current: boolean }) => !s.current)).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      ipAddress: '198.51.100.4',
    });
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(item.createdAt)).not.toBeNaN();
      expect(Date.parse(item.lastSeenAt)).not.toBeNaN();
    }
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (const row of stored) {
      expect(response.body).not.toContain(row.sid);
      expect(response.body).not.toContain(row.sid.slice(0, 16));
    }
  });

  it('signs out another session (its cookie then gets 401), and every other one at once', async () => {
    const user = await seedUser(t.db);
    const here = await signInWith(user.email, user.plainPassword, CHROME_WINDOWS, '203.0.113.7');
    const phone = await signInWith(user.email, user.plainPassword, SAFARI_IPHONE, '198.51.100.4');
    const other = (await list(here)).find((s: { current: boolean }) => !s.current);
    const ended = await api.send('DELETE', `/api/user/sessions/${other.id}`, here);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: m.sessionEnded });
    expect((await api.me(phone)).statusCode).toBe(401);
    expect((await api.me(here)).statusCode).toBe(200);
    expect(await list(here)).toHaveLength(1);
    expect((await api.send('DELETE', `/api/user/sessions/${other.id}`, here)).statusCode).toBe(404);

    const a = await signIn(t.app, user.email, user.plainPassword);
    const b = await signIn(t.app, user.email, user.plainPassword);
    const all = await api.send('DELETE', '/api/user/sessions', here);
    expect(all.json()).toEqual({ message: m.othersEnded, ended: 2 });
    expect((await api.me(a)).statusCode).toBe(401);
    expect((await api.me(b)).statusCode).toBe(401);
    expect((await api.me(here)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session, exactly as for a missing one, and 400 for a malformed id", async () => {
    const owner = await seedUser(t.db);
    const stranger = await seedUser(t.db);
    const theirs = await signIn(t.app, owner.email, owner.plainPassword);
    const mine = await signIn(t.app, stranger.email, stranger.plainPassword);
    const [target] = await list(theirs);
    const response = await api.send('DELETE', `/api/user/sessions/${target.id}`, mine);
    expect(response.statusCode).toBe(404);
    const missing = await api.send('DELETE', '/api/user/sessions/0000000000000000', mine);
    expect(missing.statusCode).toBe(404);
    expect(response.body).toBe(missing.body);
    expect((await api.me(theirs)).statusCode).toBe(200);
    expect((await api.send('DELETE', '/api/user/sessions/not-an-id', mine)).statusCode).toBe(400);
    expect((await api.send('GET', '/api/user/sessions')).statusCode).toBe(401);
  });

  it("shows no administrator's impersonation among the user's sessions, and lets it end none", async () => {
    const user = await seedUser(t.db);
    const own = await signIn(t.app, user.email, user.plainPassword);
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const started = await api.send('POST', '/api/admin/impersonate', admin, { userId: user.id, reason: 'Helping out' });
    const acting = sessionCookie(started)!;
    const items = await list(acting);
    expect(items).toHaveLength(1);
    expect(items[0].current).toBe(false);
    expect((await api.send('DELETE', `/api/user/sessions/${items[0].id}`, acting)).statusCode).toBe(403);
    expect((await api.send('DELETE', '/api/user/sessions', acting)).statusCode).toBe(403);
    expect((await api.me(own)).statusCode).toBe(200);
  });

  it('writes the last-seen time at most once per interval', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const seen = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0].lastSeenAt!;
    const recent = new Date(Date.now() - 60_000);
    await t.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.userId, user.id));
    await api.me(cookie);
    expect(await seen()).toEqual(recent);
    const stale = new Date(Date.now() - SESSION_SEEN_EVERY_MS - 1000);
    await t.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.userId, user.id));
    await api.me(cookie);
    expect((await seen()).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});
