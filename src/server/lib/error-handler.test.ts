import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { errorLogs } from '../db/schema';
import { seedUser } from '../db/seed/factories';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable';
import { GENERIC_FAILURE } from './error-handler';

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes that fail on purpose, added before the app is ready.
    t.app.get('/api/test/crash', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    t.app.get('/api/test/portal/:token/invoices/:id', async () => {
      throw new Error('A failure behind a token');
    });
    t.app.get('/api/test/database-gone', async () => {
      // As Drizzle reports a query whose connection was cut: the driver's error in `cause`.
      const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      throw new Error('Failed query: select secret_column from invoices', { cause: lost });
    });
    t.app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Already done', { name: 'Taken' });
    });
  });
  afterAll(() => t.close());

  const lastErrorLog = async () => (await t.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1))[0];

  it('answers a failure with 500 and the generic message only, and stores it in error_logs', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash?x=1',
      headers: { cookie, 'user-agent': 'vitest-agent' },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_FAILURE });
    expect(response.body).not.toContain('secret_table');

    const log = await lastErrorLog();
    expect(log).toMatchObject({
      message: 'relation "secret_table" does not exist',
      requestUrl: '/api/test/crash?x',
      requestMethod: 'GET',
      userAgent: 'vitest-agent',
      userId: user.id,
      environment: 'test',
      severity: 'high',
      resolved: false,
    });
    expect(log.stackTrace).toContain('error-handler.test.ts');
    expect(t.logs.some((l) => l.level === 50 && l.msg === 'request failed')).toBe(true);
  });

  it('keeps no secret of the address: a token in the path as its name, the query without its values', async () => {
    await t.app.inject({ method: 'GET', url: '/api/test/portal/abc123secret/invoices/12?email=a%40b.test&page=2' });
    const log = await lastErrorLog();
    expect(log).toMatchObject({
      message: 'A failure behind a token',
      requestUrl: '/api/test/portal/:token/invoices/12?email&page',
    });
    expect(JSON.stringify(log)).not.toMatch(/abc123secret|a%40b/);
  });

  it('answers an AppError with its status, message and fields, and stores nothing', async () => {
    const before = await lastErrorLog();
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Already done', fields: { name: 'Taken' } });
    expect((await lastErrorLog())?.id).toBe(before?.id);
  });

  it('answers a lost database with 503, Retry-After and no SQL, logged but not stored', async () => {
    const before = await lastErrorLog();
    const response = await t.app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await lastErrorLog())?.id).toBe(before?.id);
    const logged = t.logs.find((l) => l.msg === 'database unavailable');
    expect(logged?.reason).toBe('57P01: terminating connection due to administrator command');
    expect(JSON.stringify(logged)).not.toContain('secret_column');
  });

  it('answers unparseable JSON with 400 and a fields object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: {} });
    expect(typeof response.json().message).toBe('string');
  });

  it('answers an unknown API path with 404 naming it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('stores a failure of an anonymous request without a user', async () => {
    await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    const log = await lastErrorLog();
    expect(log.userId).toBeNull();
    expect(
      (await t.db.select().from(errorLogs).where(eq(errorLogs.requestUrl, '/api/test/crash'))).length,
    ).toBeGreaterThan(0);
  });
});
