import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignPreviewInputSchema, campaignPreviewSchema } from '../../../../shared/campaigns/campaigns.schemas';
import { idParamSchema } from '../../../../shared/ids';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified, verifiedUser } from '../../../lib/guards';
import { previewCampaign, sendTestCampaign } from './campaign-preview.service';

/** The owner's preview of a campaign's e-mail and the test sent to their own address. */
export function previewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['campaigns'];
  return async (app) => {
    app.addHook('preHandler', requireVerified);
    app.post(
      '/campaigns/preview',
      { schema: { tags, body: campaignPreviewInputSchema, response: { 200: campaignPreviewSchema } } },
      async (request) => previewCampaign(ctx, ownCompanyId(request), request.body),
    );
    app.post('/campaigns/:id/test', { schema: { tags, params: idParamSchema } }, async (request, reply) => {
      await sendTestCampaign(ctx, ownCompanyId(request), request.params.id, verifiedUser(request).email);
      return reply.status(204).send();
    });
  };
}
