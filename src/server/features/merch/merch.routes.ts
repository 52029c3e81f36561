import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { fulfilmentRoutes } from './fulfilment/fulfilment.routes';
import { orderRoutes } from './orders/orders.routes';

/**
 * Supplies and merchandise (docs/decisions/010): the catalogue (catalogue/), the owner's orders paid to the platform
 * (orders/), the administrator's fulfilment (fulfilment/), and coupons, their manager and their redemption, which plan
 * subscriptions and domain checkout use too (coupons/).
 */
export function merchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(catalogueRoutes(ctx));
    await app.register(orderRoutes(ctx));
    await app.register(fulfilmentRoutes(ctx));
    await app.register(couponRoutes(ctx));
  };
}
