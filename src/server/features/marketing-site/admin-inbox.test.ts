import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { TEST_ADMIN } from '../../../test/test-env';

const lists = ['/api/admin/contact-messages', '/api/admin/newsletter-subscriptions'];

describe('the administrator inbox lists', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const start = Date.now() - 60_000; // in the past, so a message sent during the test is the newest
    await t.db.insert(contactMessages).values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `visitor-${i}@example.com`,
        message: `Question ${i}`,
        ipAddress: '192.0.2.1',
        createdAt: new Date(start + i * 1000),
      })),
    );
    await t.db.insert(newsletterSubscriptions).values(
      Array.from({ length: 5 }, (_, i) => ({
        email: `reader-${i}@example.com`,
        createdAt: new Date(start + i * 1000),
      })),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('is closed to visitors (401) and to owners (403)', async () => {
    const { cookie } = await signedInOwner(t);
    for (const url of lists) {
      const signedOut = await get(url);
      expect(signedOut.statusCode, url).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
      const owner = await get(url, cookie);
      expect(owner.statusCode, url).toBe(403);
      expect(owner.json()).toEqual({ message: 'You need administrator privileges to access this page.' });
    }
  });

  it('pages contact messages newest first, with the total in X-Total-Count', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(contactMessages);
    const first = await get('/api/admin/contact-messages?limit=2', admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(n));
    expect(first.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Visitor 4',
        email: 'visitor-4@example.com',
        message: 'Question 4',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Visitor 3' }),
    ]);
    expect(Date.parse(first.json()[0].createdAt)).not.toBeNaN();

    const second = await get('/api/admin/contact-messages?limit=2&offset=2', admin);
    expect(second.json().map((m: { name: string }) => m.name)).toEqual(['Visitor 2', 'Visitor 1']);
    expect(second.headers['x-total-count']).toBe(String(n));
  });

  it('pages newsletter subscriptions newest first, with the total in X-Total-Count', async () => {
    const first = await get('/api/admin/newsletter-subscriptions?limit=3', admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.json().map((s: { email: string }) => s.email)).toEqual([
      'reader-4@example.com',
      'reader-3@example.com',
      'reader-2@example.com',
    ]);
    expect(first.json()[0]).toEqual({
      id: expect.any(Number),
      email: 'reader-4@example.com',
      createdAt: expect.any(String),
    });

    const rest = await get('/api/admin/newsletter-subscriptions?offset=3', admin);
    expect(rest.json().map((s: { email: string }) => s.email)).toEqual([
      'reader-1@example.com',
      'reader-0@example.com',
    ]);
  });

  it('shows a message sent through the form', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Quinn Park', email: 'quinn@example.com', message: 'Hello from the form' },
    });
    expect(sent.statusCode).toBe(201);
    const [newest] = (await get('/api/admin/contact-messages?limit=1', admin)).json();
    expect(newest).toMatchObject({ name: 'Quinn Park', email: 'quinn@example.com', message: 'Hello from the form' });
  });

  it('refuses a page size or offset out of range', async () => {
    for (const url of lists) {
      for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=ten']) {
        const response = await get(`${url}?${query}`, admin);
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.json()).toHaveProperty('fields');
      }
    }
  });
});
