import type { FastifyInstance } from 'fastify';

/**
 * Headers that only a document reads: a policy for what the page may load or run, who may frame or open it,
 * how the browser groups it. A script, a style sheet, a font or a picture ignores them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Types that are never shown as a document. SVG and XML are left out on purpose: opened by themselves they are
 * documents that can run script, so the page's policy still guards them (favicon.svg, sitemap.xml).
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/(?:javascript|css|plain)|application\/(?:javascript|json|manifest\+json|wasm)|font\/|image\/(?!svg))/i;

/**
 * The app's files (scripts, styles, fonts, pictures, robots.txt) go out without the page's security headers
 * (helmet sets them on every request, before the answer's type is known), keeping what protects any response:
 * `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy` and `Strict-Transport-Security`. Pages and
 * the API keep every header: the API's JSON may be opened as a page of its own.
 */
export function leanAssetHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) return payload;
    const type = reply.getHeader('Content-Type');
    if (typeof type === 'string' && SUBRESOURCE_TYPE.test(type)) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });
}
