import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../../shared/app-error';
import { domainCheckoutMessages as m } from '../../../../shared/storefronts/domain-checkout.schemas';
import { addressRateLimit } from '../../../lib/address-rate-limit';

/** Payment requests a client address may send in each window: as many as the lead form's (a person pays once). */
export const DOMAIN_PAYMENT_LIMITS = [
  { name: 'minute', max: 5, timeWindow: 60_000 },
  { name: 'hour', max: 20, timeWindow: 60 * 60_000 },
] as const;

/**
 * A preHandler counting one request of the client's address in every window: 429 with Retry-After once a window is
 * full. Public card forms are where stolen cards are tried out.
 */
export function domainPaymentRateLimit(app: FastifyInstance) {
  const wait = addressRateLimit(app, 'domain-payment', DOMAIN_PAYMENT_LIMITS);
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const seconds = await wait(request);
    if (seconds === undefined) return;
    reply.header('Retry-After', String(seconds));
    throw new AppError('TOO_MANY_REQUESTS', m.rateLimited);
  };
}
