import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { seedCompany, seedUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';

describe('administration API', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('is closed to visitors (401) and to users who are not administrators (403)', async () => {
    const owner = await seedUser(t.db);
    const cookie = await signIn(t.app, owner.email, owner.plainPassword);
    for (const url of ['/api/admin/stats', '/api/admin/outbox']) {
      const signedOut = await get(url);
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
      const notAdmin = await get(url, cookie);
      expect(notAdmin.statusCode, url).toBe(403);
      expect(notAdmin.json()).toEqual({ message: 'You need administrator privileges to access this page.' });
    }
  });

  it('counts users, verified users, companies and recent sign-ups', async () => {
    const before = (await get('/api/admin/stats', admin)).json();
    expect(before.users).toBeGreaterThanOrEqual(1); // the administrator

    const verified = await seedUser(t.db);
    await seedUser(t.db, { emailVerified: false });
    await seedUser(t.db, { emailVerified: false, createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) });
    await seedCompany(t.db, { userId: verified.id });

    const response = await get('/api/admin/stats', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: before.users + 3,
      verifiedUsers: before.verifiedUsers + 1,
      companies: before.companies + 1,
      signupsLast30Days: before.signupsLast30Days + 2,
    });
  });

  describe('GET /api/admin/outbox', () => {
    beforeAll(async () => {
      const now = Date.now();
      await t.db.insert(emailOutbox).values(
        Array.from({ length: 5 }, (_, i) => ({
          to: `reader-${i}@example.com`,
          subject: `Message ${i}`,
          text: `Body ${i}`,
          html: `<p>Body ${i}</p>`,
          status: i === 0 ? ('failed' as const) : ('sent' as const),
          attempts: i === 0 ? 4 : 1,
          lastError: i === 0 ? '550 Mailbox unavailable' : null,
          sentAt: i === 0 ? null : new Date(now + i * 1000),
          createdAt: new Date(now + i * 1000),
        })),
      );
    });

    it('pages the newest first and gives the total in X-Total-Count', async () => {
      const [{ n }] = await t.db.select({ n: count() }).from(emailOutbox);
      const first = await get('/api/admin/outbox?limit=2', admin);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe(String(n));
      expect(first.json().map((m: { subject: string }) => m.subject)).toEqual(['Message 4', 'Message 3']);

      const second = await get('/api/admin/outbox?limit=2&offset=2', admin);
      expect(second.json().map((m: { subject: string }) => m.subject)).toEqual(['Message 2', 'Message 1']);
      expect(second.headers['x-total-count']).toBe(String(n));
    });

    it('shows how each message fared', async () => {
      const page = (await get('/api/admin/outbox?limit=200', admin)).json();
      const failed = page.find((m: { subject: string }) => m.subject === 'Message 0');
      expect(failed).toMatchObject({
        to: 'reader-0@example.com',
        status: 'failed',
        attempts: 4,
        lastError: '550 Mailbox unavailable',
        sentAt: null,
        text: 'Body 0',
        html: '<p>Body 0</p>',
      });
      expect(Date.parse(failed.createdAt)).not.toBeNaN();
    });

    it('refuses a page size or offset out of range', async () => {
      for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=ten']) {
        const response = await get(`/api/admin/outbox?${query}`, admin);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toHaveProperty('fields');
      }
    });
  });
});
