import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findPageMeta, pageMetas } from '../../shared/marketing-site/page-meta';
import { adminPaths, verifiedUserPaths } from '../../shared/paths';
import {
  compressHtml,
  escapeHtml,
  htmlTemplate,
  jsonForScript,
  pickEncoding,
  renderHead,
  renderPreloads,
  robotsTxt,
  manifestKey,
  routePreloads,
  sitemapXml,
  type ViteManifest,
} from './seo';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Crewdesk: default</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-abc.css'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'app/routes/landing.tsx': { file: 'assets/landing-2.js', imports: ['_vendor.js', '_button.js'] },
  '_button.js': { file: 'assets/button-3.js', css: ['assets/button-3.css'] },
};

describe('escaping', () => {
  it('escapes HTML attribute and text characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', note: 'a & b <!--' });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b <!--' });
  });
});

describe('renderHead and htmlTemplate', () => {
  it('writes the page tags in place of the default title and description', () => {
    const render = htmlTemplate(template);
    const html = render({ head: renderHead(findPageMeta('/pricing')!, 'https://crewdesk.example') });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Pricing | Crewdesk</title>');
    expect(html).toContain('<link rel="canonical" href="https://crewdesk.example/pricing" />');
    expect(html).toContain('<meta property="og:url" content="https://crewdesk.example/pricing" />');
    expect(html).toContain('<meta property="og:image" content="https://crewdesk.example/social-card.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="keywords" content="Crewdesk pricing,');
    expect(html).not.toContain('Default description');
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
  });

  it('keeps the default title and description without a head, and puts `always` first in every head', () => {
    const render = htmlTemplate(template, '<script>boot()</script>');
    for (const html of [render(), render({ head: '<title>Other</title>' })]) {
      expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<script>boot()</script>'));
      expect(html.indexOf('<script>boot()</script>')).toBeLessThan(html.indexOf('<title>'));
    }
    expect(render()).toContain('<title>Crewdesk: default</title>');
    expect(render()).toContain('<meta name="description" content="Default description" />');
    expect(render({ head: '<title>Other</title>' })).not.toContain('Default description');
  });

  it("puts prerendered markup into #root, leaving the page's other parts alone", () => {
    const html = htmlTemplate(template)({ root: '<main>$& $1 Hello</main>' });
    expect(html).toContain('<div id="root"><main>$& $1 Hello</main></div>');
    expect(html).toContain('<title>Crewdesk: default</title>');
  });

  it('escapes what it inserts', () => {
    const head = renderHead(
      { path: '/x', title: '<b>"Hi"</b>', description: 'a & b', keywords: [], sitemap: false, index: false },
      'https://crewdesk.example',
      { jsonLd: { name: '</script>' } },
    );
    expect(head).toContain('<title>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt; | Crewdesk</title>');
    expect(head).toContain('content="a &amp; b"');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('name="keywords"');
    expect(head).toContain('{"name":"\\u003c/script\\u003e"}</script>');
  });

  it('preloads the route code and styles the entry does not already load', () => {
    expect(manifestKey('routes/landing.tsx')).toBe('app/routes/landing.tsx');
    const preloads = routePreloads(manifest, ['app/routes/landing.tsx']);
    expect(preloads).toEqual({
      modules: ['/assets/landing-2.js', '/assets/button-3.js'],
      styles: ['/assets/button-3.css'],
    });
    expect(routePreloads(manifest, ['app/routes/missing.tsx'])).toEqual({ modules: [], styles: [] });
    const html = htmlTemplate(template)({
      head: renderHead(findPageMeta('/')!, 'https://crewdesk.example'),
      endOfHead: renderPreloads(preloads),
    });
    const preload = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/landing-2.js" />');
    expect(preload).toBeGreaterThan(html.indexOf('<script type="module" crossorigin src="/assets/index-abc.js">'));
    expect(preload).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/button-3.css" />');
  });
});

describe('robots.txt and sitemap.xml', () => {
  const origin = 'https://crewdesk.example';

  it('allows the site, keeps crawlers out of the API and the signed-in app, and names the sitemap', () => {
    const robots = robotsTxt(origin);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain('Disallow: /api/\n');
    for (const path of [...verifiedUserPaths, ...adminPaths, '/reset-password'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('blocks no page that the sitemap lists', () => {
    const disallowed = robotsTxt(origin)
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const page of pageMetas.filter((p) => p.sitemap)) {
      expect(
        disallowed.filter((prefix) => page.path.startsWith(prefix)),
        page.path,
      ).toEqual([]);
    }
  });

  it('lists the indexable public pages with absolute URLs', () => {
    const xml = sitemapXml(origin);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/features`,
        `${origin}/pricing`,
        `${origin}/blog`,
        `${origin}/customer-storefronts`,
        `${origin}/terms-of-service`,
        `${origin}/privacy-policy`,
      ]),
    );
    expect(locs).not.toContain(`${origin}/reset-password`);
  });
});

describe('compression', () => {
  it('picks brotli, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('compresses a page and leaves a small one as it is', () => {
    const html = `<p>${'Crewdesk '.repeat(300)}</p>`;
    const br = compressHtml(html, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = compressHtml(html, 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(compressHtml('<p>hi</p>', 'br')).toEqual({ body: '<p>hi</p>' });
  });
});
