import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import { domainCheckoutMessages as m } from '../../../../shared/storefronts/domain-checkout.schemas';

/** Payment requests a client address may send in each window: as many as the lead form's (a person pays once). */
export const DOMAIN_PAYMENT_LIMITS = [
  { name: 'minute', max: 5, timeWindow: 60_000 },
  { name: 'hour', max: 20, timeWindow: 60 * 60_000 },
] as const;

/**
 * A preHandler counting one request of the client's address in every window (the rate_limits table, shared by every
 * process): 429 with Retry-After once a window is full. Public card forms are where stolen cards are tried out.
 */
export function domainPaymentRateLimit(app: FastifyInstance) {
  const windows = DOMAIN_PAYMENT_LIMITS.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `domain-payment:${limit.name}:${request.ip}`,
    }),
  );
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    let wait = 0;
    for (const window of windows) {
      const count = await window(request);
      if (!count.isAllowed && count.isExceeded) wait = Math.max(wait, count.ttlInSeconds, 1);
    }
    if (wait === 0) return;
    reply.header('Retry-After', String(wait));
    throw new AppError('TOO_MANY_REQUESTS', m.rateLimited);
  };
}
