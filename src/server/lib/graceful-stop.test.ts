import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { holdRequest, rawRequest } from '../../test/ops/held-request';
import { signedInOwner } from '../../test/auth';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';

describe('a closing app', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  /** Resolves once the app has begun to close; `release` lets the close go on (the drain window's end). */
  let closingBegan: Promise<void>;
  let release: () => void;

  beforeAll(async () => {
    t = await createTestApp();
    const drain = new Promise<void>((resolve) => (release = resolve));
    closingBegan = new Promise<void>((began) => t.app.addHook('preClose', () => (began(), drain)));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    cookie = (await signedInOwner(t)).cookie;
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it('answers new requests with the one 503 and closes their connections; requests in flight finish', async () => {
    const held = await holdRequest(base, '/api/customers', cookie, { name: 'Held Over' });
    const closed = t.app.close();
    await closingBegan;

    const answers = await Promise.all([
      rawRequest(base, '/api/health', {}),
      rawRequest(base, '/api/customers', { method: 'POST', cookie, body: { name: 'Too Late' } }),
      rawRequest(base, '/invoices', {}),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(answer.headers.connection).toBe('close');
    }

    const finished = await held.finish();
    expect(finished.status, finished.body).toBe(201);
    release();
    await closed;
  });
});
