import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  domainConfirmResultSchema,
  domainConfirmSchema,
  domainOrderParamsSchema as params,
  domainOrderSchema,
  domainPaymentResultSchema,
  processDomainPaymentSchema,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { AppContext } from '../../../lib/context';
import { optionalIdempotencyKeyHeaders } from '../../../lib/idempotency';
import { getDomainOrder } from './domain-checkout.service';
import { domainPaymentRateLimit } from './domain-payment-rate-limit';
import { processDomainPayment } from './domain-payment.service';
import { confirmDomainOrder } from './domain-stripe-confirm.service';

const tags = ['storefronts'];

/**
 * The public domain checkout (2-commercial.md "Domain checkout"): a pending domain's order, paying its setup fee to
 * the platform (test card, or Stripe's page), and the nudge on return from Stripe. Public, as specified: the
 * domain's name is the only key, and what it shows is the business's public name and the platform's prices.
 */
export function domainCheckoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = domainPaymentRateLimit(app);

    app.get(
      '/domain-order/:subdomain',
      { schema: { tags, params, response: { 200: domainOrderSchema } } },
      async (request, reply) =>
        reply.header('Cache-Control', 'no-store').send(await getDomainOrder(ctx, request.params.subdomain)),
    );

    app.post(
      '/process-domain-payment',
      {
        preHandler: limited,
        schema: {
          tags,
          headers: optionalIdempotencyKeyHeaders,
          body: processDomainPaymentSchema,
          response: { 200: domainPaymentResultSchema },
        },
      },
      (request) => processDomainPayment(ctx, request.body, request.headers['idempotency-key']),
    );

    app.post(
      '/domain-order/:subdomain/confirm',
      {
        preHandler: limited,
        schema: { tags, params, body: domainConfirmSchema, response: { 200: domainConfirmResultSchema } },
      },
      (request) => confirmDomainOrder(ctx, request.params.subdomain, request.body.sessionId),
    );
  };
}
