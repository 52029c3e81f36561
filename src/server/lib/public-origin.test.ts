import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../db/seed/factories';
import { createTestApp, waitForOutbox, type TestApp } from '../../test/app';
import { testEnv } from '../../test/test-env';
import { createPublicOrigin, listeningOrigin } from './public-origin';

describe('the public origin', () => {
  it('is PUBLIC_URL when set, whatever the server listens on', () => {
    const origin = createPublicOrigin(testEnv({ PUBLIC_URL: 'https://app.crewdesk.test/', PORT: '8080' }));
    expect(origin.url).toBe('https://app.crewdesk.test');
    origin.listening(41234);
    expect(origin.url).toBe('https://app.crewdesk.test');
  });

  it('is else the address the server listens on, with the port it bound', () => {
    const origin = createPublicOrigin(testEnv({ HOST: '127.0.0.1', PORT: '0' }));
    origin.listening(41234);
    expect(origin.url).toBe('http://127.0.0.1:41234');
    expect(createPublicOrigin(testEnv({ HOST: '0.0.0.0', PORT: '8080' })).url).toBe('http://localhost:8080');
  });

  it('names a listening address the way a browser can open it', () => {
    expect(listeningOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listeningOrigin('::', 3000)).toBe('http://localhost:3000');
    expect(listeningOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(listeningOrigin('crewdesk.lan', 80)).toBe('http://crewdesk.lan:80');
  });
});

describe.each([
  ['without a trusted proxy', {}],
  ['behind a trusted proxy', { TRUST_PROXY: 'true' }],
])('links in e-mails, %s, never follow the request headers', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('sends the reset link to the server’s own address even for a forged Host or X-Forwarded-Host', async () => {
    const user = await seedUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForOutbox(t.db, (m) => m.to === user.email && m.subject === 'Reset your password');
    expect(mail.text).toContain(`${t.ctx.origin.url}/reset-password?token=`);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it.each(['', 'a b', 'evil.example:99999', '[::1', 'x/y?z#w', '%zz'])(
    'answers the API for the Host %j without a server error',
    async (host) => {
      const user = await seedUser(t.db);
      const headers = { host, origin: `http://${host}` };
      const calls = [
        t.app.inject({ method: 'GET', url: '/api/health', headers }),
        t.app.inject({ method: 'GET', url: '/api/user', headers }),
        t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { email: user.email, password: 'nope' } }),
        t.app.inject({ method: 'POST', url: '/api/validate-reset-token', headers, payload: { token: 'x' } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );
});
