import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema as params } from '../../../../shared/ids';
import {
  landingProductInputSchema,
  landingProductListQuerySchema,
  landingProductSchema,
} from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { ownerOf } from './owner';
import * as products from './products.service';

const tags = ['storefronts'];

/** The storefront's products: a page of them, and adding (within the tier's and plan's limits), editing, deleting. */
export function productRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    // Before the body is read or validated: a stranger learns nothing.
    owner.addHook('onRequest', requireVerified);

    owner.get(
      '/landing-page-products',
      {
        schema: { tags, querystring: landingProductListQuerySchema, response: { 200: z.array(landingProductSchema) } },
      },
      async (request, reply) => {
        const page = await products.listProducts(db, ownCompanyId(request), request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    owner.post(
      '/landing-page-products',
      { schema: { tags, body: landingProductInputSchema, response: { 201: landingProductSchema } } },
      async (request, reply) =>
        reply.status(201).send(await products.createProduct(db, ownerOf(request), request.body)),
    );
    owner.put(
      '/landing-page-products/:id',
      { schema: { tags, params, body: landingProductInputSchema, response: { 200: landingProductSchema } } },
      async (request) => products.updateProduct(db, ownCompanyId(request), request.params.id, request.body),
    );
    owner.delete('/landing-page-products/:id', { schema: { tags, params } }, async (request, reply) => {
      await products.deleteProduct(db, ownCompanyId(request), request.params.id);
      return reply.status(204).send();
    });
  };
}
