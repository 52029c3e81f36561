import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailSchedulerInputSchema,
  emailSchedulerSettingsSchema,
  weeklyDigestSchema,
  weeklyEmailLogQuerySchema,
  weeklyEmailLogSchema,
} from '../../../../shared/todos/todos.schemas';
import { perUserLimit } from '../../../lib/rate-limit';
import type { AppContext } from '../../../lib/context';
import { requireVerified, verifiedUser } from '../../../lib/guards';
import * as settings from './scheduler-settings.service';
import * as weekly from './weekly-email.service';

/** The weekly TODO e-mail: its settings, its history, a preview of its content and the test send. */
export function weeklyEmailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['todos'];
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireVerified);
    app.get(
      '/email-scheduler-settings',
      { schema: { tags, response: { 200: emailSchedulerSettingsSchema } } },
      async (request) => settings.getSchedulerSettings(db, verifiedUser(request).id),
    );
    app.post(
      '/email-scheduler-settings',
      { schema: { tags, body: emailSchedulerInputSchema, response: { 200: emailSchedulerSettingsSchema } } },
      async (request) => settings.saveSchedulerSettings(db, verifiedUser(request).id, request.body),
    );
    app.get(
      '/weekly-email-logs',
      { schema: { tags, querystring: weeklyEmailLogQuerySchema, response: { 200: z.array(weeklyEmailLogSchema) } } },
      async (request, reply) => {
        const page = await weekly.listWeeklyEmailLogs(db, verifiedUser(request).id, request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    app.get('/weekly-email-preview', { schema: { tags, response: { 200: weeklyDigestSchema } } }, async (request) =>
      weekly.previewWeeklyEmail(db, verifiedUser(request).id),
    );
    app.post(
      '/send-weekly-todo-email',
      {
        // The recipient may be any address: test sends are counted per user, so the button cannot be a spam cannon.
        config: { rateLimit: perUserLimit(ctx.env.RATE_LIMIT_MAX, 60 * 60 * 1000) },
        schema: { tags, response: { 202: z.object({ id: z.number() }) } },
      },
      async (request, reply) =>
        reply.status(202).send({ id: await weekly.sendTestWeeklyEmail(ctx, verifiedUser(request).id) }),
    );
  };
}
