import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { buildApp } from '../app';
import { seedCompany, seedUser } from '../db/seed/factories';
import { APP_ENTRY_ID } from '../../shared/boot-script';
import { PAGE_DATA_ID } from '../../shared/page-data';
import { appShellModule, pageModules } from '../../shared/page-modules';
import { APP_FRAMES_FILE, COMPANY_SLOT, PLAIN_FRAME, screenHeads } from '../../shared/screen-heads';
import { escapeHtml, manifestKey, type ViteManifest } from './seo';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Crewdesk: default</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The route modules of the signed-in invoice screen, each one chunk (see page-session.test.ts for the whole table). */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  [manifestKey(appShellModule)]: { file: 'assets/app-shell-1.js' },
  [manifestKey(pageModules['/invoices'])]: { file: 'assets/invoices-1.js' },
};

/** Stand-ins for the prerendered frames (src/client/prerender.tsx renders the real ones): each names its screen. */
const frames: Record<string, string> = {
  [PLAIN_FRAME]: '<div data-app-frame=""><main>plain frame</main></div>',
  ...Object.fromEntries(
    Object.entries(screenHeads).map(([screen, head]) => [
      screen,
      `<div data-app-frame=""><main><h1>${head.title}</h1><p>${head.description}</p></main></div>`,
    ]),
  ),
};
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1];

/** A signed-in screen arrives as its frame: the shell's bar and the screen's head, painted before any code runs. */
describe('the signed-in frame in the page', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-client-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body{margin:0}');
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, 'prerendered', APP_FRAMES_FILE), JSON.stringify(frames));
    t = await createTestApp();
    app = await buildApp(t.ctx, { clientDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string, cookie?: string) =>
    (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
  const ownerWithCompany = async (name: string) => {
    const user = await seedUser(t.db);
    await seedCompany(t.db, { userId: user.id, name });
    return signIn(app, user.email, user.plainPassword);
  };

  it("carries each screen's title and description for an owner with a company, the dashboard with its name", async () => {
    const { cookie, company } = await signedInOwner(t);
    for (const screen of ['/invoices', '/customers', '/quotes'] as const) {
      expect(rootOf(await get(screen, cookie)), screen).toBe(frames[screen]);
    }
    const dashboard = rootOf(await get('/', cookie));
    expect(dashboard).toContain(`<h1>Dashboard</h1><p>Welcome back to ${escapeHtml(company.name)}.</p>`);
    expect(dashboard).not.toContain(COMPANY_SLOT);
  });

  it("writes the company's name as text: nothing in it can become markup", async () => {
    const hostile = '<img src=x onerror=alert(1)> & {company} $&';
    const cookie = await ownerWithCompany(hostile);
    const dashboard = rootOf(await get('/', cookie))!;
    expect(dashboard).not.toContain('<img');
    expect(dashboard).toContain(`Welcome back to ${escapeHtml(hostile)}.`);
  });

  it("paints before the code: styles inline, the screen's chunks named, the entry started by the boot script, the session brought along", async () => {
    const { cookie, user } = await signedInOwner(t);
    const html = await get('/invoices', cookie);
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('<script type="module"');
    // The shell's and the screen's chunks, fetched and compiled as the frame arrives; the boot script adds none.
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/assets/app-shell-1.js', '/assets/invoices-1.js']);
    expect(html.indexOf('<link rel="modulepreload"')).toBeLessThan(html.indexOf('<div id="root">'));
    const entry = new RegExp(`<script type="application/json" id="${APP_ENTRY_ID}">([^<]+)</script>`).exec(html);
    expect(JSON.parse(entry![1])).toEqual({ entry: '/assets/index-abc.js', preload: [] });
    const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]+)</script>`).exec(html);
    expect(JSON.parse(data![1])['/api/user'].email).toBe(user.email);
  });

  it('gives the plain frame where the first screen has no such head: no company yet, unverified, other screens', async () => {
    const noCompany = await seedUser(t.db);
    const noCompanyCookie = await signIn(app, noCompany.email, noCompany.plainPassword);
    expect(rootOf(await get('/invoices', noCompanyCookie))).toBe(frames[PLAIN_FRAME]);
    expect(rootOf(await get('/', noCompanyCookie))).toBe(frames[PLAIN_FRAME]);
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(app, unverified.email, unverified.plainPassword);
    expect(rootOf(await get('/invoices', unverifiedCookie))).toBe(frames[PLAIN_FRAME]);
    const cookie = await ownerWithCompany('Bright Pools');
    expect(rootOf(await get('/company', cookie))).toBe(frames[PLAIN_FRAME]);
  });

  it('never reaches a visitor, an ended session, or a signed-in owner on a public page or the landing page', async () => {
    expect(rootOf(await get('/invoices'))).toBe('');
    expect(rootOf(await get('/'))).toBe('');
    expect(rootOf(await get('/invoices', 'crewdesk_sid=forged'))).toBe('');
    const { cookie } = await signedInOwner(t);
    expect(await get('/pricing', cookie)).not.toContain('data-app-frame');
    // An administrator's screen shows an owner the landing page.
    expect(await get('/admin/outbox', cookie)).not.toContain('data-app-frame');
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(rootOf(await get('/invoices', cookie))).toBe('');
  });
});
