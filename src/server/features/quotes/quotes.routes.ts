import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

export function quotesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
