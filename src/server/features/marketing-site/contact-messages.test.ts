import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingMessages } from '../../../shared/marketing-site/marketing.schemas';
import { contactMessages, notifications, users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';

const form = {
  name: 'Morgan Diaz',
  email: 'Morgan@Example.com',
  message: 'Do you handle pool companies with three crews?',
};

describe('POST /api/contact-messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact-messages', payload, headers, remoteAddress: '198.51.100.7' });
  const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0].n;

  it('stores the message with where it came from and thanks the visitor', async () => {
    const response = await send({ ...form, name: '  Morgan Diaz ' }, { 'user-agent': 'TestBrowser/1.0' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: marketingMessages.contactThanks });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.name, 'Morgan Diaz'));
    expect(row).toMatchObject({
      name: 'Morgan Diaz',
      email: 'morgan@example.com',
      message: form.message,
      ipAddress: '198.51.100.7',
      userAgent: 'TestBrowser/1.0',
    });
  });

  it('tells every administrator, and nobody else', async () => {
    const secondAdmin = await seedUser(t.db, { isAdmin: true });
    const owner = await seedUser(t.db);
    expect((await send({ ...form, name: 'Riley Chen' })).statusCode).toBe(201);

    const [admin] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    for (const userId of [admin.id, secondAdmin.id]) {
      const [note] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.title, 'New message from Riley Chen')));
      expect(note).toMatchObject({ kind: 'contact_message', link: '/admin/inbox', body: form.message, readAt: null });
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(0);
  });

  it.each([
    ['the name is missing', { email: form.email, message: form.message }, 'name', 'Name is required'],
    ['the name is blank', { ...form, name: '   ' }, 'name', 'Name is required'],
    [
      'the e-mail is missing',
      { name: form.name, message: form.message },
      'email',
      'Please enter a valid email address',
    ],
    [
      'the e-mail is not an address',
      { ...form, email: 'morgan-at-example' },
      'email',
      'Please enter a valid email address',
    ],
    ['the message is missing', { name: form.name, email: form.email }, 'message', 'Message is required'],
    ['the message is blank', { ...form, message: ' \n ' }, 'message', 'Message is required'],
  ])('answers 400 when %s, and stores nothing', async (_case, payload, field, text) => {
    const before = await stored();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: text, fields: { [field]: text } });
    expect(await stored()).toBe(before);
  });

  it('lists every problem of an empty form at once', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
  });

  it('refuses a message past 5000 characters', async () => {
    const response = await send({ ...form, message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ message: 'Message must be at most 5000 characters' });
  });
});

describe('rate limit on the public forms', () => {
  const MAX = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(MAX) } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it.each([
    ['/api/contact-messages', (i: number) => ({ ...form, message: `Message ${i}` })],
    ['/api/newsletter-subscriptions', (i: number) => ({ email: `reader-${i}@example.com` })],
  ])('answers 429 to the next %s from one address, and stores nothing more', async (url, payload) => {
    const ip = url.includes('contact') ? '203.0.113.50' : '203.0.113.51';
    for (let i = 0; i < MAX; i++) expect((await post(url, payload(i), ip)).statusCode).toBe(201);
    const limited = await post(url, payload(MAX), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await post(url, payload(MAX + 1), '203.0.113.52')).statusCode).toBe(201);
  });

  it('counts refused attempts too', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < MAX; i++) expect((await post('/api/contact-messages', {}, ip)).statusCode).toBe(400);
    expect((await post('/api/contact-messages', form, ip)).statusCode).toBe(429);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, ip))).toHaveLength(0);
  });
});
