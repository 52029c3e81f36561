import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { analyticsRoutes } from './builder/analytics.routes';
import { bookingRoutes } from './booking/booking.routes';
import { domainRoutes } from './domains/domains.routes';
import { domainCheckoutRoutes } from './domain-checkout/domain-checkout.routes';
import { configRoutes } from './builder/config.routes';
import { productRoutes } from './builder/products.routes';
import { tierRoutes } from './builder/tier.routes';
import { leadRoutes } from './leads/leads.routes';
import { orderRoutes } from './orders/orders.routes';
import { publicApiRoutes } from './public/public-api.routes';

/**
 * Storefronts (docs/decisions/012): the owner's builder (configuration, products, leads, analytics) under /api, and
 * what visitors call from the public page (the page's data, leads).
 */
export function storefrontRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(configRoutes(ctx));
    await app.register(productRoutes(ctx));
    await app.register(tierRoutes(ctx));
    await app.register(leadRoutes(ctx));
    await app.register(analyticsRoutes(ctx));
    await app.register(publicApiRoutes(ctx));
    await app.register(bookingRoutes(ctx));
    await app.register(domainRoutes(ctx));
    await app.register(orderRoutes(ctx));
    await app.register(domainCheckoutRoutes(ctx));
  };
}
