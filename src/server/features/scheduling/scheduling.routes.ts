import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { calendarFeedRoutes } from './feed/calendar-feed.routes';
import { visitNoticeRoutes } from './notices/visit-notices.routes';
import { scheduleSettingsRoutes } from './settings/schedule-settings.routes';
import { visitRoutes } from './visits/visits.routes';
import { jobWorkRoutes } from './work/job-work.routes';

/**
 * Scheduling: visits and recurring jobs (visits/), the company's schedule settings (settings/), a visit's tasks and
 * progress (work/), what the customer is told (notices/: reminders, confirmation, "on my way") and the private
 * calendar feed (feed/).
 */
export function schedulingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(visitRoutes(ctx));
    await app.register(scheduleSettingsRoutes(ctx));
    await app.register(jobWorkRoutes(ctx));
    await app.register(visitNoticeRoutes(ctx));
    await app.register(calendarFeedRoutes(ctx));
  };
}
