import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  audienceCountsSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignRecipientSchema,
  campaignScheduleSchema,
  campaignSchema,
  campaignSummarySchema,
  recipientListQuerySchema,
} from '../../../../shared/campaigns/campaigns.schemas';
import { idParamSchema as params } from '../../../../shared/ids';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { sendCampaign } from './campaign-start.service';
import * as campaigns from './campaigns.service';
import { requireDocumentPlan } from '../../subscriptions/plan-limits.service';

const tags = ['campaigns'];

/**
 * The owner's campaigns: the list, the form, the page's figures and audiences, starting now or at a time, and who a
 * started one went to. Every route is the verified owner's, on their company's campaigns only.
 */
export function campaignManageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    owner.addHook('preHandler', requireVerified);

    owner.get(
      '/campaigns',
      { schema: { tags, querystring: campaignListQuerySchema, response: { 200: z.array(campaignSchema) } } },
      async (request, reply) => {
        const page = await campaigns.listCampaigns(db, ownCompanyId(request), request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    owner.get('/campaigns/summary', { schema: { tags, response: { 200: campaignSummarySchema } } }, async (request) =>
      campaigns.getCampaignSummary(db, ownCompanyId(request)),
    );
    owner.get('/campaigns/audience', { schema: { tags, response: { 200: audienceCountsSchema } } }, async (request) =>
      campaigns.getAudienceCounts(db, ownCompanyId(request)),
    );
    owner.post(
      '/campaigns',
      { schema: { tags, body: campaignInputSchema, response: { 201: campaignSchema } } },
      async (request, reply) =>
        reply.status(201).send(await campaigns.createCampaign(db, ownCompanyId(request), request.body)),
    );
    owner.get('/campaigns/:id', { schema: { tags, params, response: { 200: campaignSchema } } }, async (request) =>
      campaigns.getCampaign(db, ownCompanyId(request), request.params.id),
    );
    owner.put(
      '/campaigns/:id',
      { schema: { tags, params, body: campaignInputSchema, response: { 200: campaignSchema } } },
      async (request) => campaigns.updateCampaign(db, ownCompanyId(request), request.params.id, request.body),
    );
    owner.delete('/campaigns/:id', { schema: { tags, params } }, async (request, reply) => {
      await campaigns.deleteCampaign(db, ownCompanyId(request), request.params.id);
      return reply.status(204).send();
    });
    owner.post(
      '/campaigns/:id/send',
      { preHandler: requireDocumentPlan(db), schema: { tags, params, response: { 200: campaignSchema } } },
      async (request) => sendCampaign(ctx, ownCompanyId(request), request.params.id),
    );
    owner.post(
      '/campaigns/:id/schedule',
      {
        preHandler: requireDocumentPlan(db),
        schema: { tags, params, body: campaignScheduleSchema, response: { 200: campaignSchema } },
      },
      async (request) =>
        campaigns.scheduleCampaign(db, ownCompanyId(request), request.params.id, request.body.scheduledDate),
    );
    owner.post(
      '/campaigns/:id/cancel',
      { schema: { tags, params, response: { 200: campaignSchema } } },
      async (request) => campaigns.cancelCampaign(db, ownCompanyId(request), request.params.id),
    );
    owner.get(
      '/campaigns/:id/recipients',
      {
        schema: {
          tags,
          params,
          querystring: recipientListQuerySchema,
          response: { 200: z.array(campaignRecipientSchema) },
        },
      },
      async (request, reply) => {
        const page = await campaigns.listRecipients(db, ownCompanyId(request), request.params.id, request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
  };
}
