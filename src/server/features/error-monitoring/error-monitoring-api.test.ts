import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMonitoringMessages as m,
  type AdminSettings,
  type ErrorLog,
} from '../../../shared/error-monitoring/error-monitoring.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminSettings, errorLogs } from '../../db/schema';
import { fingerprintOf } from '../../lib/error-recorder';
import { call, seededAdmin, signedInUser, uniqueMessage, type Method } from './error-monitoring.test-helpers';

const MISSING_ID = 2_147_483_647;

describe('Error Monitoring API: access, settings, logs, resolving and test errors', () => {
  let t: TestApp;
  let admin: { user: { id: number }; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await seededAdmin(t.db);
  });
  afterAll(() => t.close());

  const counts = async () => ({
    logs: Number((await t.db.select({ n: count() }).from(errorLogs))[0].n),
    settings: Number((await t.db.select({ n: count() }).from(adminSettings))[0].n),
  });
  const testError = (cookie: string, payload: object) => call(t, 'POST', '/api/test-error', cookie, payload);

  it('answers a visitor 401 and an owner 403 on every route, even with a bad body, and writes nothing', async () => {
    const owner = await signedInUser(t.db, { isAdmin: false });
    const before = await counts();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin-settings'],
      ['POST', '/api/admin-settings', { errorEmailAlertsEnabled: true, errorEmailAddress: 'x@example.com' }],
      ['GET', '/api/error-logs'],
      ['GET', '/api/error-logs/unresolved'],
      ['GET', '/api/error-logs/summary'],
      ['GET', '/api/error-notifications'],
      ['PATCH', '/api/error-logs/1/resolve'],
      ['POST', '/api/test-error', { severity: 'critical', message: 'Not allowed' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const body of [payload, payload ? { severity: 'nope' } : undefined]) {
        const label = `${method} ${url} ${JSON.stringify(body)}`;
        const visitor = await call(t, method, url, undefined, body);
        expect(visitor.statusCode, label).toBe(401);
        expect(visitor.json(), label).toEqual({ message: 'Unauthorized' });
        const notAdmin = await call(t, method, url, owner.cookie, body);
        expect(notAdmin.statusCode, label).toBe(403);
        expect(notAdmin.json(), label).toEqual({ message: 'You need administrator privileges to access this page.' });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("gives an administrator's defaults, then saves and reads back their own settings only", async () => {
    const other = await signedInUser(t.db);
    const defaults = await call(t, 'GET', '/api/admin-settings', other.cookie);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({ isAdmin: true, errorEmailAlertsEnabled: false, errorEmailAddress: null });

    const saved = await call(t, 'POST', '/api/admin-settings', other.cookie, {
      errorEmailAlertsEnabled: true,
      errorEmailAddress: '  Alerts@Example.COM ',
      isAdmin: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected: AdminSettings = {
      isAdmin: true,
      errorEmailAlertsEnabled: true,
      errorEmailAddress: 'alerts@example.com',
    };
    expect(saved.json()).toEqual(expected);
    expect((await call(t, 'GET', '/api/admin-settings', other.cookie)).json()).toEqual(expected);
    // The seeded administrator's settings are still the defaults.
    expect((await call(t, 'GET', '/api/admin-settings', admin.cookie)).json()).toMatchObject({
      errorEmailAlertsEnabled: false,
      errorEmailAddress: null,
    });

    // Turning alerts off keeps the address; `isAdmin: false` neither drops the flag nor is stored.
    const off = await call(t, 'POST', '/api/admin-settings', other.cookie, {
      errorEmailAlertsEnabled: false,
      errorEmailAddress: 'alerts@example.com',
      isAdmin: false,
    });
    expect(off.json()).toEqual({ ...expected, errorEmailAlertsEnabled: false });
    const [row] = await t.db.select().from(adminSettings).where(eq(adminSettings.userId, other.user.id));
    expect(row).toMatchObject({
      isAdmin: true,
      errorEmailAlertsEnabled: false,
      errorEmailAddress: 'alerts@example.com',
    });
    expect((await call(t, 'GET', '/api/error-logs', other.cookie)).statusCode).toBe(200);
  });

  it.each([
    [{ errorEmailAlertsEnabled: true }, 'errorEmailAddress', m.emailRequired],
    [{ errorEmailAlertsEnabled: true, errorEmailAddress: '' }, 'errorEmailAddress', m.emailRequired],
    [{ errorEmailAlertsEnabled: true, errorEmailAddress: '   ' }, 'errorEmailAddress', m.emailRequired],
    [{ errorEmailAlertsEnabled: true, errorEmailAddress: null }, 'errorEmailAddress', m.emailRequired],
    [{ errorEmailAlertsEnabled: false, errorEmailAddress: 'not-an-address' }, 'errorEmailAddress', m.emailInvalid],
    [{ errorEmailAddress: 'a@example.com' }, 'errorEmailAlertsEnabled', 'Must be true or false'],
  ])('refuses admin settings %j with 400 and writes nothing', async (payload, field, message) => {
    const fresh = await signedInUser(t.db);
    const response = await call(t, 'POST', '/api/admin-settings', fresh.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { [field]: message } });
    expect(await t.db.select().from(adminSettings).where(eq(adminSettings.userId, fresh.user.id))).toEqual([]);
  });

  it('records a test error as the route would record a failure, with its fingerprint', async () => {
    const message = uniqueMessage('Test error from the Testing tab');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-error',
      headers: { cookie: admin.cookie, 'user-agent': 'vitest-agent' },
      payload: { severity: 'low', message: `  ${message}  ` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const log = response.json<ErrorLog>();
    expect(log).toMatchObject({
      severity: 'low',
      source: 'server',
      message,
      place: 'POST /api/test-error',
      requestUrl: '/api/test-error',
      requestMethod: 'POST',
      userAgent: 'vitest-agent',
      userId: admin.user.id,
      environment: 'test',
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
    });
    const [row] = await t.db.select().from(errorLogs).where(eq(errorLogs.id, log.id));
    expect(row.fingerprint).toBe(fingerprintOf('low', message, 'POST /api/test-error'));
    expect(row.fingerprint).not.toBe(fingerprintOf('high', message, 'POST /api/test-error'));
  });

  it.each([
    [{ severity: 'urgent', message: 'x' }, 'severity', m.severityInvalid],
    [{ message: 'x' }, 'severity', m.severityInvalid],
    [{ severity: 'high', message: '   ' }, 'message', m.messageRequired],
    [{ severity: 'high' }, 'message', m.messageRequired],
    [{ severity: 'high', message: 'x'.repeat(1001) }, 'message', m.messageLength],
  ])('refuses the test error %j with 400 and records nothing', async (payload, field, message) => {
    const before = await counts();
    const response = await testError(admin.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it('lists the latest 10 errors newest first with the total, pages and filters by severity', async () => {
    const made: ErrorLog[] = [];
    for (let i = 0; i < 12; i++) {
      const severity = i % 3 === 0 ? 'medium' : 'low';
      made.push((await testError(admin.cookie, { severity, message: uniqueMessage(`Listed ${i}`) })).json());
    }
    const first = await call(t, 'GET', '/api/error-logs', admin.cookie);
    expect(first.statusCode).toBe(200);
    const items = first.json<ErrorLog[]>();
    expect(items.map((l) => l.id)).toEqual(
      made
        .slice(-10)
        .map((l) => l.id)
        .reverse(),
    );
    const total = Number(first.headers['x-total-count']);
    expect(total).toBe((await t.db.select({ n: count() }).from(errorLogs))[0].n);

    const second = await call(t, 'GET', '/api/error-logs?limit=10&offset=10', admin.cookie);
    expect(second.json<ErrorLog[]>()[0].id).toBe(made[1].id);

    const medium = await call(t, 'GET', '/api/error-logs?severity=medium&limit=100', admin.cookie);
    expect(medium.json<ErrorLog[]>().every((l) => l.severity === 'medium')).toBe(true);
    expect(medium.json<ErrorLog[]>().map((l) => l.id)).toEqual(
      expect.arrayContaining(made.filter((l) => l.severity === 'medium').map((l) => l.id)),
    );
    const bad = await call(t, 'GET', '/api/error-logs?severity=urgent', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/error-logs?limit=0', admin.cookie)).statusCode).toBe(400);
  });

  it('resolves an error once: who and when are set, kept on a second call; unknown ids are 404', async () => {
    const log = (
      await testError(admin.cookie, { severity: 'medium', message: uniqueMessage('To resolve') })
    ).json<ErrorLog>();
    const other = await signedInUser(t.db);
    const unresolvedBefore = (await call(t, 'GET', '/api/error-logs/unresolved?limit=100', admin.cookie)).json<
      ErrorLog[]
    >();
    expect(unresolvedBefore.map((l) => l.id)).toContain(log.id);

    const response = await call(t, 'PATCH', `/api/error-logs/${log.id}/resolve`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const resolved = response.json<ErrorLog>();
    expect(resolved).toMatchObject({ id: log.id, resolved: true, resolvedBy: admin.user.id });
    expect(Date.now() - Date.parse(resolved.resolvedAt!)).toBeLessThan(60_000);

    const again = await call(t, 'PATCH', `/api/error-logs/${log.id}/resolve`, other.cookie);
    expect(again.json()).toMatchObject({ resolvedBy: admin.user.id, resolvedAt: resolved.resolvedAt });

    const unresolved = await call(t, 'GET', '/api/error-logs/unresolved?limit=100', admin.cookie);
    expect(unresolved.json<ErrorLog[]>().every((l) => !l.resolved)).toBe(true);
    expect(unresolved.json<ErrorLog[]>().map((l) => l.id)).not.toContain(log.id);
    expect(Number(unresolved.headers['x-total-count'])).toBe(unresolvedBefore.length - 1);

    const missing = await call(t, 'PATCH', `/api/error-logs/${MISSING_ID}/resolve`, admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: m.notFound });
    expect((await call(t, 'PATCH', '/api/error-logs/abc/resolve', admin.cookie)).statusCode).toBe(400);
  });

  it('counts the summary cards in SQL: unresolved, unresolved high or critical, last 24 hours', async () => {
    const summary = async () => (await call(t, 'GET', '/api/error-logs/summary', admin.cookie)).json();
    const before = await summary();
    await testError(admin.cookie, { severity: 'medium', message: uniqueMessage('Summary medium') });
    const low = (await testError(admin.cookie, { severity: 'low', message: uniqueMessage('Summary low') })).json();
    await call(t, 'PATCH', `/api/error-logs/${low.id}/resolve`, admin.cookie);
    // An old, unresolved critical error: counted as unresolved and urgent, not in the last 24 hours.
    await t.db.insert(errorLogs).values({
      severity: 'critical',
      message: 'Old failure',
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    expect(await summary()).toEqual({
      unresolved: before.unresolved + 2,
      unresolvedUrgent: before.unresolvedUrgent + 1,
      last24Hours: before.last24Hours + 2,
      alertsLast24Hours: before.alertsLast24Hours,
    });
  });
});
