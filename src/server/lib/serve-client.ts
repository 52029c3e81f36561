import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { softwareApplicationJsonLd } from '../../shared/marketing-site/structured-data';
import { APP_ENTRY_ID, bootScript, type AppEntry } from '../../shared/boot-script';
import { LANGUAGE_COOKIE, type Language, languageOf } from '../../shared/account/preference-values';
import { PAGE_DATA_ID } from '../../shared/page-data';
import { groupOfModule, notFoundModule, pageModulesFor } from '../../shared/page-modules';
import { defaultSiteInfo, SITE_INFO_ID, type SiteInfo } from '../../shared/site-settings/site-settings.schemas';
import { cachedPlatformSettings } from '../features/admin/platform-settings.service';
import { getPlans } from '../features/marketing-site/marketing-site.service';
import { appFrame, readAppFrames } from './app-frames';
import type { AppContext } from './context';
import { isAppPage, pagePattern } from './page-routes';
import { pageSession, type PageSession } from './page-session';
import {
  compressHtml,
  htmlTemplate,
  jsonForScript,
  manifestKey,
  type PageParts,
  drawnPageHtml,
  publicPageMeta,
  renderHead,
  renderPreloads,
  robotsTxt,
  routePreloads,
  sitemapXml,
  type ViteManifest,
} from './seo';

/** The content security policy's allowance for the inline boot script, and for nothing else inline. */
export const bootScriptSource = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
const bootScriptTag = `<script>${bootScript}</script>`;

/** The prerendered markup of the public pages by path (scripts/prerender.mjs writes `prerendered/<path>.html`). */
function readPrerendered(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')}`;
    pages.set(path === '/index' ? '/' : path, readFileSync(join(dir, file), 'utf8'));
  }
  return pages;
}

/**
 * The built single-page app: hashed files cached for good (pre-compressed siblings when the client accepts
 * them), robots.txt and sitemap.xml, and every other page path answered with index.html carrying that page's
 * title, description, social tags, canonical link and structured data, so crawlers need no JavaScript; with 404
 * when the path is no route of the app (the client's router shows its not-found screen).
 * A public page also arrives drawn (its prerendered markup in #root), so it paints before the scripts run.
 */
