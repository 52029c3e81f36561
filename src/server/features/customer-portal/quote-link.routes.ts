import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalQuoteSchema } from '../../../shared/customer-portal/customer-portal.schemas';
import { idParamSchema } from '../../../shared/ids';
import { payInvoiceResultSchema } from '../../../shared/payments/card-payments.schemas';
import { payDepositSchema, quotePaymentOptionsSchema } from '../../../shared/payments/deposit-payments.schemas';
import {
  portalAcceptSchema,
  portalDeclineSchema,
  previewTokenQuerySchema,
} from '../../../shared/quotes/quotes.schemas';
import type { AppContext } from '../../lib/context';
import { optionalIdempotencyKeyHeaders } from '../../lib/idempotency';
import { payDeposit } from '../payments/deposit-payments.service';
import { keyOf, payerOf, PORTAL_RATE_LIMIT } from './customer-portal.routes';
import * as portal from './customer-portal.service';
import { acceptQuote, declineQuote } from './quote-answers.service';

const previewPath = (id: number, token: string) => `/quote-preview/${id}?token=${encodeURIComponent(token)}`;

/**
 * What the customer does from the link a quote's e-mail carries (its preview, opened with the preview token): accept
 * it with their typed name, decline it, pay its deposit. 404 unless the id and the token go together.
 */
export function quoteLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const config = { rateLimit: PORTAL_RATE_LIMIT };
  const tags = ['customer-portal'];
  const proof = { params: idParamSchema, querystring: previewTokenQuerySchema };
  return async (app) => {
    app.post(
      '/quote-preview/:id/accept',
      { config, schema: { tags, ...proof, body: portalAcceptSchema, response: { 200: portalQuoteSchema } } },
      async (request) => {
        const link = await portal.getPortalOfQuote(db, request.params.id, request.query.token);
        return acceptQuote(ctx, { portal: link, id: request.params.id, signerName: request.body.signerName });
      },
    );
    app.post(
      '/quote-preview/:id/decline',
      { config, schema: { tags, ...proof, body: portalDeclineSchema, response: { 200: portalQuoteSchema } } },
      async (request) => {
        const link = await portal.getPortalOfQuote(db, request.params.id, request.query.token);
        return declineQuote(ctx, { portal: link, id: request.params.id, reason: request.body.reason });
      },
    );
    app.get(
      '/quote-preview/:id/payment-options',
      { config, schema: { tags, ...proof, response: { 200: quotePaymentOptionsSchema } } },
      async (request) => {
        const link = await portal.getPortalOfQuote(db, request.params.id, request.query.token);
        return portal.getQuotePaymentOptions(ctx, link, request.params.id);
      },
    );
    app.post(
      '/quote-preview/:id/pay-deposit',
      {
        config,
        schema: {
          tags,
          ...proof,
          headers: optionalIdempotencyKeyHeaders,
          body: payDepositSchema,
          response: { 200: payInvoiceResultSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const link = await portal.getPortalOfQuote(db, id, request.query.token);
        return payDeposit(ctx, payerOf(link, previewPath(id, request.query.token)), id, request.body, keyOf(request));
      },
    );
  };
}
