import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackIdParamSchema as params,
  feedbackInputSchema,
  feedbackListQuerySchema,
  feedbackResponseInputSchema,
  feedbackResponseSchema,
  feedbackSchema,
  feedbackStatusInputSchema,
  feedbackSummarySchema,
} from '../../../shared/feedback/feedback.schemas';
import type { AppContext } from '../../lib/context';
import { adminUser, requireAdmin, requireVerified, verifiedUser } from '../../lib/guards';
import { feedbackScreenshotRoutes } from './feedback-screenshots.routes';
import * as feedback from './feedback.service';

/**
 * Feedback & Support: a verified user sends feedback and reads their own with its public responses; an administrator
 * reads everyone's, sets statuses and answers, publicly or with internal notes.
 */
export function feedbackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['feedback'];
  return async (app) => {
    await app.register(async (scope) => {
      const user = scope.withTypeProvider<ZodTypeProvider>();
      user.addHook('onRequest', requireVerified);
      user.get(
        '/feedback',
        { schema: { tags, querystring: feedbackListQuerySchema, response: { 200: z.array(feedbackSchema) } } },
        async (request, reply) => {
          const page = await feedback.listFeedback(db, verifiedUser(request), request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      user.get('/feedback/summary', { schema: { tags, response: { 200: feedbackSummarySchema } } }, async (request) =>
        feedback.getFeedbackSummary(db, verifiedUser(request)),
      );
      user.get('/feedback/:id', { schema: { tags, params, response: { 200: feedbackSchema } } }, async (request) =>
        feedback.getFeedback(db, verifiedUser(request), request.params.id),
      );
      user.post(
        '/feedback',
        { schema: { tags, body: feedbackInputSchema, response: { 201: feedbackSchema } } },
        async (request, reply) =>
          reply.status(201).send(
            await feedback.createFeedback(ctx, verifiedUser(request), request.body, {
              userAgent: request.headers['user-agent'],
            }),
          ),
      );
    });

    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      const adminTags = ['feedback', 'admin'];
      // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireAdmin);
      admin.put(
        '/feedback/:id/status',
        { schema: { tags: adminTags, params, body: feedbackStatusInputSchema, response: { 200: feedbackSchema } } },
        async (request) =>
          feedback.updateFeedbackStatus(db, adminUser(request), request.params.id, request.body.status),
      );
      admin.post(
        '/feedback/:id/responses',
        {
          schema: {
            tags: adminTags,
            params,
            body: feedbackResponseInputSchema,
            response: { 201: feedbackResponseSchema },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(await feedback.addFeedbackResponse(ctx, adminUser(request), request.params.id, request.body)),
      );
    });

    await app.register(feedbackScreenshotRoutes(ctx));
  };
}
