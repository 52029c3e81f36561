import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/auth';
import { notify } from './notifications.service';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithNotifications(count: number, overrides: Parameters<typeof seedUser>[1] = {}) {
    const user = await seedUser(t.db, overrides);
    const start = Date.now() - count * 60_000;
    const values = Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      kind: 'invoice.paid',
      title: `Invoice #${i + 1} paid`,
      createdAt: new Date(start + i * 60_000),
    }));
    const rows = count > 0 ? await t.db.insert(notifications).values(values).returning() : [];
    return { user, rows, cookie: await signIn(t.app, user.email, user.plainPassword) };
  }

  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('lists the newest first with the unread count', async () => {
    const { cookie } = await userWithNotifications(3);
    const response = await call('GET', '/api/notifications', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unreadCount).toBe(3);
    expect(body.items.map((n: { title: string }) => n.title)).toEqual([
      'Invoice #3 paid',
      'Invoice #2 paid',
      'Invoice #1 paid',
    ]);
    expect(body.items[0]).toMatchObject({ kind: 'invoice.paid', body: null, link: null, readAt: null });
  });

  it('shows what notify() stores, to its user only', async () => {
    const { user, cookie } = await userWithNotifications(0);
    const stranger = await userWithNotifications(2);
    await notify(t.db, {
      userId: user.id,
      kind: 'quote.accepted',
      title: 'Quote accepted',
      body: 'Pat accepted Q-12',
      link: '/quotes',
    });
    const body = (await call('GET', '/api/notifications', cookie)).json();
    expect(body.unreadCount).toBe(1);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ title: 'Quote accepted', body: 'Pat accepted Q-12', link: '/quotes' });
    expect((await call('GET', '/api/notifications', stranger.cookie)).json().unreadCount).toBe(2);
  });

  it('pages with limit, counting every unread one', async () => {
    const { cookie } = await userWithNotifications(5);
    const body = (await call('GET', '/api/notifications?limit=2', cookie)).json();
    expect(body.items).toHaveLength(2);
    expect(body.unreadCount).toBe(5);
    for (const limit of ['0', '51', 'many']) {
      expect((await call('GET', `/api/notifications?limit=${limit}`, cookie)).statusCode, limit).toBe(400);
    }
  });

  it('marks one notification read, and again without complaint', async () => {
    const { rows, cookie } = await userWithNotifications(2);
    const target = rows[0];
    const response = await call('POST', `/api/notifications/${target.id}/read`, cookie);
    expect(response.statusCode).toBe(204);
    expect((await call('POST', `/api/notifications/${target.id}/read`, cookie)).statusCode).toBe(204);

    const body = (await call('GET', '/api/notifications', cookie)).json();
    expect(body.unreadCount).toBe(1);
    const read = body.items.find((n: { id: number }) => n.id === target.id);
    expect(Date.parse(read.readAt)).not.toBeNaN();
  });

  it("answers 404 for another user's notification, as for a missing one, and leaves it unread", async () => {
    const { cookie } = await userWithNotifications(1);
    const other = await userWithNotifications(1);
    const theirs = other.rows[0];
    for (const id of [theirs.id, theirs.id + 100_000]) {
      const response = await call('POST', `/api/notifications/${id}/read`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Notification not found' });
    }
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(stored.readAt).toBeNull();
  });

  it("marks all of the user's notifications read, nobody else's", async () => {
    const { cookie } = await userWithNotifications(3);
    const other = await userWithNotifications(2);
    const response = await call('POST', '/api/notifications/read-all', cookie);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/api/notifications', cookie)).json().unreadCount).toBe(0);
    expect((await call('GET', '/api/notifications', other.cookie)).json().unreadCount).toBe(2);
  });

  it('is open to unverified users but not to visitors', async () => {
    const { cookie } = await userWithNotifications(1, { emailVerified: false });
    expect((await call('GET', '/api/notifications', cookie)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('welcomes a new owner and announces the company once it is created', async () => {
    const { cookie, verifyLink } = await registerUser(t);
    let body = (await call('GET', '/api/notifications', cookie)).json();
    expect(body.items.map((n: { kind: string }) => n.kind)).toEqual(['welcome']);

    const verified = await t.app.inject({ method: 'GET', url: verifyLink, headers: { cookie } });
    expect(verified.statusCode).toBe(302);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/company',
      headers: { cookie },
      payload: { name: 'Blue Lagoon Pools' },
    });
    expect(created.statusCode).toBe(201);
    body = (await call('GET', '/api/notifications', cookie)).json();
    expect(body.unreadCount).toBe(2);
    expect(body.items[0]).toMatchObject({
      kind: 'company_created',
      title: 'Blue Lagoon Pools is set up',
      link: '/company#services',
    });
  });
});
