import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsMessages as m } from '../../../shared/site-settings/site-settings.schemas';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { TEST_ADMIN } from '../../../test/test-env';
import { buildApp } from '../../app';
import { seedOwner } from '../../db/seed/factories';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenance';
import { putPlatformSettings, tinyClientDir } from './site-settings-fixtures';

describe('maintenance mode', () => {
  let t: TestApp;
  let pages: FastifyInstance;
  let clientDir: string;
  let admin: string;
  let owner: string;
  const down = m.maintenance('Fieldwise');

  beforeAll(async () => {
    t = await createTestApp();
    clientDir = tinyClientDir();
    pages = await buildApp(t.ctx, { clientDir });
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    owner = (await signedInOwner(t)).cookie;
    await putPlatformSettings(t, admin, { siteName: 'Fieldwise', maintenanceMode: true });
  });
  afterAll(async () => {
    await pages.close();
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("answers an owner's API calls 503 with the site's message and Retry-After", async () => {
    for (const url of ['/api/user', '/api/company', '/api/invoices']) {
      const response = await get(t.app, url, owner);
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ message: down, maintenance: true });
      expect(response.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: owner },
      payload: { name: 'Dana' },
    });
    expect(write.statusCode).toBe(503);
  });

  it("gives an owner's and a visitor's pages the maintenance page, and lets the sign-in screen through", async () => {
    for (const [url, cookie] of [
      ['/invoices', owner],
      ['/', undefined],
      ['/pricing', undefined],
    ] as const) {
      const response = await get(pages, url, cookie);
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(down);
      expect(response.body).toContain('href="/auth?tab=login"');
    }
    const signInPage = await get(pages, '/auth');
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).not.toContain(down);
  });

  it('lets the administrator work, on the API and on pages', async () => {
    expect((await get(t.app, '/api/admin/platform-settings', admin)).statusCode).toBe(200);
    expect((await get(t.app, '/api/user', admin)).json()).toMatchObject({ email: TEST_ADMIN.email });
    const page = await get(pages, '/site-settings', admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(down);
  });

  it('lets the administrator sign in and refuses an owner with the message', async () => {
    const adminSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(adminSignIn.statusCode).toBe(200);
    expect(sessionCookie(adminSignIn)).toBeDefined();

    const { user } = await seedOwner(t.db);
    const ownerSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.plainPassword },
    });
    expect(ownerSignIn.statusCode).toBe(503);
    expect(ownerSignIn.json()).toEqual({ message: down });
    expect(sessionCookie(ownerSignIn)).toBeUndefined();
    // A visitor's sign-in screen still learns nobody is signed in, and a wrong password is still just that.
    expect((await get(t.app, '/api/user')).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('never blocks health checks, the Stripe webhook or files', async () => {
    expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: {} });
    expect(webhook.statusCode).not.toBe(503);
    expect((await get(pages, '/favicon.svg')).statusCode).toBe(404); // not in this build, and not the 503 page
  });

  describe('once turned off', () => {
    afterEach(() => putPlatformSettings(t, admin, { maintenanceMode: true }));

    it('serves everyone again at once in the process that saved it', async () => {
      await putPlatformSettings(t, admin, { maintenanceMode: false });
      expect((await get(t.app, '/api/user', owner)).statusCode).toBe(200);
      expect((await get(pages, '/invoices', owner)).statusCode).toBe(200);
    });
  });
});
