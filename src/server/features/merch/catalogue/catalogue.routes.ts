import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  merchIdParamSchema as params,
  merchProductInputSchema,
  merchProductSchema,
  merchStoreSchema,
} from '../../../../shared/merch/merch.schemas';
import type { AppContext } from '../../../lib/context';
import { requireAdmin, requireVerified } from '../../../lib/guards';
import * as catalogue from './catalogue.service';
import { designLogoRoutes } from './design-logo.routes';

const tags = ['merchandise'];
/** The whole-API checks know an administrator's operation by its tag. */
const adminTags = ['merchandise', 'admin'];

/**
 * The merchandise catalogue: the store a verified owner shops from, the administrator's edits of it, and the upload
 * of a design's logo.
 */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    await app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);
      owner.get('/merchandise-products', { schema: { tags, response: { 200: merchStoreSchema } } }, async () =>
        catalogue.getStore(ctx),
      );
    });

    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireAdmin);
      admin.get(
        '/admin/merchandise-products',
        { schema: { tags: adminTags, response: { 200: z.array(merchProductSchema) } } },
        async () => catalogue.listAllProducts(db),
      );
      admin.post(
        '/admin/merchandise-products',
        { schema: { tags: adminTags, body: merchProductInputSchema, response: { 201: merchProductSchema } } },
        async (request, reply) => reply.status(201).send(await catalogue.createProduct(db, request.body)),
      );
      admin.put(
        '/admin/merchandise-products/:id',
        { schema: { tags: adminTags, params, body: merchProductInputSchema, response: { 200: merchProductSchema } } },
        async (request) => catalogue.updateProduct(db, request.params.id, request.body),
      );
    });

    await app.register(designLogoRoutes(ctx));
  };
}
