import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scheduleSettingsResponseSchema,
  scheduleSettingsSchema,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import * as settings from './schedule-settings.service';

export function scheduleSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['scheduling'];
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    owner.addHook('preHandler', requireVerified);

    owner.get(
      '/schedule-settings',
      { schema: { tags, response: { 200: scheduleSettingsResponseSchema } } },
      (request) => settings.getSettings(ctx, ownCompanyId(request)),
    );
    owner.put(
      '/schedule-settings',
      { schema: { tags, body: scheduleSettingsSchema, response: { 200: scheduleSettingsResponseSchema } } },
      (request) => settings.updateSettings(ctx, ownCompanyId(request), request.body),
    );
  };
}
