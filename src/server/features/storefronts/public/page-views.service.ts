import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { loadSession, SESSION_COOKIE } from '../../../lib/session';
import * as q from './storefront-public.queries';

/** Robots, link previews, monitors and tools by their user agent: what no person reads. */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|pagespeed|facebookexternalhit|embedly|pingdom|uptime|monitor|curl\/|wget\/|python|java\/|go-http-client|okhttp|axios|node-fetch|undici|postman|scrapy/i;

/** Whether a user agent is a robot's or a tool's; a request with none is not a visitor either. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || NOT_A_VISITOR.test(userAgent);
}

/**
 * Counts one view of the company's page on its day in the owner's time zone, for a person's GET: never a HEAD, a
 * robot, or the owner looking at their own page (a request carrying their session). No cookie is set or read
 * for this beyond the owner's own session.
 */
export async function countPageView(
  db: Db,
  request: FastifyRequest,
  storefront: { companyId: number; timezone: string },
  now = new Date(),
) {
  if (request.method !== 'GET' || isBot(request.headers['user-agent'])) return;
  if (request.cookies[SESSION_COOKIE]) {
    await loadSession(db, request);
    if (request.companyId === storefront.companyId) return;
  }
  await q.upsertPageView(db, { companyId: storefront.companyId, timezone: storefront.timezone, now });
}
