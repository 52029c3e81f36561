import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests a client address may send from storefronts, in each window: a person sends one or two. */
export const LEAD_LIMITS = [
  { name: 'minute', max: 5, timeWindow: 60_000 },
  { name: 'hour', max: 20, timeWindow: 60 * 60_000 },
] as const;

/**
 * Counts one lead request of the client's address in every window (the rate_limits table, shared by every
 * process; the script's call and the form's post count together): the seconds to wait when a window is full,
 * undefined when the request may go on.
 */
export function leadRateLimit(app: FastifyInstance) {
  const windows = LEAD_LIMITS.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `storefront-lead:${limit.name}:${request.ip}`,
    }),
  );
  return async (request: FastifyRequest): Promise<number | undefined> => {
    let wait = 0;
    for (const window of windows) {
      const count = await window(request);
      if (!count.isAllowed && count.isExceeded) wait = Math.max(wait, count.ttlInSeconds, 1);
    }
    return wait > 0 ? wait : undefined;
  };
}
