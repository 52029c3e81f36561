import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { seedUser } from '../db/seed/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { RATE_LIMIT_MESSAGE } from './rate-limit';

describe('rate limit on sign-in, sign-up and recovery', () => {
  const MAX = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(MAX) } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it(`answers 429 after ${MAX} attempts from one address, even with the right password`, async () => {
    const user = await seedUser(t.db);
    const ip = '203.0.113.10';
    for (let i = 0; i < MAX; i++) {
      expect((await post('/api/login', { email: user.email, password: 'guess-' + i }, ip)).statusCode).toBe(401);
    }
    const limited = await post('/api/login', { email: user.email, password: user.plainPassword }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address and each route on its own', async () => {
    const user = await seedUser(t.db);
    const ip = '203.0.113.20';
    for (let i = 0; i < MAX; i++) await post('/api/login', { email: user.email, password: 'wrong' }, ip);
    expect((await post('/api/login', { email: user.email, password: 'wrong' }, ip)).statusCode).toBe(429);

    expect(
      (await post('/api/login', { email: user.email, password: user.plainPassword }, '203.0.113.21')).statusCode,
    ).toBe(200);
    expect((await post('/api/forgot-password', { email: user.email }, ip)).statusCode).toBe(200);
  });

  it('keeps its counters in the database, and opens again when the window has passed', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i <= MAX; i++) await post('/api/forgot-password', { email: 'someone@example.com' }, ip);
    expect((await post('/api/forgot-password', { email: 'someone@example.com' }, ip)).statusCode).toBe(429);

    const counters = await t.db.select().from(rateLimits);
    expect(counters.some((c) => c.key.includes('/api/forgot-password') && c.key.includes(ip))).toBe(true);

    await t.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await post('/api/forgot-password', { email: 'someone@example.com' }, ip)).statusCode).toBe(200);
  });

  it.each([
    ['/api/register', '198.51.100.1'],
    ['/api/forgot-password', '198.51.100.3'],
    ['/api/reset-password', '198.51.100.4'],
    ['/api/resend-verification', '198.51.100.5'],
    ['/api/validate-reset-token', '198.51.100.6'],
  ])('limits %s, counting refused attempts too', async (url, ip) => {
    for (let i = 0; i < MAX; i++) expect((await post(url, {}, ip)).statusCode).not.toBe(429);
    expect((await post(url, {}, ip)).statusCode).toBe(429);
  });

  it('limits the e-mailed verification link per address', async () => {
    const open = () =>
      t.app.inject({ method: 'GET', url: '/api/verify-email?token=forged', remoteAddress: '198.51.100.7' });
    for (let i = 0; i < MAX; i++) expect((await open()).statusCode).toBe(302);
    expect((await open()).statusCode).toBe(429);
  });

  it('limits sign-in per address, counting each attempt', async () => {
    const ip = '198.51.100.2';
    const attempt = () => post('/api/login', { email: 'anyone@example.com', password: 'wrong-password' }, ip);
    for (let i = 0; i < MAX; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('leaves other routes unlimited', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < MAX + 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});

describe.each([
  ['one trusted hop (TRUST_PROXY=true)', 'true'],
  ['the proxy named by address', '127.0.0.1'],
])('rate limit behind %s', (_name, trustProxy) => {
  const MAX = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: trustProxy } });
  });
  afterAll(() => t.close());

  const check = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-reset-token',
      payload: { token: 'forged' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('counts the address the proxy saw, whatever the client wrote to the left of it', async () => {
    const client = '198.51.100.60';
    for (let i = 0; i < MAX; i++) expect((await check('127.0.0.1', `10.9.8.${i}, ${client}`)).statusCode).toBe(200);
    expect((await check('127.0.0.1', `10.9.9.9, ${client}`)).statusCode).toBe(429);
    expect((await check('127.0.0.1', `10.9.9.9, 198.51.100.61`)).statusCode).toBe(200);
  });
});

describe('rate limit with a proxy named by address', () => {
  const MAX = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from anyone else', async () => {
    const direct = '198.51.100.70';
    const check = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/validate-reset-token',
        payload: { token: 'forged' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
        remoteAddress: direct,
      });
    for (let i = 0; i < MAX; i++) expect((await check(i)).statusCode).toBe(200);
    expect((await check(99)).statusCode).toBe(429);
  });
});
