import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One window of a limit: at most `max` requests of an address in `timeWindow` milliseconds. */
export type AddressWindow = { readonly name: string; readonly max: number; readonly timeWindow: number };

/**
 * Counts one request of the client's address in every window of `limits` (the rate_limits table, shared by every
 * process), under keys starting with `prefix`: the seconds to wait when a window is full, undefined when the request
 * may go on. For the public forms a person sends once or twice, where robots send hundreds (leads, card payments).
 */
export function addressRateLimit(app: FastifyInstance, prefix: string, limits: readonly AddressWindow[]) {
  const windows = limits.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${prefix}:${limit.name}:${request.ip}`,
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
