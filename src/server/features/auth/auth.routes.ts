import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  type LoginInput,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from '../../../shared/auth/auth.schemas';
import { loginAnswerSchema, loginTwoFactorSchema } from '../../../shared/account/security.schemas';
import type { AppContext } from '../../lib/context';
import { currentUser } from '../../lib/guards';
import { authRateLimit } from '../../lib/rate-limit';
import { sentByAnotherSite } from '../../lib/security';
import { getPreferences } from '../account/preferences/preferences.service';
import * as auth from './auth.service';

const message = z.object({ message: z.string() });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limited = { rateLimit: authRateLimit(ctx.env) };
  // Sign-in counts once the body is read, so a known browser of the account it names passes the address's limit.
  const signInLimited = {
    rateLimit: {
      ...authRateLimit(ctx.env),
      hook: 'preHandler' as const,
      allowList: async (request: FastifyRequest) =>
        (await auth.signInAttempt(ctx, request, (request.body as LoginInput).email)).trusted,
    },
  };
  return async (app) => {
    app.post(
      '/register',
      { config: limited, schema: { tags: ['auth'], body: registerSchema, response: { 201: publicUserSchema } } },
      async (request, reply) => reply.status(201).send(await auth.register(ctx, request, reply, request.body)),
    );

    app.post(
      '/login',
      { config: signInLimited, schema: { tags: ['auth'], body: loginSchema, response: { 200: loginAnswerSchema } } },
      async (request, reply) => auth.login(ctx, request, reply, request.body),
    );

    app.post(
      '/login/two-factor',
      { config: limited, schema: { tags: ['auth'], body: loginTwoFactorSchema, response: { 200: publicUserSchema } } },
      async (request, reply) => auth.loginTwoFactor(ctx, request, reply, request.body),
    );

    app.get('/login', { schema: { tags: ['auth'] } }, async (_request, reply) => reply.redirect('/auth?tab=login'));

    app.post('/logout', { schema: { tags: ['auth'], response: { 200: message } } }, async (request, reply) => {
      await auth.logout(ctx, request, reply);
      return { message: 'You have been logged out successfully.' };
    });

    // The profile menu navigates here; a link or an image on another site only lands on the home page.
    app.get('/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
      if (!sentByAnotherSite(request, ctx.env.PUBLIC_URL)) await auth.logout(ctx, request, reply);
      return reply.redirect('/');
    });

    app.get('/user', { schema: { tags: ['auth'], response: { 200: publicUserSchema } } }, async (request) => ({
      ...auth.toPublicUser(currentUser(request), request.impersonatorId !== undefined),
      preferences: await getPreferences(ctx.db, currentUser(request)),
      businessRole: request.businessRole ?? null,
    }));

    app.post(
      '/resend-verification',
      { config: limited, schema: { tags: ['auth'], response: { 200: message } } },
      async (request) => auth.resendVerification(ctx, currentUser(request)),
    );

    app.get(
      '/verify-email',
      {
        config: limited,
        schema: { tags: ['auth'], querystring: z.object({ token: z.string().max(200).default('') }) },
      },
      async (request, reply) => reply.redirect(await auth.verifyEmail(ctx, request, reply, request.query.token)),
    );

    app.post(
      '/forgot-password',
      { config: limited, schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: message } } },
      async (request) => auth.forgotPassword(ctx, request.body.email),
    );

    app.post(
      '/validate-reset-token',
      {
        config: limited,
        schema: { tags: ['auth'], body: tokenSchema, response: { 200: z.object({ valid: z.boolean() }) } },
      },
      async (request) => ({ valid: await auth.isResetTokenValid(ctx, request.body.token) }),
    );

    app.post(
      '/reset-password',
      { config: limited, schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: message } } },
      async (request) => auth.resetPassword(ctx, request.body.token, request.body.password),
    );
  };
}
