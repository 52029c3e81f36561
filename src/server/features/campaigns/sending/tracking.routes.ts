import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clickParamSchema, openPixelParamSchema } from '../../../../shared/campaigns/campaigns.schemas';
import type { AppContext } from '../../../lib/context';
import { OPEN_PIXEL, followClick, recordOpen } from './tracking.service';

/**
 * The open pixel and the click redirect of campaign e-mails: public (mail clients and image proxies carry no
 * session), addressed by the recipient's unguessable token. No rate limit: a mail provider's image proxy opens for
 * many recipients from a few addresses, and a token cannot be guessed. A HEAD (a link checker's) counts nothing.
 */
export function trackingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['campaign-tracking'];
  return async (app) => {
    app.get(
      '/campaigns/open/:token.gif',
      { schema: { tags, params: openPixelParamSchema } },
      async (request, reply) => {
        await recordOpen(db, request.params.token, { count: request.method === 'GET' });
        return (
          reply
            .type('image/gif')
            .header('Cache-Control', 'no-store, no-cache, must-revalidate, private')
            .header('Pragma', 'no-cache')
            .header('Expires', '0')
            // Webmail pages on other origins show it: helmet's same-origin default would block the image.
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .send(OPEN_PIXEL)
        );
      },
    );
    app.get('/campaigns/click/:token/:n', { schema: { tags, params: clickParamSchema } }, async (request, reply) => {
      const url = await followClick(db, request.params.token, request.params.n, { count: request.method === 'GET' });
      return reply.header('Cache-Control', 'no-store').redirect(url, 302);
    });
  };
}
