import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { buildApp } from '../app';
import { seedUser } from '../db/seed/factories';
import { bootScript } from '../../shared/boot-script';
import { PAGE_DATA_ID } from '../../shared/page-data';
import {
  appShellModule,
  dashboardModule,
  notFoundModule,
  pageModules,
  pageModulesFor,
} from '../../shared/page-modules';
import { pageRoutePatterns } from '../../shared/paths';
import { blogPosts } from '../../shared/marketing-site/blog/posts';
import { manifestKey, type ViteManifest } from './seo';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Crewdesk: default</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Each route module of the table as a chunk that imports one chunk of its own, like a real build's manifest. */
const modules = [...new Set([...Object.values(pageModules), appShellModule, dashboardModule, notFoundModule])];
const chunkOf = (module: string) => module.replace(/^.*\//, '').replace(/\.tsx$/, '');
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  ...Object.fromEntries(
    modules.flatMap((module) => [
      [manifestKey(module), { file: `assets/${chunkOf(module)}-1.js`, imports: [`_${chunkOf(module)}-part.js`] }],
      [`_${chunkOf(module)}-part.js`, { file: `assets/${chunkOf(module)}-part-2.js` }],
    ]),
  ),
};
/** The files a module's chunks are served as: itself and what it imports statically. */
const chunksOf = (module: string) => [`/assets/${chunkOf(module)}-1.js`, `/assets/${chunkOf(module)}-part-2.js`];
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]).sort();
const pageDataOf = (html: string) => {
  const found = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html);
  return found ? JSON.parse(found[1]) : undefined;
};
const values: Record<string, string> = { slug: blogPosts[0].slug, id: '12', token: 'aB3-x_9' };
const urlOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => values[name]);

/** A signed-in page: the code of what it shows named in its HTML, and the session and company brought along. */
describe('a signed-in page', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-client-'));
    mkdirSync(join(dir, '.vite'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp();
    app = await buildApp(t.ctx, { clientDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const api = async (url: string, cookie: string) => (await get(url, cookie)).json();

  it("names, for every route, the chunks of what it shows to an owner: the shell and the screen's module", async () => {
    const { cookie } = await signedInOwner(t);
    const owner = { isAdmin: false, emailVerified: true };
    for (const pattern of pageRoutePatterns) {
      const expected = pageModulesFor(pattern, owner).flatMap(chunksOf).sort();
      expect(preloaded((await get(urlOf(pattern), cookie)).body), pattern).toEqual(expected);
    }
    expect(preloaded((await get('/invoices', cookie)).body)).toEqual(
      [...chunksOf(appShellModule), ...chunksOf('routes/invoices.tsx')].sort(),
    );
    expect(preloaded((await get('/', cookie)).body)).toEqual(
      [...chunksOf(appShellModule), ...chunksOf(dashboardModule)].sort(),
    );
  });

  it("names the landing page's code for a visitor on a signed-in screen, and the dashboard's for an unverified owner", async () => {
    expect(preloaded((await get('/invoices')).body)).toEqual(chunksOf('routes/landing.tsx'));
    expect(preloaded((await get('/no-such-page')).body)).toEqual(chunksOf('routes/not-found.tsx'));
    const unverified = await seedUser(t.db, { emailVerified: false });
    const cookie = await signIn(app, unverified.email, unverified.plainPassword);
    expect(preloaded((await get('/invoices', cookie)).body)).toEqual(
      [...chunksOf(appShellModule), ...chunksOf(dashboardModule)].sort(),
    );
    // An administrator's screen is the landing page for an owner.
    const { cookie: ownerCookie } = await signedInOwner(t);
    expect(preloaded((await get('/admin/outbox', ownerCookie)).body)).toEqual(chunksOf('routes/landing.tsx'));
  });

  it('brings the session and the company as /api/user and /api/company answer them, for that user only', async () => {
    const first = await signedInOwner(t);
    const second = await signedInOwner(t);
    for (const { cookie, user } of [first, second]) {
      const page = await get('/invoices', cookie);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const data = pageDataOf(page.body);
      expect(data).toEqual({
        '/api/user': await api('/api/user', cookie),
        '/api/company': await api('/api/company', cookie),
      });
      expect(data['/api/user'].email).toBe(user.email);
    }
    expect(pageDataOf((await get('/invoices', first.cookie)).body)['/api/user'].id).not.toBe(second.user.id);
  });

  it('brings no company for an owner without one (null, as the 404 of /api/company reads), none when unverified', async () => {
    const noCompany = await seedUser(t.db);
    const cookie = await signIn(app, noCompany.email, noCompany.plainPassword);
    expect((await get('/api/company', cookie)).statusCode).toBe(404);
    expect(pageDataOf((await get('/', cookie)).body)['/api/company']).toBeNull();

    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(app, unverified.email, unverified.plainPassword);
    const data = pageDataOf((await get('/', unverifiedCookie)).body);
    expect(data['/api/user'].email).toBe(unverified.email);
    expect(data).not.toHaveProperty(['/api/company']);
  });

  it('brings nothing to a visitor, to an ended session or to a forged cookie', async () => {
    const { cookie, user } = await signedInOwner(t);
    const visitor = await get('/invoices');
    expect(pageDataOf(visitor.body)).toBeUndefined();
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(pageDataOf((await get('/invoices', 'crewdesk_sid=forged')).body)).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    const ended = await get('/invoices', cookie);
    expect(pageDataOf(ended.body)).toBeUndefined();
    expect(ended.body).not.toContain(user.email);
  });

  it('writes the data so that nothing in it can end its element, and runs no inline script but the boot script', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { cookie } = await signedInOwner(t, { firstName: hostile });
    const html = (await get('/', cookie)).body;
    expect(html).not.toContain(hostile);
    expect(pageDataOf(html)['/api/user'].firstName).toBe(hostile);
    const executable = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes),
    );
    expect(executable.map((m) => m[2])).toEqual([bootScript]);
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect((await get('/', cookie)).headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
});
