import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField, idParamSchema } from '../../../shared/ids';
import {
  connectAccountResultSchema,
  connectAccountSchema,
  connectedAccountSchema,
  paymentModeSchema,
} from '../../../shared/payments/connected-accounts.schemas';
import { platformTransactionSchema } from '../../../shared/payments/platform-transactions.schemas';
import type { AppContext } from '../../lib/context';
import { ownerCompanyId, requireVerified, verifiedUser } from '../../lib/guards';
import * as accounts from './connected-accounts.service';
import { listPlatformTransactions } from './platform-transactions.service';

/** The owner's side of getting paid by card: the payout account, the mode, and the platform's fees. */
export function paymentSetupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['payments'];
  return async (app) => {
    app.addHook('onRequest', requireVerified);

    app.get(
      '/payments/mode',
      { schema: { tags, response: { 200: z.object({ mode: paymentModeSchema }) } } },
      async () => ({
        mode: ctx.payments.kind,
      }),
    );
    app.get(
      '/connected-accounts',
      { schema: { tags, response: { 200: z.array(connectedAccountSchema) } } },
      async (request) => accounts.listAccounts(db, ownerCompanyId(request)),
    );
    app.post(
      '/connected-accounts',
      {
        // The team's members learn nothing of the form: refused before it is read.
        onRequest: async (request) => void ownerCompanyId(request),
        schema: { tags, body: connectAccountSchema, response: { 201: connectAccountResultSchema } },
      },
      async (request, reply) => {
        const owner = { companyId: ownerCompanyId(request), email: verifiedUser(request).email };
        return reply.status(201).send(await accounts.connectAccount(ctx, owner, request.body));
      },
    );
    app.post(
      '/connected-accounts/:id/onboarding-link',
      { schema: { tags, params: idParamSchema, response: { 200: z.object({ url: z.string().nullable() }) } } },
      async (request) => accounts.finishSetupLink(ctx, ownerCompanyId(request), request.params.id),
    );
    app.get(
      '/platform-transactions',
      {
        schema: {
          tags,
          // An id: past the largest one a serial holds, it is bad input, not a failed query.
          querystring: z.object({ before: idField.optional() }),
          response: { 200: z.array(platformTransactionSchema) },
        },
      },
      async (request) => listPlatformTransactions(db, ownerCompanyId(request), request.query.before),
    );
  };
}
