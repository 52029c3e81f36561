import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema } from '../../../shared/account/account.schemas';
import type { AppContext } from '../../lib/context';
import { requireUser } from '../../lib/guards';
import { authRateLimit } from '../../lib/rate-limit';
import { changePassword } from './password.service';

/** The signed-in user's own account (Account Settings). */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser);
    // Counted per address like sign-in: the current password must not be guessable here either.
    app.put(
      '/user/password',
      {
        config: { rateLimit: authRateLimit(ctx.env) },
        schema: { tags: ['account'], body: changePasswordSchema, response: { 200: z.object({ message: z.string() }) } },
      },
      async (request) => changePassword(ctx, request, request.body),
    );
  };
}
