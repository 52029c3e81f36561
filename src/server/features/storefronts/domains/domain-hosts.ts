import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import * as q from './domain-hosts.queries';

export type HostStorefront = { subdomain: string; domainId: number; sslEnabled: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Host header's name: lower-case, without its port or a final dot ('' for a bracketed IPv6 address). */
export function hostName(host: string): string {
  if (host.startsWith('[')) return '';
  return host.replace(/:\d*$/, '').replace(/\.$/, '').toLowerCase();
}

/**
 * The storefront a Host leads to through a domain row that answers: an active subdomain row's `label.ROOT_DOMAIN`,
 * or an active, verified custom domain. Undefined for anything else (addresses and one-label names unasked).
 */
export async function storefrontOfHost(db: Db, host: string, rootDomain?: string): Promise<HostStorefront | undefined> {
  const name = hostName(host);
  if (!name.includes('.') || isIP(name) || name === rootDomain) return undefined;
  let row: Awaited<ReturnType<typeof q.findAnsweringDomain>>;
  if (rootDomain && name.endsWith(`.${rootDomain}`)) {
    const label = name.slice(0, -rootDomain.length - 1);
    if (label.includes('.')) return undefined;
    row = await q.findAnsweringDomain(db, { domain: label, type: 'subdomain' });
  } else {
    row = await q.findAnsweringDomain(db, { domain: name, type: 'custom' });
  }
  return row && { subdomain: row.subdomain, domainId: row.id, sslEnabled: row.sslEnabled };
}

/**
 * The storefront subdomain a request's Host leads to through a domain row (never looked up for the app's own host),
 * noting on the row, once, that it was served over HTTPS (behind the proxy: TRUST_PROXY).
 */
export async function domainStorefrontOf(ctx: AppContext, request: FastifyRequest): Promise<string | undefined> {
  const host = request.headers.host ?? '';
  if (hostName(host) === new URL(ctx.origin.url).hostname.toLowerCase()) return undefined;
  const found = await storefrontOfHost(ctx.db, host, ctx.env.ROOT_DOMAIN);
  if (found && !found.sslEnabled && request.protocol === 'https') {
    await q.markSslEnabled(ctx.db, { id: found.domainId });
  }
  return found?.subdomain;
}

/** Hosts outside ROOT_DOMAIN with two labels at least, a port allowed: where a custom domain may arrive. */
export function customHostPattern(rootDomain: string | undefined): RegExp {
  const notRoot = rootDomain ? `(?!(?:[^:]*\\.)?${escapeRegExp(rootDomain)}(?::\\d+)?$)` : '';
  return new RegExp(`^${notRoot}[^:/\\[\\]]+\\.[^:/\\[\\]]+(?::\\d+)?$`, 'i');
}

type PageRequest = FastifyRequest<{ Querystring: { sent?: string } }>;
type Answer = (request: PageRequest, reply: FastifyReply, subdomain: string) => unknown;

/**
 * The storefront's page (GET /) and its form's post (POST /lead) on a custom domain's host; a host that is not an
 * answering domain gets the app's usual answer.
 */
export function registerCustomDomainPages(
  app: FastifyInstance,
  ctx: AppContext,
  answer: { show: Answer; post: Answer },
) {
  const on = { schema: { hide: true }, constraints: { host: customHostPattern(ctx.env.ROOT_DOMAIN) } };
  const handle = (answerWith: Answer) => async (request: PageRequest, reply: FastifyReply) => {
    const subdomain = await domainStorefrontOf(ctx, request);
    return subdomain === undefined ? reply.callNotFound() : answerWith(request, reply, subdomain);
  };
  app.get<{ Querystring: { sent?: string } }>('/', on, handle(answer.show));
  app.post('/lead', on, handle(answer.post));
}

/**
 * GET /api/domains/tls-ask: whether the HTTPS proxy may get a certificate for `domain`: an answering custom
 * domain, an answering subdomain row or a storefront's subdomain under ROOT_DOMAIN.
 */
export async function mayServeTls(ctx: Pick<AppContext, 'db' | 'env'>, domain: string) {
  const name = hostName(domain);
  if (await storefrontOfHost(ctx.db, name, ctx.env.ROOT_DOMAIN)) return true;
  const root = ctx.env.ROOT_DOMAIN;
  if (!root || !name.endsWith(`.${root}`)) return false;
  const label = name.slice(0, -root.length - 1);
  return !label.includes('.') && (await q.storefrontExists(ctx.db, { subdomain: label }));
}
