import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema as params } from '../../../../shared/ids';
import {
  convertLeadResultSchema,
  leadListQuerySchema,
  leadSchema,
  leadStatusSchema,
} from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import * as leads from './leads.service';

const tags = ['storefronts'];

/** The requests visitors sent from the storefront: a page of them, their status, and converting one to a customer. */
export function leadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    // Before the body is read or validated: a stranger learns nothing.
    owner.addHook('onRequest', requireVerified);

    owner.get(
      '/leads',
      { schema: { tags, querystring: leadListQuerySchema, response: { 200: z.array(leadSchema) } } },
      async (request, reply) => {
        const page = await leads.listLeads(db, ownCompanyId(request), request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    owner.patch(
      '/leads/:id',
      { schema: { tags, params, body: leadStatusSchema, response: { 200: leadSchema } } },
      async (request) => leads.updateLeadStatus(db, ownCompanyId(request), request.params.id, request.body.status),
    );
    owner.post(
      '/leads/:id/convert',
      { schema: { tags, params, response: { 200: convertLeadResultSchema } } },
      async (request) => leads.convertLead(db, ownCompanyId(request), request.params.id),
    );
  };
}
