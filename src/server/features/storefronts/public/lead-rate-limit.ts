import type { FastifyInstance } from 'fastify';
import { addressRateLimit } from '../../../lib/address-rate-limit';

/** Requests a client address may send from storefronts, in each window: a person sends one or two. */
export const LEAD_LIMITS = [
  { name: 'minute', max: 5, timeWindow: 60_000 },
  { name: 'hour', max: 20, timeWindow: 60 * 60_000 },
] as const;

/**
 * Counts one lead (or booking) request of the client's address in every window; the script's call and the form's
 * post count together: the seconds to wait when a window is full, undefined when the request may go on.
 */
export const leadRateLimit = (app: FastifyInstance) => addressRateLimit(app, 'storefront-lead', LEAD_LIMITS);
