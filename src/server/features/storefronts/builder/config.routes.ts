import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema as params } from '../../../../shared/ids';
import { landingConfigInputSchema, landingConfigSchema } from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { requireVerified } from '../../../lib/guards';
import * as config from './config.service';
import { ownerOf } from './owner';

const tags = ['storefronts'];

/** The verified owner's storefront: read (null before it exists), created once, then updated. */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    // Before the body is read or validated: a stranger learns nothing.
    owner.addHook('onRequest', requireVerified);

    owner.get(
      '/landing-page-config',
      { schema: { tags, response: { 200: landingConfigSchema.nullable() } } },
      async (request) => config.getConfig(ctx, ownerOf(request)),
    );
    owner.post(
      '/landing-page-config',
      { schema: { tags, body: landingConfigInputSchema, response: { 201: landingConfigSchema } } },
      async (request, reply) => reply.status(201).send(await config.createConfig(ctx, ownerOf(request), request.body)),
    );
    owner.put(
      '/landing-page-config/:id',
      { schema: { tags, params, body: landingConfigInputSchema, response: { 200: landingConfigSchema } } },
      async (request) => config.updateConfig(ctx, ownerOf(request), request.params.id, request.body),
    );
  };
}
