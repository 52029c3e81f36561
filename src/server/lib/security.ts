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
  // Plain string comparison: whatever the Host header holds, nothing here parses it (or can throw on it).
  const allowed = new Set([`${request.protocol}://${request.host}`]);
  if (publicUrl) allowed.add(publicUrl); // already an origin (env.ts)
  if (!allowed.has(origin)) throw foreign();
}

function foreign() {
  return new AppError('FORBIDDEN', 'Cross-site request refused');
}
