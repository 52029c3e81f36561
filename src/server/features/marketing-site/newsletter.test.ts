import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingMessages } from '../../../shared/marketing-site/marketing.schemas';
import { newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';

describe('POST /api/newsletter-subscriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload });
  const rowsFor = (email: string) =>
    t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

  it('subscribes a new address (201), stored lower-cased from the blog', async () => {
    const response = await subscribe({ email: ' New.Reader@Example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: marketingMessages.subscribed });
    const [row] = await rowsFor('new.reader@example.com');
    expect(row).toMatchObject({ email: 'new.reader@example.com', source: 'blog' });
  });

  it('answers an address already subscribed kindly (200), however it is cased, and changes nothing', async () => {
    expect((await subscribe({ email: 'loyal@example.com' })).statusCode).toBe(201);
    const [before] = await rowsFor('loyal@example.com');

    for (const email of ['loyal@example.com', 'LOYAL@Example.COM']) {
      const again = await subscribe({ email });
      expect(again.statusCode, email).toBe(200);
      expect(again.json()).toEqual({ message: marketingMessages.alreadySubscribed });
    }
    expect(await rowsFor('loyal@example.com')).toEqual([before]);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'eager@example.com' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsFor('eager@example.com')).toHaveLength(1);
  });

  // 'a...@example.com' of 300 characters once failed in the database (a 500) instead of at validation.
  it.each([['not-an-address'], [''], [undefined], [`${'a'.repeat(288)}@example.com`]])(
    'refuses %j with 400 and stores nothing',
    async (email) => {
      const [{ n: before }] = await t.db.select({ n: count() }).from(newsletterSubscriptions);
      const response = await subscribe(email === undefined ? {} : { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      });
      const [{ n: after }] = await t.db.select({ n: count() }).from(newsletterSubscriptions);
      expect(after).toBe(before);
    },
  );
});
