import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesInputSchema, preferencesSchema } from '../../../../shared/account/preferences.schemas';
import type { AppContext } from '../../../lib/context';
import { currentUser, requireUser } from '../../../lib/guards';
import { getPreferences, updatePreferences } from './preferences.service';

/** Profile Settings: the signed-in user's own preferences, applied by the app on every device. */
export function preferencesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['account'];
  return async (app) => {
    app.addHook('onRequest', requireUser);
    app.get('/user/preferences', { schema: { tags, response: { 200: preferencesSchema } } }, async (request) =>
      getPreferences(ctx.db, currentUser(request)),
    );
    app.put(
      '/user/preferences',
      { schema: { tags, body: preferencesInputSchema, response: { 200: preferencesSchema } } },
      async (request) => updatePreferences(ctx.db, currentUser(request), request.body),
    );
  };
}