export function serveClient(app: FastifyInstance, ctx: AppContext, clientDir: string) {
  const indexFile = join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const indexHtml = hasClient ? readFileSync(indexFile, 'utf8') : undefined;
  const page = indexHtml === undefined ? undefined : htmlTemplate(indexHtml, bootScriptTag);
  const readAsset = (path: string) => {
    const file = join(clientDir, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  // Drawn pages carry their styles and start their code after painting: nothing stands before the first paint.
  const drawn = indexHtml === undefined ? undefined : drawnPageHtml(indexHtml, readAsset);
  const drawnPage = drawn?.entry === undefined ? undefined : htmlTemplate(drawn.html, bootScriptTag);
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const manifest: ViteManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const prerendered = readPrerendered(join(clientDir, 'prerendered'));
  const frames = readAppFrames(join(clientDir, 'prerendered'));
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
      cacheControl: false,
      // Only hashed names may be cached for good; the favicon or the social card keep their names when changed.
      setHeaders: (reply, path) =>
        reply.header(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        ),
    });
  }
  // The public origin, never the request's Host: a forged Host must not reach crawlers' copies of the pages.
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(ctx.origin.url)),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(ctx.origin.url)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const [path, query] = request.url.split('?');
    const isPage = !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (!page || request.method !== 'GET' || !isPage) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    const pattern = pagePattern(path);
    const session = pattern ? await pageSession(ctx, request) : undefined;
    // Unknown paths keep the default head; the page is the same, its router shows the not-found screen.
    const meta = publicPageMeta(path);
    const site = await siteInfoOf(ctx, request);
    const siteTag = `<script type="application/json" id="${SITE_INFO_ID}">${jsonForScript(site)}</script>`;
    const head =
      meta &&
      renderHead(meta, ctx.origin.url, {
        jsonLd: await pageJsonLd(ctx, meta.path, request),
        siteName: site.siteName,
      });
    // The prerendered pages are English: a page in another language is drawn by the client.
    const language = pageLanguage(request, session);
    // The code of what this page shows to who opens it: the landing page or the dashboard at '/', a screen in its
    // shell or the landing page for a visitor, and so on (the client's gate follows the same rule), and the messages
    // it draws in the page's language (src/client/i18n/catalogues.ts: the landing page's English is in the entry).
    const modules = pattern ? pageModulesFor(pattern, session?.viewer ?? null) : [notFoundModule];
    const groups = new Set(['home', ...modules.map(groupOfModule)]);
    const messages = [...groups]
      .filter((group) => group !== 'home' || language !== 'en')
      .map((group) => `i18n/groups/${group}-${language}.ts`);
    const code = routePreloads(manifest, [...modules.map(manifestKey), ...messages]);
    // A query string can change what the page shows (the blog's category): the client draws those itself. A
    // signed-in owner sees the dashboard at '/', not the landing page: neither its code nor its markup.
    const drawable = meta && query === undefined && drawnPage && !(meta.path === '/' && session) && language === 'en';
    // A signed-in screen arrives as its frame (the shell's bar, the screen's head), which the app then replaces.
    const root = drawable
      ? prerendered.get(meta.path)
      : session && pattern && drawnPage
        ? appFrame(frames, pattern, session)
        : undefined;
    // Data, never run (the content security policy allows no inline script but the boot script).
    // Not in a drawn public page: its first render is a visitor's, and must stay the same in the browser.
    const sessionData =
      session &&
      !drawable &&
      `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(session.data)}</script>`;
    let parts: PageParts;
    if (root !== undefined) {
      // Drawn as a visitor sees it, session or not (the first render must be the same in the browser), or the
      // signed-in frame; either way the entry starts once the page has painted (the boot script).
      // A public page is the page itself, so nothing of its code stands before its first paint: the boot script
      // preloads its chunks after it too. A frame is only the screen's outline: its chunks are named in the HTML,
      // fetched and compiled as it arrives, so that once the frame shows, the screen's code runs without a long
      // pause for compiling them (the frame paints a little later, the screen no later).
      const frame = !drawable;
      const entry: AppEntry = { entry: drawn!.entry!, preload: frame ? [] : code.modules };
      parts = {
        root,
        endOfHead: [siteTag, renderPreloads({ modules: frame ? code.modules : [], styles: code.styles })].join(
          '\n    ',
        ),
        endOfBody: [
          sessionData,
          `<script type="application/json" id="${APP_ENTRY_ID}">${jsonForScript(entry)}</script>`,
        ]
          .filter(Boolean)
          .join('\n    '),
      };
    } else {
      parts = { endOfHead: [siteTag, renderPreloads(code)].join('\n    '), endOfBody: sessionData || undefined };
    }
    const render = parts.root === undefined ? page : drawnPage!;
    const html = render({ head, ...parts }).replace('<html lang="en">', `<html lang="${language}">`);
    const { body, encoding } = compressHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return (
      reply
        .status(isAppPage(path) ? 200 : 404)
        // Never stored for anyone else: a signed-in owner's page carries their data.
        .header('Cache-Control', session ? 'private, no-cache' : 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  });
}

/** The page's language: the signed-in user's preference, else the visitor's choice (its cookie), else English. */
function pageLanguage(request: FastifyRequest, session: PageSession | undefined): Language {
  const user = session?.data['/api/user'] as { preferences?: { language?: string } } | undefined;
  const chosen = user?.preferences?.language ?? request.cookies[LANGUAGE_COOKIE];
  return languageOf(chosen);
}

/**
 * The site's name and support address of Site Settings (read at most every few seconds), which the page's title
 * carries and the app reads from the page; the defaults when they cannot be read now (the page still serves).
 */
async function siteInfoOf(ctx: AppContext, request: FastifyRequest): Promise<SiteInfo> {
  try {
    const { siteName, supportEmail } = await cachedPlatformSettings(ctx.db);
    return { siteName, supportEmail };
  } catch (err) {
    request.log.warn({ err }, 'Could not read the site settings for a page');
    return defaultSiteInfo;
  }
}

/** The landing page's structured data; none for other pages. */
async function pageJsonLd(ctx: AppContext, path: string, request: FastifyRequest) {
  return path === '/' ? landingJsonLd(ctx, `${ctx.origin.url}/`, request) : undefined;
}

/** The landing page's SoftwareApplication data at today's prices; the page still serves if they cannot be read. */
async function landingJsonLd(ctx: AppContext, url: string, request: FastifyRequest) {
  try {
    return softwareApplicationJsonLd(await getPlans(ctx.db), url);
  } catch (err) {
    request.log.error({ err }, 'Could not read the plans for the landing page structured data');
    return undefined;
  }
}
