import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  merchCheckoutSchema,
  merchIdParamSchema as params,
  merchOrderInputSchema,
  merchOrderListQuerySchema,
  merchOrderSchema,
  merchSummarySchema,
} from '../../../../shared/merch/merch.schemas';
import type { AppContext } from '../../../lib/context';
import { currentUser, ownCompanyId, requireVerified, verifiedUser } from '../../../lib/guards';
import { optionalIdempotencyKeyHeaders } from '../../../lib/idempotency';
import { cancelPendingOrder } from './order-cancel.service';
import { confirmOrder } from './order-confirmation.service';
import { placeOrder } from './order-placement.service';
import * as orders from './orders.service';

const tags = ['merchandise'];

/**
 * The owner's merchandise orders, paid to the platform: placing one (test mode: the card at once; Stripe: its
 * Checkout page, confirmed by Stripe), the nudge on return from Stripe, giving up a pending one, and the page's
 * reads. Every route is the verified owner's, on their company's orders only.
 */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('onRequest', requireVerified);

    app.get(
      '/merchandise-orders',
      { schema: { tags, querystring: merchOrderListQuerySchema, response: { 200: z.array(merchOrderSchema) } } },
      async (request, reply) => {
        const page = await orders.listOrders(db, ownCompanyId(request), request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    app.get('/merchandise-orders/summary', { schema: { tags, response: { 200: merchSummarySchema } } }, (request) =>
      orders.getOrderSummary(db, ownCompanyId(request), currentUser(request).timezone),
    );
    app.get('/merchandise-orders/:id', { schema: { tags, params, response: { 200: merchOrderSchema } } }, (request) =>
      orders.getOrder(db, ownCompanyId(request), request.params.id),
    );
    app.post(
      '/merchandise-orders',
      {
        schema: {
          tags,
          headers: optionalIdempotencyKeyHeaders,
          body: merchOrderInputSchema,
          // 201: a new order; 200: the order an earlier request with the same key made.
          response: { 200: merchCheckoutSchema, 201: merchCheckoutSchema },
        },
      },
      async (request, reply) => {
        const companyId = ownCompanyId(request);
        const user = verifiedUser(request);
        const { answer, created } = await placeOrder(
          ctx,
          { companyId, userId: user.id, email: user.email },
          request.body,
          request.headers['idempotency-key'],
        );
        return reply.status(created ? 201 : 200).send(answer);
      },
    );
    app.post(
      '/merchandise-orders/:id/confirm',
      { schema: { tags, params, response: { 200: merchOrderSchema } } },
      (request) => confirmOrder(ctx, ownCompanyId(request), request.params.id),
    );
    app.post(
      '/merchandise-orders/:id/cancel',
      { schema: { tags, params, response: { 200: merchOrderSchema } } },
      (request) => cancelPendingOrder(ctx, { orderId: request.params.id, companyId: ownCompanyId(request) }),
    );
  };
}
