import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import {
  bookedVisitSchema,
  bookingSlotsQuerySchema,
  bookingSlotsSchema,
  bookVisitSchema,
} from '../../../../shared/storefronts/booking.schemas';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { leadRateLimit } from '../public/lead-rate-limit';
import { bookVisit, listBookingSlots } from './booking.service';

const tags = ['storefronts'];
const params = z.object({ subdomain: z.string().max(253) });

/** Online booking from a storefront: the free times, and the booking (counted with the lead form's requests). */
export function bookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = leadRateLimit(app);

    app.get(
      '/landing/:subdomain/slots',
      { schema: { tags, params, querystring: bookingSlotsQuerySchema, response: { 200: bookingSlotsSchema } } },
      async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await listBookingSlots(ctx, request.params.subdomain, request.query)),
    );

    app.post(
      '/landing/:subdomain/book',
      { schema: { tags, params, body: bookVisitSchema, response: { 201: bookedVisitSchema } } },
      async (request, reply) => {
        const wait = await limited(request);
        if (wait !== undefined) {
          reply.header('Retry-After', String(wait));
          throw new AppError('TOO_MANY_REQUESTS', m.leadRateLimited);
        }
        return reply.status(201).send(await bookVisit(ctx, request.params.subdomain, request.body));
      },
    );
  };
}
