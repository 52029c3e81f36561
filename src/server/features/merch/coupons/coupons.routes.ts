import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponActiveSchema,
  couponIdParamSchema as params,
  couponInputSchema,
  couponListQuerySchema,
  couponSchema,
  couponSummarySchema,
  couponValidateSchema,
  couponValidationSchema,
} from '../../../../shared/merch/coupons.schemas';
import type { AppContext } from '../../../lib/context';
import { perUserLimit } from '../../../lib/rate-limit';
import { adminUser, currentUser, requireAdmin, requireVerified } from '../../../lib/guards';
import { validateCoupon } from './coupon-validation.service';
import * as coupons from './coupons.service';

/** Codes a user may try per window: a checkout needs a few, guessing needs thousands. */
export const COUPON_CHECK_LIMIT_FACTOR = 3;

/**
 * The administrator's Coupon Manager (list, cards, form, active switch, delete) and the checkout's coupon box, which
 * any verified user may ask, a limited number of times per user, so codes cannot be found by trying them.
 */
export function couponRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const checkLimit = { rateLimit: perUserLimit(ctx.env.RATE_LIMIT_MAX * COUPON_CHECK_LIMIT_FACTOR, 15 * 60 * 1000) };
  return async (app) => {
    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      const tags = ['admin', 'coupons'];
      // Before the body is read or validated: a non-administrator learns nothing of what these routes take.
      admin.addHook('onRequest', requireAdmin);

      admin.get(
        '/coupons',
        { schema: { tags, querystring: couponListQuerySchema, response: { 200: z.array(couponSchema) } } },
        async (request, reply) => {
          const page = await coupons.listCoupons(db, request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      admin.get('/coupons/summary', { schema: { tags, response: { 200: couponSummarySchema } } }, async () =>
        coupons.getCouponSummary(db),
      );
      admin.post(
        '/coupons',
        { schema: { tags, body: couponInputSchema, response: { 201: couponSchema } } },
        async (request, reply) =>
          reply.status(201).send(await coupons.createCoupon(db, adminUser(request).id, request.body)),
      );
      admin.put(
        '/coupons/:id',
        { schema: { tags, params, body: couponInputSchema, response: { 200: couponSchema } } },
        async (request) => coupons.updateCoupon(db, request.params.id, request.body),
      );
      admin.patch(
        '/coupons/:id',
        { schema: { tags, params, body: couponActiveSchema, response: { 200: couponSchema } } },
        async (request) => coupons.setCouponActive(db, request.params.id, request.body.isActive),
      );
      admin.delete('/coupons/:id', { schema: { tags, params } }, async (request, reply) => {
        await coupons.deleteCoupon(db, request.params.id);
        return reply.status(204).send();
      });
    });

    await app.register(async (scope) => {
      const user = scope.withTypeProvider<ZodTypeProvider>();
      user.addHook('onRequest', requireVerified);
      user.post(
        '/coupons/validate',
        {
          config: checkLimit,
          schema: { tags: ['coupons'], body: couponValidateSchema, response: { 200: couponValidationSchema } },
        },
        async (request) => validateCoupon(db, currentUser(request).id, request.body),
      );
    });
  };
}
