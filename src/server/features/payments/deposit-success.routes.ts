import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/ids';
import { depositProofQuerySchema, paidDepositSchema } from '../../../shared/payments/deposit-payments.schemas';
import type { AppContext } from '../../lib/context';
import * as paymentSuccess from './payment-success.service';

/** Per client address and route: the success page polls a pending payment every 2 s for half a minute. */
const DEPOSIT_SUCCESS_RATE_LIMIT = { max: 60, timeWindow: 60 * 1000 };

/**
 * The payment success page after a quote's deposit (/payment-success?quote=&payment_id=): public, each answer only
 * to the holder of a payment id of that very quote's deposit, whoever is signed in (404 otherwise, as for a quote
 * that does not exist). Routes of their own rather than a `payment_id` branch on the owner's GET /quotes/{id}:
 * the owner's quote and the customer's receipt view are different answers, and a public path cannot widen the
 * owner's route by mistake.
 */
export function depositSuccessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const config = { rateLimit: DEPOSIT_SUCCESS_RATE_LIMIT };
  const schema = {
    tags: ['quotes'],
    params: idParamSchema,
    querystring: depositProofQuerySchema,
    response: { 200: paidDepositSchema },
  };
  return async (app) => {
    app.get('/quotes/:id/deposit', { config, schema }, async (request, reply) => {
      const deposit = await paymentSuccess.getPaidDeposit(ctx, request.params.id, request.query.payment_id);
      return reply.header('Cache-Control', 'private, no-store').send(deposit);
    });
    // A nudge on arrival, never trusted: a checkout still pending is looked up at the provider.
    app.post('/quotes/:id/deposit/confirm', { config, schema }, async (request) =>
      paymentSuccess.nudgeDeposit(ctx, request.params.id, request.query.payment_id),
    );
  };
}
