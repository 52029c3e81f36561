import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scheduleSettingsResponseSchema,
  scheduleSettingsSchema,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { technicianAccess, visitScopeOf } from '../visit-scope';
import * as settings from './schedule-settings.service';

export function scheduleSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['scheduling'];
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    owner.addHook('preHandler', requireVerified);

    // A technician's schedule is drawn with the business's zone and hours too; the private feed's link is the
    // office's (it lists every visit), so theirs comes without it.
    owner.get(
      '/schedule-settings',
      { config: technicianAccess, schema: { tags, response: { 200: scheduleSettingsResponseSchema } } },
      async (request) => {
        const answer = await settings.getSettings(ctx, ownCompanyId(request));
        return visitScopeOf(request).assigneeId === undefined ? answer : { ...answer, calendarFeedUrl: null };
      },
    );
    owner.put(
      '/schedule-settings',
      { schema: { tags, body: scheduleSettingsSchema, response: { 200: scheduleSettingsResponseSchema } } },
      (request) => settings.updateSettings(ctx, ownCompanyId(request), request.body),
    );
  };
}
