import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { sendUnavailable } from '../../lib/database-unavailable';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string() }),
            503: z.object({ message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        try {
          await ctx.database.ping();
          return { status: 'ok' as const, database: ctx.database.kind };
        } catch (err) {
          request.log.warn({ err }, 'health check: database unreachable');
          return sendUnavailable(reply);
        }
      },
    );
  };
}
