import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarFeedParamsSchema, calendarFeedSchema } from '../../../../shared/scheduling/visit-notices.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { PORTAL_RATE_LIMIT } from '../../customer-portal/customer-portal.routes';
import { disableCalendarFeed, enableCalendarFeed, renderCalendarFeed } from './calendar-feed.service';

/** The owner turns the private calendar feed on (or gets a new URL) and off; calendar apps read it by its token. */
export function calendarFeedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['scheduling'];
  return async (app) => {
    app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);

      owner.post(
        '/schedule-settings/calendar-feed',
        { schema: { tags, response: { 200: calendarFeedSchema } } },
        async (request) => enableCalendarFeed(ctx, ownCompanyId(request)),
      );
      owner.delete('/schedule-settings/calendar-feed', { schema: { tags } }, async (request, reply) => {
        await disableCalendarFeed(ctx.db, ownCompanyId(request));
        return reply.status(204).send();
      });
    });

    // Public: the token is the key. Limited like the portal, as both are walked by whoever guesses tokens.
    app.get(
      '/calendar-feed/:token.ics',
      { config: { rateLimit: PORTAL_RATE_LIMIT }, schema: { tags, params: calendarFeedParamsSchema } },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline; filename="schedule.ics"')
          .send(await renderCalendarFeed(ctx.db, request.params.token)),
    );
  };
}
