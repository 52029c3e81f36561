import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../lib/context';
import { assertSameOrigin } from '../../../lib/security';
import { domainStorefrontOf, registerCustomDomainPages } from '../domains/domain-hosts';
import { storefrontHostPattern, subdomainOfHost } from './host-routing';
import { leadRateLimit } from './lead-rate-limit';
import { pickEncoding } from '../../../lib/seo';
import { pageAnswers, type PagePlace } from './page-answers';
import { encodedBody, type CachedPage } from './page/page-cache';
import { storefrontScript, storefrontScriptPath } from './page/storefront-script';

type Params = { subdomain: string };
type Query = { sent?: string };

// Pages and a file, not operations of the API: left out of the OpenAPI document.
const hidden = { schema: { hide: true } };
/** A form's fields are a few short texts: anything larger is not a request from the page. */
const FORM_BODY_LIMIT = 16 * 1024;

const byPath = (raw: string): PagePlace => {
  const home = `/landing/${encodeURIComponent(raw.toLowerCase())}`;
  return { home, action: `${home}/lead` };
};
const byHost: PagePlace = { home: '/', action: '/lead' };

/**
 * The public storefront (docs/decisions/012), outside /api: its page at /landing/{subdomain} (and at
 * `{subdomain}.ROOT_DOMAIN` when set), its form's post without the script, and the page's one script.
 */
export function storefrontPageRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const answers = pageAnswers(ctx);
    const wait = leadRateLimit(app);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // Compressed once and kept, as the pages are.
    const script: CachedPage = { html: storefrontScript, etag: '', encoded: {} };
    app.get(storefrontScriptPath, hidden, (request, reply) => {
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(storefrontScript);
      return reply.header('Content-Encoding', encoding).send(encodedBody(script, encoding));
    });

    const show = (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply, sub: string, at: PagePlace) =>
      answers.show(request, reply, sub, at, request.query.sent === '1');
    const post = (request: FastifyRequest, reply: FastifyReply, sub: string, at: PagePlace) => {
      // A form post is a state change like the API's: refused from another site.
      assertSameOrigin(request, ctx.env.PUBLIC_URL);
      return answers.post(request, reply, sub, at, wait);
    };

    app.get<{ Params: Params; Querystring: Query }>('/landing/:subdomain', hidden, (request, reply) =>
      show(request, reply, request.params.subdomain, byPath(request.params.subdomain)),
    );
    app.post<{ Params: Params }>('/landing/:subdomain/lead', hidden, (request, reply) =>
      post(request, reply, request.params.subdomain, byPath(request.params.subdomain)),
    );

    if (ctx.env.ROOT_DOMAIN) {
      const host = storefrontHostPattern(ctx.env.ROOT_DOMAIN, ctx.origin.url);
      const on = { ...hidden, constraints: { host } };
      const subdomainOf = async (request: FastifyRequest) =>
        (await domainStorefrontOf(ctx, request)) ?? subdomainOfHost(request.headers.host ?? '');
      app.get<{ Querystring: Query }>('/', on, async (request, reply) =>
        show(request, reply, await subdomainOf(request), byHost),
      );
      app.post('/lead', on, async (request, reply) => post(request, reply, await subdomainOf(request), byHost));
    }
    // A custom domain's host (domains/domain-hosts.ts).
    registerCustomDomainPages(app, ctx, {
      show: (r, p, sub) => show(r, p, sub, byHost),
      post: (r, p, sub) => post(r, p, sub, byHost),
    });
  };
}
