import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/app-error';
import {
  emailSettingsSchema,
  emailSettingsViewSchema,
  messageSchema,
  platformSettingsSchema,
  publicSiteSchema,
  siteSettingsMessages as m,
  systemStatusSchema,
  testEmailSchema,
} from '../../../shared/site-settings/site-settings.schemas';
import type { AppContext } from '../../lib/context';
import { currentUser } from '../../lib/guards';
import { sendTestEmail } from './test-email.service';
import * as settings from './site-settings.service';
import { getSystemStatus } from './system-status.service';

/** Administrators only, told in the Site Settings screen's own words. */
async function requireSiteAdmin(request: FastifyRequest) {
  if (!currentUser(request).isAdmin) throw new AppError('FORBIDDEN', m.accessDenied);
}

export function siteSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, env } = ctx;
  return async (app) => {
    // What the public pages and the sign-up screen read: the site's name and whether registration is open.
    app.get('/site', { schema: { tags: ['site-settings'], response: { 200: publicSiteSchema } } }, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(await settings.getPublicSite(db)),
    );

    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      const tags = ['admin', 'site-settings'];
      // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireSiteAdmin);
      admin.get('/admin/platform-settings', { schema: { tags, response: { 200: platformSettingsSchema } } }, () =>
        settings.getPlatformView(db),
      );
      admin.put(
        '/admin/platform-settings',
        { schema: { tags, body: platformSettingsSchema, response: { 200: platformSettingsSchema } } },
        (request) => settings.updatePlatformSettings(db, request.body),
      );
      admin.get('/admin/email-settings', { schema: { tags, response: { 200: emailSettingsViewSchema } } }, () =>
        settings.getEmailView(db, env),
      );
      admin.put(
        '/admin/email-settings',
        { schema: { tags, body: emailSettingsSchema, response: { 200: emailSettingsViewSchema } } },
        (request) => settings.updateEmailSettings(db, env, request.body),
      );
      admin.post(
        '/admin/email-settings/test',
        { schema: { tags, body: testEmailSchema, response: { 200: messageSchema } } },
        (request) => sendTestEmail(ctx, request.body.to ?? currentUser(request).email),
      );
      admin.get('/admin/system', { schema: { tags, response: { 200: systemStatusSchema } } }, async (_request, reply) =>
        reply.header('Cache-Control', 'no-store').send(await getSystemStatus(ctx)),
      );
    });
  };
}
