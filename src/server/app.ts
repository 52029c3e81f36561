import './lib/fastify-augment';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { softwareApplicationJsonLd } from '../shared/marketing-site/structured-data';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { companyRoutes } from './features/company/company.routes';
import { healthRoutes } from './features/health/health.routes';
import { marketingSiteRoutes } from './features/marketing-site/marketing-site.routes';
import { getPlans } from './features/marketing-site/marketing-site.service';
import { notificationRoutes } from './features/notifications/notifications.routes';
import type { AppContext } from './lib/context';
import { installErrorHandler } from './lib/error-handler';
import { projectRoot } from './lib/project-root';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { RATE_LIMIT_MESSAGE } from './lib/rate-limit';
import { assertSameOrigin } from './lib/security';
import {
  compressHtml,
  htmlTemplate,
  renderHead,
  renderPreloads,
  robotsTxt,
  routeModuleKey,
  routePreloads,
  siteOrigin,
  publicPageMeta,
  sitemapXml,
  type ViteManifest,
} from './lib/seo';
import { loadSession, SESSION_HINT_COOKIE } from './lib/session';

export type BuildOptions = { logger?: FastifyBaseLogger; clientDir?: string };

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
  },
};

/** Builds the whole HTTP application without listening, so tests drive it with `inject`. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}) {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: ctx.env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, ctx.db, ctx.env.NODE_ENV);

  await app.register(fastifyHelmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: RATE_LIMIT_MESSAGE,
      retryAfter: context.after,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Crewdesk API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    assertSameOrigin(request, ctx.env.PUBLIC_URL);
    await loadSession(ctx.db, request);
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(companyRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(marketingSiteRoutes(ctx));
    },
    { prefix: '/api' },
  );

  serveClient(app, ctx, opts.clientDir ?? join(projectRoot, 'dist', 'client'));
  return app;
}

/**
 * The built single-page app: hashed files cached for good (pre-compressed siblings when the client accepts
 * them), robots.txt and sitemap.xml, and every other page path answered with index.html carrying that page's
 * title, description, social tags, canonical link and structured data, so crawlers need no JavaScript.
 */
function serveClient(app: FastifyInstance, ctx: AppContext, clientDir: string) {
  const indexFile = join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const page = hasClient ? htmlTemplate(readFileSync(indexFile, 'utf8')) : undefined;
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const manifest: ViteManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      // Only hashed names may be cached for good; the favicon or the social card keep their names when changed.
      setHeaders: (reply, path) =>
        reply.header(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        ),
    });
  }
  const originOf = (request: FastifyRequest) => siteOrigin(ctx.env.PUBLIC_URL, request);
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(originOf(request))),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (!page || request.method !== 'GET' || !isPage) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // Unknown paths keep the default head: the client decides between a page and its 404.
    const meta = publicPageMeta(path);
    let head: string | undefined;
    let preloads: string | undefined;
    if (meta) {
      const origin = originOf(request);
      const onLanding = meta.path === '/';
      const jsonLd = onLanding ? await landingJsonLd(ctx, `${origin}/`, request) : undefined;
      head = renderHead(meta, origin, { jsonLd });
      // A signed-in owner sees the dashboard at '/', not the landing page: no point fetching its code early.
      if (!onLanding || !request.cookies[SESSION_HINT_COOKIE]) {
        preloads = renderPreloads(routePreloads(manifest, routeModuleKey(meta.path)));
      }
    }
    const { body, encoding } = compressHtml(page(head, preloads), request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
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
