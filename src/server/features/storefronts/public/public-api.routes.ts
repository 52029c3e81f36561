import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import {
  publicStorefrontSchema,
  storefrontMessages as m,
  submitLeadSchema,
} from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { leadRateLimit } from './lead-rate-limit';
import { submitLead } from './lead-submission.service';
import { getPublicStorefront } from './storefront-page-data';

const tags = ['storefronts'];
const params = z.object({ subdomain: z.string().max(253) });
const message = z.object({ message: z.string() });

/** What visitors of a storefront call: the page's public data, and their requests (leads). */
export function publicApiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = leadRateLimit(app);

    app.get(
      '/landing/:subdomain',
      { schema: { tags, params, response: { 200: publicStorefrontSchema } } },
      async (request, reply) =>
        // Public and the same for everyone, but it changes when the owner saves: always asked again.
        reply.header('Cache-Control', 'no-cache').send(await getPublicStorefront(ctx, request.params.subdomain)),
    );

    app.post(
      '/submit-lead',
      { schema: { tags, body: submitLeadSchema, response: { 201: message } } },
      async (request, reply) => {
        const wait = await limited(request);
        if (wait !== undefined) {
          reply.header('Retry-After', String(wait));
          throw new AppError('TOO_MANY_REQUESTS', m.leadRateLimited);
        }
        return reply.status(201).send(await submitLead(ctx, request.body, 'script'));
      },
    );
  };
}
