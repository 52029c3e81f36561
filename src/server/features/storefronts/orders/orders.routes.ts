import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema as params } from '../../../../shared/ids';
import {
  orderListQuerySchema,
  orderReceiptSchema,
  placeOrderResultSchema,
  orderMessages,
  placeOrderSchema,
  storefrontOrderSchema,
} from '../../../../shared/storefronts/order.schemas';
import { AppError } from '../../../../shared/app-error';
import { addressRateLimit } from '../../../lib/address-rate-limit';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { optionalIdempotencyKeyHeaders } from '../../../lib/idempotency';
import { cancelOrder, fulfilOrder } from './order-moves.service';
import { placeOrder } from './order-placement.service';
import { getOrder, getReceipt, listOrders } from './order-reads.service';

const tags = ['storefronts'];

/**
 * Orders a client address may place in each window: a shopper retrying a declined card a few times, not a robot
 * trying stolen cards on a public form.
 */
export const ORDER_LIMITS = [
  { name: 'minute', max: 10, timeWindow: 60_000 },
  { name: 'hour', max: 40, timeWindow: 60 * 60_000 },
] as const;
const shopParams = z.object({ subdomain: z.string().max(253) });
const receiptParams = shopParams.extend({ token: z.string().max(64) });

/** A visitor's order from a storefront and its receipt (public), and the owner's orders (the verified owner's). */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    const wait = addressRateLimit(app, 'storefront-order', ORDER_LIMITS);
    app.post(
      '/landing/:subdomain/orders',
      {
        preHandler: async (request, reply) => {
          const seconds = await wait(request);
          if (seconds === undefined) return;
          reply.header('Retry-After', String(seconds));
          throw new AppError('TOO_MANY_REQUESTS', orderMessages.rateLimited);
        },
        schema: {
          tags,
          params: shopParams,
          headers: optionalIdempotencyKeyHeaders,
          body: placeOrderSchema,
          // 201: a new order; 200: the order an earlier request with the same key made.
          response: { 200: placeOrderResultSchema, 201: placeOrderResultSchema },
        },
      },
      async (request, reply) => {
        const { answer, created } = await placeOrder(
          ctx,
          request.params.subdomain,
          request.body,
          request.headers['idempotency-key'],
        );
        return reply.status(created ? 201 : 200).send(answer);
      },
    );
    app.get(
      '/landing/:subdomain/orders/:token',
      { schema: { tags, params: receiptParams, response: { 200: orderReceiptSchema } } },
      async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await getReceipt(ctx, request.params.subdomain, request.params.token)),
    );

    await app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('onRequest', requireVerified);
      owner.get(
        '/storefront-orders',
        { schema: { tags, querystring: orderListQuerySchema, response: { 200: z.array(storefrontOrderSchema) } } },
        async (request, reply) => {
          const page = await listOrders(db, ownCompanyId(request), request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      owner.get(
        '/storefront-orders/:id',
        { schema: { tags, params, response: { 200: storefrontOrderSchema } } },
        (request) => getOrder(db, ownCompanyId(request), request.params.id),
      );
      owner.post(
        '/storefront-orders/:id/fulfil',
        { schema: { tags, params, response: { 200: storefrontOrderSchema } } },
        (request) => fulfilOrder(ctx, ownCompanyId(request), request.params.id),
      );
      owner.post(
        '/storefront-orders/:id/cancel',
        { schema: { tags, params, response: { 200: storefrontOrderSchema } } },
        (request) => cancelOrder(ctx, ownCompanyId(request), request.params.id),
      );
    });
  };
}
