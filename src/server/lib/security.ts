import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request sent by another site. Browsers always send `Origin` on cross-site
 * POST/PUT/DELETE, so a foreign origin (or `Sec-Fetch-Site: cross-site`) is enough to tell.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string | undefined) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw foreign();
  if (!origin) return;
  if (!ownOrigins(request, publicUrl).has(origin)) throw foreign();
}

/**
 * Whether a navigation was started by another site (a link, a redirect or an image on a foreign page), for a GET
 * that changes something (`/api/logout`). Browsers say so in `Sec-Fetch-Site`: only `same-origin` and `none`
 * (typed, bookmarked) are ours; `same-site` is not, since a sibling subdomain may be a business's storefront.
 * Browsers without fetch metadata (before 2023) still send the page they came from: a `Referer` of another origin
 * is foreign. With neither header (a typed address in an old browser, a command-line client) the request counts
 * as the user's own; only a foreign page that withholds its referrer can still sign out a user of such a browser.
 */
export function sentByAnotherSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const referer = request.headers.referer;
  if (!referer) return false;
  return !URL.canParse(referer) || !ownOrigins(request, publicUrl).has(new URL(referer).origin);
}

/** This server's origins: the one the request came to (written as browsers do, no default port) and the public URL. */
function ownOrigins(request: FastifyRequest, publicUrl: string | undefined) {
  const here = `${request.protocol}://${request.host}`;
  const origins = new Set([URL.canParse(here) ? new URL(here).origin : here]);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

function foreign() {
  return new AppError('FORBIDDEN', 'Cross-site request refused');
}
