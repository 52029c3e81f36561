import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../shared/admin/admin.schemas';
import {
  contactMessageInputSchema,
  contactMessageSchema,
  landingPageTierSchema,
  newsletterInputSchema,
  newsletterSubscriptionSchema,
  plansResponseSchema,
} from '../../../shared/marketing-site/marketing.schemas';
import type { AppContext } from '../../lib/context';
import { requireAdmin } from '../../lib/guards';
import { authRateLimit } from '../../lib/rate-limit';
import * as marketing from './marketing-site.service';

const message = z.object({ message: z.string() });

export function marketingSiteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const limited = { rateLimit: authRateLimit(ctx.env) };
  const tags = ['marketing-site'];
  return async (app) => {
    // Prices change in Site Settings and must show on the next page view, so nothing may cache these.
    app.get('/plans', { schema: { tags, response: { 200: plansResponseSchema } } }, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(await marketing.getPlans(db)),
    );
    app.get(
      '/landing-page-tiers',
      { schema: { tags, response: { 200: z.array(landingPageTierSchema) } } },
      async (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').send(await marketing.listLandingPageTiers(db)),
    );

    app.post(
      '/contact-messages',
      { config: limited, schema: { tags, body: contactMessageInputSchema, response: { 201: message } } },
      async (request, reply) =>
        reply.status(201).send(
          await marketing.createContactMessage(db, request.body, {
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );
    app.post(
      '/newsletter-subscriptions',
      { config: limited, schema: { tags, body: newsletterInputSchema, response: { 200: message, 201: message } } },
      async (request, reply) => {
        const { created, message: text } = await marketing.subscribeToNewsletter(db, request.body);
        return reply.status(created ? 201 : 200).send({ message: text });
      },
    );

    app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      // Before the query is validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireAdmin);
      const adminTags = ['admin'];
      admin.get(
        '/admin/contact-messages',
        { schema: { tags: adminTags, querystring: pageQuerySchema, response: { 200: z.array(contactMessageSchema) } } },
        async (request, reply) => {
          const page = await marketing.listContactMessages(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.get(
        '/admin/newsletter-subscriptions',
        {
          schema: {
            tags: adminTags,
            querystring: pageQuerySchema,
            response: { 200: z.array(newsletterSubscriptionSchema) },
          },
        },
        async (request, reply) => {
          const page = await marketing.listSubscriptions(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
    });
  };
}
