import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { emailOutbox } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { DEVICE_COOKIE } from '../../auth/sign-in-limits.service';
import { calls } from './security-fixtures';

const SUBJECT = 'New sign-in to your account';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

describe('login alerts: an e-mail when the account signs in from a browser it has not used', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    t = await createTestApp();
    api = calls(t);
  });
  afterAll(() => t.close());

  const deviceOf = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    return `${DEVICE_COOKIE}=${cookie.value}`;
  };
  const login = (user: { email: string; plainPassword: string }, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.plainPassword },
      headers: { 'user-agent': FIREFOX_LINUX, ...(device ? { cookie: device } : {}) },
      remoteAddress: '192.0.2.44',
    });
  const alertsTo = async (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, SUBJECT)));

  it('is not sent on the first sign-in, nor from a known browser; is sent once from a new one', async () => {
    const user = await seedUser(t.db, { timezone: 'America/Chicago' });
    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(await alertsTo(user.email)).toHaveLength(0);
    expect((await login(user, deviceOf(first))).statusCode).toBe(200);
    expect(await alertsTo(user.email)).toHaveLength(0);

    const elsewhere = await login(user);
    expect(elsewhere.statusCode).toBe(200);
    const alert = await waitForOutbox(t.db, (m) => m.to === user.email && m.subject === SUBJECT);
    expect(alert.text).toContain('Firefox on Linux');
    expect(alert.text).toContain('192.0.2.44');
    expect(alert.text).toMatch(/Time: .*\d{4}.*(CST|CDT)/);
    expect(alert.text).toContain('change your password');
    expect(alert.text).toContain('/account-settings');
    // That browser is known now.
    expect((await login(user, deviceOf(elsewhere))).statusCode).toBe(200);
    expect(await alertsTo(user.email)).toHaveLength(1);
  });

  it('is not sent when the user switched login alerts off', async () => {
    const user = await seedUser(t.db, { lastLoginAt: new Date('2026-01-05T10:00:00Z') });
    const first = await login(user);
    const cookie = first.cookies.find((c) => c.name === 'crewdesk_sid')!;
    expect(await alertsTo(user.email)).toHaveLength(1);
    const off = await api.send('PUT', '/api/user/security', `crewdesk_sid=${cookie.value}`, {
      loginNotifications: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await login(user)).statusCode).toBe(200);
    expect(await alertsTo(user.email)).toHaveLength(1);
  });
});
