import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeConfirmSchema,
  messageSchema,
  profileInputSchema,
} from '../../../../shared/account/profile.schemas';
import { publicUserSchema } from '../../../../shared/auth/auth.schemas';
import type { AppContext } from '../../../lib/context';
import { requireUser } from '../../../lib/guards';
import { authRateLimit } from '../../../lib/rate-limit';
import * as profile from './profile.service';

const answer = z.object({ user: publicUserSchema, message: z.string() });

/** Account Settings > Profile, and the e-mail change its link confirms. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['account'];
  // Each sends an e-mail, or checks a token: counted per address like sign-in.
  const limited = { rateLimit: authRateLimit(ctx.env) };
  return async (app) => {
    await app.register(async (scope) => {
      const user = scope.withTypeProvider<ZodTypeProvider>();
      user.addHook('onRequest', requireUser);
      user.put(
        '/user/profile',
        { config: limited, schema: { tags, body: profileInputSchema, response: { 200: answer } } },
        async (request) => profile.updateProfile(ctx, request, request.body),
      );
      user.post(
        '/user/email-change/resend',
        { config: limited, schema: { tags, response: { 200: answer } } },
        async (request) => profile.resendEmailChange(ctx, request),
      );
      user.delete('/user/email-change', { schema: { tags, response: { 200: answer } } }, async (request) =>
        profile.cancelEmailChange(ctx, request),
      );
    });
    app.post(
      '/user/email-change/confirm',
      { config: limited, schema: { tags, body: emailChangeConfirmSchema, response: { 200: messageSchema } } },
      async (request) => profile.confirmEmailChange(ctx, request.body.token),
    );
  };
}
