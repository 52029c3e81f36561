import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../db/seed/factories';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../test/app';

describe('cross-site request protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://app.crewdesk.test' } });
  });
  afterAll(() => t.close());

  const loginFrom = async (headers: Record<string, string>) => {
    const user = await seedUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'crewdesk.internal:3000', ...headers },
      payload: { email: user.email, password: user.plainPassword },
    });
    return response;
  };

  it('refuses a state-changing request from a foreign origin with 403, before doing anything', async () => {
    const response = await loginFrom({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('refuses a request the browser marks as cross-site, whatever its origin says', async () => {
    const response = await loginFrom({ origin: 'http://crewdesk.internal:3000', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a foreign origin on PUT and DELETE as well', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/services/1',
        headers: { cookie, origin: 'https://evil.example' },
        payload: { name: 'x' },
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it('accepts the same origin as the request host, and the public URL', async () => {
    for (const origin of ['http://crewdesk.internal:3000', 'https://app.crewdesk.test']) {
      const response = await loginFrom({ origin, 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode, origin).toBe(200);
    }
  });

  it('accepts a request without Origin (not from a browser)', async () => {
    expect((await loginFrom({})).statusCode).toBe(200);
  });

  it('lets reads through from anywhere', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
