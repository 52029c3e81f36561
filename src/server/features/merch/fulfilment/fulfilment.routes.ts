import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMerchOrderSchema,
  adminMerchSummarySchema,
  merchIdParamSchema as params,
  merchOrderListQuerySchema,
  merchOrderMoveSchema,
} from '../../../../shared/merch/merch.schemas';
import type { AppContext } from '../../../lib/context';
import { requireAdmin } from '../../../lib/guards';
import * as fulfilment from './fulfilment.service';
import { moveOrder } from './order-moves.service';

/** The whole-API checks know an administrator's operation by its tag. */
const tags = ['merchandise', 'admin'];

/** The administrator's fulfilment of every business's merchandise orders: the list, its counts, and the moves. */
export function fulfilmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
    app.addHook('onRequest', requireAdmin);
    app.get(
      '/admin/merchandise-orders',
      { schema: { tags, querystring: merchOrderListQuerySchema, response: { 200: z.array(adminMerchOrderSchema) } } },
      async (request, reply) => {
        const page = await fulfilment.listAllOrders(db, request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    app.get(
      '/admin/merchandise-orders/summary',
      { schema: { tags, response: { 200: adminMerchSummarySchema } } },
      async () => fulfilment.getOrderSummary(db),
    );
    app.patch(
      '/admin/merchandise-orders/:id',
      { schema: { tags, params, body: merchOrderMoveSchema, response: { 200: adminMerchOrderSchema } } },
      async (request) => moveOrder(ctx, request.params.id, request.body, { log: request.log }),
    );
  };
}
