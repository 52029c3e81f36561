import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerIdParamSchema,
  customerImportInputSchema,
  customerImportPreviewSchema,
  customerImportResultSchema,
  customerInputSchema,
  customerListItemSchema,
  customerListQuerySchema,
  customerSchema,
  customerSummarySchema,
} from '../../../shared/customers/customers.schemas';
import type { AppContext } from '../../lib/context';
import { sendCsv } from '../../lib/csv-export';
import { ownCompanyId, requireVerified } from '../../lib/guards';
import { sendJsonText } from '../../lib/json-text';
import { pageHeaders } from '../../lib/list-page';
import * as csv from './customers-csv.service';
import * as customers from './customers.service';

// A 2 MB file grows in JSON (quotes and line breaks are escaped); the schema holds the file itself to 2 MB.
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export function customersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['customers'];
  const params = customerIdParamSchema;
  return async (app) => {
    // Before the body is read or validated: a stranger learns nothing and uploads nothing.
    app.addHook('onRequest', requireVerified);

    app.get(
      '/customers',
      { schema: { tags, querystring: customerListQuerySchema, response: { 200: z.array(customerListItemSchema) } } },
      async (request, reply) => {
        const page = await customers.listCustomers(db, ownCompanyId(request), request.query);
        return sendJsonText(pageHeaders(reply, page), page.json);
      },
    );
    app.get('/customers/summary', { schema: { tags, response: { 200: customerSummarySchema } } }, async (request) =>
      customers.getCustomerSummary(db, ownCompanyId(request)),
    );
    app.get('/customers/export.csv', { schema: { tags } }, async (request, reply) =>
      sendCsv(reply, 'customers.csv', csv.exportCustomers(db, ownCompanyId(request))),
    );
    app.post(
      '/customers/import/preview',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: { tags, body: customerImportInputSchema, response: { 200: customerImportPreviewSchema } },
      },
      async (request) => csv.previewImport(db, ownCompanyId(request), request.body.csv),
    );
    app.post(
      '/customers/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: { tags, body: customerImportInputSchema, response: { 200: customerImportResultSchema } },
      },
      async (request) => csv.importCustomers(db, ownCompanyId(request), request.body.csv),
    );

    app.get('/customers/:id', { schema: { tags, params, response: { 200: customerSchema } } }, async (request) =>
      customers.getCustomer(db, ownCompanyId(request), request.params.id),
    );
    app.post(
      '/customers',
      { schema: { tags, body: customerInputSchema, response: { 201: customerSchema } } },
      async (request, reply) =>
        reply.status(201).send(await customers.createCustomer(db, ownCompanyId(request), request.body)),
    );
    app.put(
      '/customers/:id',
      { schema: { tags, params, body: customerInputSchema, response: { 200: customerSchema } } },
      async (request) => customers.updateCustomer(db, ownCompanyId(request), request.params.id, request.body),
    );
    app.delete('/customers/:id', { schema: { tags, params } }, async (request, reply) => {
      await customers.deleteCustomer(db, ownCompanyId(request), request.params.id);
      return reply.status(204).send();
    });
    app.post(
      '/customers/:id/access-token',
      { schema: { tags, params, response: { 200: customerSchema } } },
      async (request) => customers.regenerateAccessToken(db, ownCompanyId(request), request.params.id),
    );
  };
}
