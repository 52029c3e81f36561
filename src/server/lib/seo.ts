// What crawlers and the first paint see of a page before any JavaScript runs: its head, robots.txt, sitemap.xml.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { blogPosts, findPost } from '../../shared/marketing-site/blog/posts';
import { blogPostMeta, findPageMeta, pageHead, pageMetas, type PageMeta } from '../../shared/marketing-site/page-meta';
import { adminPaths, verifiedUserPaths } from '../../shared/paths';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]);
}

/** JSON safe inside a `<script>` element: nothing in it can close the element or open a comment. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;
export type Preloads = { modules: string[]; styles: string[] };

/** The key in Vite's manifest of a module of the route table (a path under src/client/app, as in page-modules.ts). */
export function manifestKey(module: string): string {
  return `app/${module}`;
}

/**
 * The JavaScript and CSS lazy route modules need beyond what index.html already loads (each module with every chunk
 * it imports statically), so the browser fetches them with the entry instead of after it has run. Modules the build
 * does not have add nothing.
 */
export function routePreloads(manifest: ViteManifest, keys: string[]): Preloads {
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      manifest[k].imports?.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((k) => manifest[k].isEntry));
  const needed = [...closure(keys)].filter((k) => !loaded.has(k));
  return {
    modules: needed.map((k) => `/${manifest[k].file}`),
    styles: [...new Set(needed.flatMap((k) => manifest[k].css ?? []))].map((f) => `/${f}`),
  };
}

/** The tags of one public page: title, description, keywords, canonical, social tags and JSON-LD. */
export function renderHead(
  meta: PageMeta,
  origin: string,
  extras: { jsonLd?: unknown; siteName?: string } = {},
): string {
  const head = pageHead(meta, origin, extras.siteName);
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta
      .filter((tag) => tag.content !== undefined)
      .map((tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content ?? '')}" />`),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ];
  if (extras.jsonLd !== undefined) {
    // The id and data-path let the client's usePageMeta take this element over instead of adding a second one.
    lines.push(
      `<script type="application/ld+json" id="page-json-ld" data-path="${escapeHtml(meta.path)}">${jsonForScript(extras.jsonLd)}</script>`,
    );
  }
  return lines.join('\n    ');
}

/** Links that fetch a route's code and styles along with the entry script (placed after it: the entry comes first). */
export function renderPreloads(preloads: Preloads): string {
  return [
    ...preloads.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
  ].join('\n    ');
}

/**
 * index.html for a page that arrives drawn: its own stylesheets (`/assets/*.css`) written inline, so it paints as
 * soon as its HTML arrives with no request in between, and without its entry script, which the boot script
 * starts once the page has painted (the `entry` returned; undefined when the file has no module script, and
 * then the file is left as it is). A stylesheet that cannot be read stays a link.
 */
export function drawnPageHtml(
  html: string,
  readAsset: (path: string) => string | undefined,
): { html: string; entry: string | undefined } {
  const script = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!script) return { html, entry: undefined };
  const inlined = html
    .replace(script[0], '')
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, path: string) => {
      const css = readAsset(path);
      return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    });
  return { html: inlined, entry: script[1] };
}

/**
 * What goes into a page: tags in place of the default title and description, tags at the end of <head>, #root's
 * markup, and elements at the end of <body>.
 */
export type PageParts = { head?: string; endOfHead?: string; root?: string; endOfBody?: string };

/**
 * The built index.html ready to take a page's parts; `always` goes into every page's <head> before its tags
 * (and before the styles and scripts). Without parts, a page keeps the default title and description.
 */
export function htmlTemplate(html: string, always = ''): (parts?: PageParts) => string {
  const defaults: string[] = [];
  const bare = html.replace(
    /\s*(<title>[\s\S]*?<\/title>|<meta\s+name=["'](?:description|keywords)["'][^>]*>)/gi,
    (tag) => {
      defaults.push(tag.trim());
      return '';
    },
  );
  const charset = /<meta\s+charset[^>]*>/i.exec(bare);
  const start = charset ? charset.index + charset[0].length : bare.search(/<head>/i) + '<head>'.length;
  const headEnd = bare.search(/<\/head>/i);
  const [before, middle, after] = [bare.slice(0, start), bare.slice(start, headEnd), bare.slice(headEnd)];
  const emptyRoot = '<div id="root"></div>';
  return ({ head, endOfHead, root, endOfBody } = {}) => {
    const tags = [always, head ?? defaults.join('\n    ')].filter(Boolean).join('\n    ');
    let page = `${before}\n    ${tags}${middle}${endOfHead ? `  ${endOfHead}\n  ` : ''}${after}`;
    if (root !== undefined) page = page.replace(emptyRoot, () => `<div id="root">${root}</div>`);
    if (endOfBody) page = page.replace(/<\/body>/i, () => `  ${endOfBody}\n  </body>`);
    return page;
  };
}

/** Signed-in screens and one-time links: nothing there for a search engine. */
const privatePaths = [
  '/api/',
  '/company',
  '/reset-password',
  '/confirm-email',
  '/join-team',
  '/payment-success',
  '/checkout/',
  ...verifiedUserPaths,
  ...adminPaths,
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every public page with its metadata: the page table, then one entry per blog article. */
export const publicPages: PageMeta[] = [...pageMetas, ...blogPosts.map(blogPostMeta)];

/** The metadata of a public page path, blog articles included; undefined for any other path. */
export function publicPageMeta(path: string): PageMeta | undefined {
  const article = /^\/blog\/([a-z0-9-]+)\/?$/.exec(path);
  if (article) {
    const post = findPost(article[1]);
    return post && blogPostMeta(post);
  }
  return findPageMeta(path);
}

export function sitemapXml(origin: string, pages: PageMeta[] = publicPages): string {
  const urls = pages
    .filter((page) => page.sitemap && page.index)
    .map((page) => `  <url><loc>${escapeHtml(new URL(page.path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The encoding to answer with: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** A page's HTML, compressed when the client accepts it (the HTML is written per request, so not ahead of time). */
export function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding || html.length < 1024) return { body: html };
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
        })
      : gzipSync(html, { level: 6 });
  return { body, encoding };
}
