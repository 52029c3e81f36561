import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionsSchema,
  recoveryCodesAnswerSchema,
  securitySettingsSchema,
  securityStatusSchema,
  sessionIdParamsSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupAnswerSchema,
  twoFactorSetupSchema,
} from '../../../../shared/account/security.schemas';
import type { AppContext } from '../../../lib/context';
import { requireUser } from '../../../lib/guards';
import { authRateLimit } from '../../../lib/rate-limit';
import { endOtherSessions, endSession, listSessions } from './sessions.service';
import { getSecurityStatus, updateSecuritySettings } from './security-settings.service';
import * as twoFactor from './two-factor.service';

const message = z.object({ message: z.string() });
const tags = ['account'];

/** Account Settings > Security: two-factor sign-in, the e-mail switches, the active sessions. */
export function securityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Each asks for a password or a code: counted per address like sign-in, so neither is guessable here.
  const limited = { rateLimit: authRateLimit(ctx.env) };
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.get('/user/security', { schema: { tags, response: { 200: securityStatusSchema } } }, async (request) =>
      getSecurityStatus(ctx, request),
    );
    app.put(
      '/user/security',
      { schema: { tags, body: securitySettingsSchema, response: { 200: securityStatusSchema } } },
      async (request) => updateSecuritySettings(ctx, request, request.body),
    );

    app.post(
      '/user/two-factor/setup',
      { config: limited, schema: { tags, body: twoFactorSetupSchema, response: { 200: twoFactorSetupAnswerSchema } } },
      async (request) => twoFactor.setupTwoFactor(ctx, request, request.body.password),
    );
    app.post(
      '/user/two-factor/enable',
      { config: limited, schema: { tags, body: twoFactorCodeSchema, response: { 200: recoveryCodesAnswerSchema } } },
      async (request) => twoFactor.enableTwoFactor(ctx, request, request.body.code),
    );
    app.post(
      '/user/two-factor/disable',
      { config: limited, schema: { tags, body: twoFactorDisableSchema, response: { 200: message } } },
      async (request) => twoFactor.disableTwoFactor(ctx, request, request.body),
    );
    app.post(
      '/user/two-factor/recovery-codes',
      { config: limited, schema: { tags, body: twoFactorCodeSchema, response: { 200: recoveryCodesAnswerSchema } } },
      async (request) => twoFactor.regenerateRecoveryCodes(ctx, request, request.body.code),
    );

    app.get('/user/sessions', { schema: { tags, response: { 200: activeSessionsSchema } } }, async (request) =>
      listSessions(ctx, request),
    );
    app.delete(
      '/user/sessions',
      { schema: { tags, response: { 200: message.extend({ ended: z.number() }) } } },
      async (request) => endOtherSessions(ctx, request),
    );
    app.delete(
      '/user/sessions/:id',
      { schema: { tags, params: sessionIdParamsSchema, response: { 200: message } } },
      async (request) => endSession(ctx, request, request.params.id),
    );
  };
}
