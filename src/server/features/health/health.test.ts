import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/database-unavailable';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the kind of database, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.ctx.database.kind });
  });

  it("answers the app's one 503 when the database does not answer", async () => {
    const ping = vi.spyOn(t.ctx.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(t.logs.some((l) => l.msg === 'health check: database unreachable')).toBe(true);
    ping.mockRestore();
  });
});
