import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_STACK_MAX } from '../../../shared/error-monitoring/error-monitoring.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { queryRows } from '../../db/client';
import { errorLogs, rateLimits } from '../../db/schema';
import { ERROR_ALERT_JOB, fingerprintOf, processCrashRecord, recordError } from '../../lib/error-recorder';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import { CLIENT_ERROR_LIMITS } from './error-monitoring.routes';
import { lastErrorLog, signedInUser, uniqueMessage } from './error-monitoring.test-helpers';

const alertJobsFor = async (t: TestApp, errorLogId: number) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db,
        // pg-boss's own table: whether recording the error queued its alert.
        sql`select count(*) as n from pgboss.job where name = ${ERROR_ALERT_JOB} and data->>'errorLogId' = ${String(errorLogId)}`,
      )
    )[0].n,
  );

describe('error classification: where an error comes from decides its severity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/invoices/:id/explode', async () => {
      throw new Error('Cannot read properties of undefined (reading "total")');
    });
  });
  afterAll(() => t.close());

  it('stores an unhandled route failure as high, from the server, fingerprinted by its route pattern', async () => {
    const owner = await signedInUser(t.db, { isAdmin: false });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/test/invoices/12/explode?token=secret',
      headers: { cookie: owner.cookie, 'user-agent': 'vitest-agent' },
    });
    expect(first.statusCode).toBe(500);
    const log = await lastErrorLog(t.db);
    expect(log).toMatchObject({
      severity: 'high',
      source: 'server',
      requestMethod: 'GET',
      userId: owner.user.id,
      additionalData: { place: 'GET /api/test/invoices/:id/explode' },
    });
    const expected = fingerprintOf(
      'high',
      'Cannot read properties of undefined (reading "total")',
      'GET /api/test/invoices/:id/explode',
    );
    expect(log.fingerprint).toBe(expected);
    expect(await alertJobsFor(t, log.id)).toBe(1);

    // The same failure on another invoice is the same error.
    await t.app.inject({ method: 'GET', url: '/api/test/invoices/99/explode' });
    expect((await lastErrorLog(t.db)).fingerprint).toBe(expected);
  });

  it('stores a background job that fails for good as critical, from the job, and queues its alert', async () => {
    const message = uniqueMessage('The nightly sync lost its way');
    await t.ctx.jobs.register<{ message: string }>('test.crashing-job', async (data) => {
      throw new Error(data.message);
    });
    await t.ctx.jobs.send('test.crashing-job', { message });
    const log = await waitFor(
      async () => (await t.db.select().from(errorLogs).where(eq(errorLogs.message, message)))[0],
      'the crashed job in error_logs',
    );
    expect(log).toMatchObject({
      severity: 'critical',
      source: 'job',
      requestUrl: null,
      requestMethod: null,
      additionalData: { place: 'job test.crashing-job', job: 'test.crashing-job', attempt: 1 },
      fingerprint: fingerprintOf('critical', message, 'job test.crashing-job'),
    });
    expect(log.stackTrace).toContain('error-classification.test.ts');
    expect(await alertJobsFor(t, log.id)).toBe(1);
  });

  it('does not record a job attempt that will be retried, only the last', async () => {
    const message = uniqueMessage('Flaky once');
    let attempts = 0;
    await t.ctx.jobs.register<{ message: string }>(
      'test.flaky-job',
      async (data) => {
        attempts += 1;
        if (attempts === 1) throw new Error(data.message);
      },
      { retryLimit: 1, retryDelay: 0, retryBackoff: false },
    );
    await t.ctx.jobs.send('test.flaky-job', { message });
    await waitFor(() => (attempts >= 2 ? true : undefined), 'the retry of the flaky job');
    const [stored] = await t.db.select({ n: count() }).from(errorLogs).where(eq(errorLogs.message, message));
    expect(stored.n).toBe(0);
  });

  it('stores an uncaught exception or unhandled rejection of the process as critical, from the process', async () => {
    const row = await recordError(t.ctx, processCrashRecord('unhandledRejection', 'socket hang up'));
    expect(row).toMatchObject({
      severity: 'critical',
      source: 'process',
      message: 'socket hang up',
      additionalData: { place: 'process unhandledRejection', event: 'unhandledRejection' },
      fingerprint: fingerprintOf('critical', 'socket hang up', 'process unhandledRejection'),
    });
    expect(await alertJobsFor(t, row.id)).toBe(1);
  });

  it("stores a browser's report as medium, with the page's pattern and nothing personal, and no alert", async () => {
    const owner = await signedInUser(t.db, { isAdmin: false });
    const message = uniqueMessage('TypeError: items.map is not a function');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { cookie: owner.cookie, 'user-agent': 'Mozilla/5.0 (test)', 'x-forwarded-for': '203.0.113.9' },
      payload: {
        message,
        stack: `${message}\n    at Invoices (invoices.js:1:1)\n${'x'.repeat(CLIENT_STACK_MAX)}`,
        path: '/customer/9f2c0ffee-secret-token?email=jo@example.com#pay',
        kind: 'unhandledrejection',
      },
    });
    expect(response.statusCode, response.body).toBe(204);
    const log = await lastErrorLog(t.db);
    expect(log).toMatchObject({
      severity: 'medium',
      source: 'browser',
      message,
      requestUrl: '/customer/:token',
      requestMethod: null,
      userAgent: 'Mozilla/5.0 (test)',
      userId: owner.user.id,
      ipAddress: null,
      additionalData: { place: 'page /customer/:token', kind: 'unhandledrejection' },
      fingerprint: fingerprintOf('medium', message, 'page /customer/:token'),
    });
    expect(log.stackTrace).toHaveLength(CLIENT_STACK_MAX);
    expect(JSON.stringify(log)).not.toMatch(/secret-token|jo@example\.com|203\.0\.113\.9/);
    expect(await alertJobsFor(t, log.id)).toBe(0);

    // A visitor's report has no user.
    await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'Anonymous', path: '/pricing' },
    });
    expect(await lastErrorLog(t.db)).toMatchObject({ userId: null, requestUrl: '/pricing', message: 'Anonymous' });
  });

  it('refuses malformed and oversized browser reports without storing them', async () => {
    const before = await lastErrorLog(t.db);
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });
    expect((await post({ message: '', path: '/' })).statusCode).toBe(400);
    expect((await post({ message: 'x', path: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await post({ message: 'x' })).statusCode).toBe(400);
    const huge = await post({ message: 'x', path: '/', stack: 'y'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    // A page of another site cannot post reports here.
    const foreign = await post({ message: 'x', path: '/' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await lastErrorLog(t.db)).id).toBe(before.id);
  });

  it('limits the reports of one address, per minute, and says when to try again', async () => {
    const message = uniqueMessage('Loop error');
    const report = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress,
        payload: { message, path: '/invoices' },
      });
    const perMinute = CLIENT_ERROR_LIMITS[0].max;
    for (let i = 0; i < perMinute; i++) expect((await report('198.51.100.77')).statusCode).toBe(204);
    const refused = await report('198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await report('198.51.100.78')).statusCode).toBe(204);
    const [stored] = await t.db.select({ n: count() }).from(errorLogs).where(eq(errorLogs.message, message));
    expect(stored.n).toBe(perMinute + 1);
    // Counted in the shared table, so every app process holds the same limit.
    const windows = await t.db.select().from(rateLimits).where(like(rateLimits.key, '%client-error:%:198.51.100.77'));
    expect(windows.map((w) => w.count).sort()).toEqual([perMinute + 1, perMinute + 1]);
  });
});
