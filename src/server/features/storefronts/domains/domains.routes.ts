import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import { idParamSchema as params } from '../../../../shared/ids';
import {
  domainInputSchema,
  domainListQuerySchema,
  domainMessages as m,
  domainPatchSchema,
  domainSchema,
  domainVerifyResultSchema,
  landingTemplateSchema,
  tlsAskQuerySchema,
} from '../../../../shared/storefronts/domain.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified } from '../../../lib/guards';
import { mayServeTls } from './domain-hosts';
import { verifyDomain } from './domain-verify.service';
import * as domains from './domains.service';

const tags = ['storefronts'];

/** The owner's domains (a storefront's other addresses), the templates they start from, and the proxy's question. */
export function domainRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    await app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      // Before the body is read or validated: a stranger learns nothing.
      owner.addHook('onRequest', requireVerified);

      owner.get(
        '/domains',
        { schema: { tags, querystring: domainListQuerySchema, response: { 200: z.array(domainSchema) } } },
        async (request, reply) => {
          const page = await domains.listDomains(ctx, ownCompanyId(request), request.query);
          return reply.header('X-Total-Count', String(page.total)).send(page.items);
        },
      );
      owner.post(
        '/domains',
        { schema: { tags, body: domainInputSchema, response: { 201: domainSchema } } },
        async (request, reply) =>
          reply.status(201).send(await domains.createDomain(ctx, ownCompanyId(request), request.body)),
      );
      owner.patch(
        '/domains/:id',
        { schema: { tags, params, body: domainPatchSchema, response: { 200: domainSchema } } },
        async (request) =>
          domains.setDomainActive(ctx, ownCompanyId(request), request.params.id, request.body.isActive),
      );
      owner.delete('/domains/:id', { schema: { tags, params } }, async (request, reply) => {
        await domains.deleteDomain(ctx, ownCompanyId(request), request.params.id);
        return reply.status(204).send();
      });
      owner.post(
        '/domains/:id/verify',
        { schema: { tags, params, response: { 200: domainVerifyResultSchema } } },
        async (request) => verifyDomain(ctx, ownCompanyId(request), request.params.id),
      );
      owner.get(
        '/landing-templates',
        { schema: { tags, response: { 200: z.array(landingTemplateSchema) } } },
        async () => domains.listTemplates(db),
      );
    });

    // Public: what Caddy's `on_demand_tls ask` calls before it requests a certificate (docs/deploy.md).
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/domains/tls-ask',
        { schema: { tags, querystring: tlsAskQuerySchema, response: { 200: z.object({ domain: z.string() }) } } },
        async (request) => {
          if (!(await mayServeTls(ctx, request.query.domain))) throw new AppError('NOT_FOUND', m.notFound);
          return { domain: request.query.domain.toLowerCase() };
        },
      );
  };
}
