import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { knownDevices, signInFailures } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test/app';
import { DEVICE_COOKIE, SIGN_IN_LIMITS } from './sign-in-limits.service';

const deviceCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  return cookie && `${DEVICE_COOKIE}=${cookie.value}`;
};

describe('sign-in limits', () => {
  const MAX = 3;
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(MAX) } });
  });
  afterAll(() => t.close());

  /** Every call from its own address unless told, so only the per-account limit is at play. */
  const login = (email: string, password: string, opts: { ip?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: opts.ip ?? `198.18.${Math.floor(++address / 250)}.${address % 250}`,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
  const failuresOf = async (email: string) =>
    (await t.db.select().from(signInFailures).where(eq(signInFailures.email, email)))[0];
  /** Lets the account's current delay pass without waiting for it. */
  const endDelay = (email: string) =>
    t.db
      .update(signInFailures)
      .set({ blockedUntil: new Date(Date.now() - 1) })
      .where(eq(signInFailures.email, email));
  /** Fails as often as is free: the account then waits 1 s, stretched here to a minute for slow machines. */
  async function failFreeAttempts(email: string) {
    for (let i = 0; i < SIGN_IN_LIMITS.free; i++) expect((await login(email, `wrong-${i}`)).statusCode).toBe(401);
    const { blockedUntil } = await failuresOf(email);
    expect(blockedUntil!.getTime() - Date.now()).toBeGreaterThan(0);
    expect(blockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(SIGN_IN_LIMITS.baseMs);
    await t.db
      .update(signInFailures)
      .set({ blockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(signInFailures.email, email));
  }

  it('delays an account after a few failures from anywhere, even for the right password on a new device', async () => {
    const user = await seedUser(t.db);
    await failFreeAttempts(user.email);
    const refused = await login(user.email, user.plainPassword);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBe(60);

    await endDelay(user.email);
    expect((await login(user.email, user.plainPassword)).statusCode).toBe(200);
    expect(await failuresOf(user.email)).toBeUndefined(); // a success forgets the failures
  });

  it('doubles the delay with each further failure, up to 15 minutes', async () => {
    const user = await seedUser(t.db);
    await failFreeAttempts(user.email);
    for (const seconds of [2, 4, 8]) {
      await endDelay(user.email);
      expect((await login(user.email, 'still-wrong')).statusCode).toBe(401);
      const { blockedUntil } = await failuresOf(user.email);
      expect((blockedUntil!.getTime() - Date.now()) / 1000).toBeGreaterThan(seconds - 1);
      expect((blockedUntil!.getTime() - Date.now()) / 1000).toBeLessThanOrEqual(seconds);
    }
    await t.db
      .update(signInFailures)
      .set({ failures: 40, blockedUntil: null })
      .where(eq(signInFailures.email, user.email));
    expect((await login(user.email, 'still-wrong')).statusCode).toBe(401);
    const refused = await login(user.email, user.plainPassword);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
  });

  it('treats an address without an account the same way, so the delay tells nothing', async () => {
    const email = 'no-account-here@example.com';
    await failFreeAttempts(email);
    expect((await login(email, 'anything')).statusCode).toBe(429);
  });

  it('lets a correct password from a known device through the account delay', async () => {
    const user = await seedUser(t.db);
    const first = await login(user.email, user.plainPassword);
    const device = deviceCookieOf(first)!;
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/login' });
    const [stored] = await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(stored.tokenHash).toBe(hashToken(device.split('=')[1])); // only the hash is kept

    await failFreeAttempts(user.email);
    expect((await login(user.email, user.plainPassword)).statusCode).toBe(429);
    expect((await login(user.email, user.plainPassword, { cookie: device })).statusCode).toBe(200);
  });

  it('lets a correct password from a known device through the per-address limit', async () => {
    const user = await seedUser(t.db);
    const device = deviceCookieOf(await login(user.email, user.plainPassword))!;
    const office = '203.0.113.77';
    const colleague = await seedUser(t.db);
    for (let i = 0; i <= MAX; i++) await login(colleague.email, 'typo', { ip: office });
    expect((await login(user.email, user.plainPassword, { ip: office })).statusCode).toBe(429);
    expect((await login(user.email, user.plainPassword, { ip: office, cookie: device })).statusCode).toBe(200);
    // The device is known to its own account only.
    expect((await login(colleague.email, colleague.plainPassword, { ip: office, cookie: device })).statusCode).toBe(
      429,
    );
  });

  it('stops trusting a known device after a few wrong passwords from it', async () => {
    const user = await seedUser(t.db);
    const device = deviceCookieOf(await login(user.email, user.plainPassword))!;
    for (let i = 0; i < SIGN_IN_LIMITS.deviceFailures; i++) {
      expect((await login(user.email, `guess-${i}`, { cookie: device })).statusCode).toBe(401);
    }
    expect((await login(user.email, user.plainPassword, { cookie: device })).statusCode).toBe(429);
  });

  it('shares the counts between app processes on one database', async () => {
    const user = await seedUser(t.db);
    await failFreeAttempts(user.email);
    const other = await buildApp(t.ctx);
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.plainPassword },
        remoteAddress: '198.19.0.1',
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
