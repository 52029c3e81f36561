import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { buildApp } from '../app';
import { platformSettings } from '../db/schema';
import { blogPosts } from '../../shared/marketing-site/blog/posts';
import { APP_ENTRY_ID, bootScript } from '../../shared/boot-script';
import { pageRoutePatterns } from '../../shared/paths';
import { createPublicOrigin } from './public-origin';
import { escapeHtml } from './seo';
import { SESSION_HINT_COOKIE } from './session';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Crewdesk: default</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const entryJs = `console.log(${JSON.stringify('Crewdesk '.repeat(200))});`;

/** The app serving a small client build written to a temporary folder. */
describe('serving the client pages', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let withPublicUrl: FastifyInstance;
  let dir: string;
  /** A signed-in owner's session cookie, with the hint cookie the browser has beside it. */
  let signedIn: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-client-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), entryJs);
    writeFileSync(join(dir, 'assets', 'index-abc.js.br'), brotliCompressSync(entryJs));
    writeFileSync(join(dir, 'assets', 'landing-1.js'), 'export default 1;');
    writeFileSync(join(dir, 'assets', 'index-abc.css'), 'body{margin:0}');
    mkdirSync(join(dir, 'prerendered', 'blog'), { recursive: true });
    writeFileSync(join(dir, 'prerendered', 'index.html'), '<main><h1>Landing drawn</h1></main>');
    writeFileSync(join(dir, 'prerendered', 'blog.html'), '<main><h1>Blog drawn</h1></main>');
    writeFileSync(join(dir, 'prerendered', 'blog', `${blogPosts[0].slug}.html`), '<main><h1>Article drawn</h1></main>');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc.js', isEntry: true },
        'app/routes/landing.tsx': { file: 'assets/landing-1.js', isDynamicEntry: true },
      }),
    );
    t = await createTestApp();
    app = await buildApp(t.ctx, { clientDir: dir });
    signedIn = `${(await signedInOwner(t)).cookie}; ${SESSION_HINT_COOKIE}=1`;
    withPublicUrl = await buildApp(
      { ...t.ctx, origin: createPublicOrigin({ ...t.ctx.env, PUBLIC_URL: 'https://crewdesk.example' }) },
      { clientDir: dir },
    );
  });
  afterAll(async () => {
    await app?.close();
    await withPublicUrl?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'GET', url, headers });
  const jsonLdOf = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]);

  it("gives each public page its own head, with the server's own address when PUBLIC_URL is not set", async () => {
    const res = await get('/features', { host: 'evil.example:8123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Features | Crewdesk</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${t.ctx.origin.url}/features" />`);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<meta property="og:title" content="Features | Crewdesk" />');
    expect(res.body).not.toContain('Default description');
    expect(res.body).not.toContain('application/ld+json');
  });

  it('uses PUBLIC_URL for canonical links, the sitemap and robots.txt', async () => {
    const page = await get('/pricing?ref=ad', {}, withPublicUrl);
    expect(page.body).toContain('<link rel="canonical" href="https://crewdesk.example/pricing" />');
    const robots = await get('/robots.txt', {}, withPublicUrl);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://crewdesk.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml', {}, withPublicUrl);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://crewdesk.example/pricing</loc>');
  });

  it("serves robots.txt and sitemap.xml with the server's own address, whatever the Host header says", async () => {
    const robots = await get('/robots.txt', { host: 'crewdesk.test', 'x-forwarded-host': 'evil.example' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${t.ctx.origin.url}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', { host: 'crewdesk.test' });
    expect(sitemap.body).toContain(`<loc>${t.ctx.origin.url}/</loc>`);
    expect(robots.body + sitemap.body).not.toMatch(/crewdesk\.test|evil\.example/);
  });

  it.each(['', 'a b', 'evil.example:99999', '[::1', 'x/y?z#w', '%zz', 'é.example', `${'h'.repeat(300)}.example`])(
    'answers public pages, robots.txt and sitemap.xml for the Host %j, never 500',
    async (host) => {
      for (const url of ['/', '/features', `/blog/${blogPosts[0].slug}`, '/robots.txt', '/sitemap.xml']) {
        const res = await get(url, { host });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
        if (host) expect(res.body).not.toContain(host);
      }
    },
  );

  it('gives each blog article its own head and lists it in the sitemap', async () => {
    const post = blogPosts[0];
    const res = await get(`/blog/${post.slug}`);
    expect(res.body).toContain(`<title>${escapeHtml(post.title)} | Crewdesk</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="${t.ctx.origin.url}/blog/${post.slug}" />`);
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    const sitemap = await get('/sitemap.xml');
    for (const p of blogPosts) expect(sitemap.body).toContain(`<loc>${t.ctx.origin.url}/blog/${p.slug}</loc>`);
    expect((await get('/blog/no-such-article')).body).toContain('Default description');
  });

  it('puts the software-application data with the prices of the database on the landing page', async () => {
    await t.db
      .update(platformSettings)
      .set({ basicPlanPrice: '12.00', proPlanPrice: '34.00', enterprisePlanPrice: '56.00' });
    const res = await get('/', { host: 'evil.example' });
    expect(res.body).toContain('<title>Crewdesk: invoicing, quotes and scheduling for service businesses</title>');
    expect(res.body).toContain('"preload":["/assets/landing-1.js"]');
    const data = jsonLdOf(res.body);
    expect(data).toMatchObject({
      '@type': 'SoftwareApplication',
      applicationCategory: 'BusinessApplication',
      url: `${t.ctx.origin.url}/`,
      offers: { '@type': 'AggregateOffer', lowPrice: '12.00', highPrice: '56.00', priceCurrency: 'USD' },
    });
    expect(data.offers.offers.map((o: { price: string }) => o.price)).toEqual(['12.00', '34.00', '56.00']);
  });

  it('does not preload the landing code for a signed-in owner, who sees the dashboard', async () => {
    const res = await get('/', { cookie: signedIn });
    expect(res.body).not.toContain('/assets/landing-1.js');
    expect(res.body).toContain('application/ld+json');
    // The hint cookie alone (a session that has ended) is a visitor's: the landing page, drawn.
    expect((await get('/', { cookie: `${SESSION_HINT_COOKIE}=1` })).body).toContain('<h1>Landing drawn</h1>');
  });

  it('sends public pages drawn, from their prerendered markup, to be hydrated', async () => {
    expect((await get('/')).body).toContain('<div id="root"><main><h1>Landing drawn</h1></main></div>');
    expect((await get('/blog')).body).toContain('<div id="root"><main><h1>Blog drawn</h1></main></div>');
    expect((await get(`/blog/${blogPosts[0].slug}`)).body).toContain('<h1>Article drawn</h1>');
    // A query string may change the page (the blog's category chips): the client draws it.
    expect((await get('/blog?category=Marketing')).body).toContain('<div id="root"></div>');
    // A signed-in owner gets the dashboard at '/'; other public pages stay drawn.
    expect((await get('/', { cookie: signedIn })).body).toContain('<div id="root"></div>');
    expect((await get('/blog', { cookie: signedIn })).body).toContain('<h1>Blog drawn</h1>');
    // Pages without markup, and the markup files themselves, are not served that way.
    expect((await get('/pricing')).body).toContain('<div id="root"></div>');
    expect((await get('/prerendered/index.html')).statusCode).toBe(404);
  });

  it('sends a drawn page with its styles inline and its code started by the boot script after the first paint', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('index-abc.css');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const entry = new RegExp(`<script type="application/json" id="${APP_ENTRY_ID}">([^<]+)</script>\\s*</body>`).exec(
      html,
    );
    expect(JSON.parse(entry![1])).toEqual({ entry: '/assets/index-abc.js', preload: ['/assets/landing-1.js'] });
    // Pages that are not drawn load their code as built.
    const plain = (await get('/', { cookie: signedIn })).body;
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(plain).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(plain).not.toContain(`id="${APP_ENTRY_ID}"`);
  });

  it('sets the theme before the first paint with the one inline script the content security policy allows', async () => {
    const res = await get('/features');
    const script = /<script>([^<]+)<\/script>/.exec(res.body)![1];
    expect(script).toBe(bootScript);
    expect(res.body.indexOf(script)).toBeLessThan(res.body.indexOf('<script type="module"'));
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('keeps the default head on other paths: the same page for a screen and for what is none', async () => {
    for (const [url, status] of [
      ['/invoices', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<title>Crewdesk: default</title>');
      expect(res.body, url).toContain('<meta name="description" content="Default description" />');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect((await get('/reset-password?token=x')).body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers 200 for every route of the app, dynamic ones included, and 404 for any other page path', async () => {
    const values: Record<string, string> = { slug: blogPosts[0].slug, id: '12', token: 'aB3-x_9' };
    for (const pattern of pageRoutePatterns) {
      const url = pattern.replace(/:(\w+)/g, (_, name: string) => values[name]);
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // The router's own matching: any case, a trailing slash, a query string.
    for (const url of ['/Pricing', '/pricing/', '/blog?category=Marketing', '/customer/abc/']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const unknown = [
      '/no-such-page',
      '/invoices/12',
      '/blog/no-such-article',
      '/blog/a/b',
      '/quote-preview',
      '/customer',
    ];
    for (const url of [...unknown, '/caf%C3%A9', '/admin/unknown?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 for missing files and API paths', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });

  it('compresses the page and serves pre-compressed assets', async () => {
    const page = await get('/pricing', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Pricing | Crewdesk</title>');

    const asset = await get('/assets/index-abc.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(entryJs);

    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entryJs);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });
});
