import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeStatusSchema, unsubscribeTokenParamSchema } from '../../../../shared/campaigns/campaigns.schemas';
import type { AppContext } from '../../../lib/context';
import * as unsubscribes from './unsubscribe.service';

/** Per client address and route: far above a person's clicks, a stop to a script walking tokens. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 60, timeWindow: 60 * 1000 };
/** A one-click form body (`List-Unsubscribe=One-Click`) is small; nothing in it is needed. */
const FORM_BODY_LIMIT = 4096;

/**
 * The unsubscribe link of campaign e-mails: the page's status, unsubscribing (the page's button, and RFC 8058's
 * one-click POST that mail providers send as a form, without an Origin) and subscribing again. Public, by the
 * recipient's token.
 */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['unsubscribe'];
  const config = { rateLimit: UNSUBSCRIBE_RATE_LIMIT };
  const params = unsubscribeTokenParamSchema;
  const response = { 200: unsubscribeStatusSchema };
  return async (app) => {
    // Only in this scope: the form bodies of one-click unsubscribes are accepted and ignored.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );
    app.get('/unsubscribe/:token', { config, schema: { tags, params, response } }, async (request) =>
      unsubscribes.getUnsubscribeStatus(db, request.params.token),
    );
    app.post('/unsubscribe/:token', { config, schema: { tags, params, response } }, async (request) =>
      unsubscribes.unsubscribe(db, request.params.token),
    );
    app.post('/unsubscribe/:token/undo', { config, schema: { tags, params, response } }, async (request) =>
      unsubscribes.resubscribe(db, request.params.token),
    );
  };
}
