import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyBillingSettingsSchema,
  invoiceExportQuerySchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceSummarySchema,
  markPaidSchema,
} from '../../../shared/invoices/invoices.schemas';
import { idParamSchema } from '../../../shared/ids';
import type { AppContext } from '../../lib/context';
import { sendCsv } from '../../lib/csv-export';
import { ownCompanyId, requireVerified } from '../../lib/guards';
import { sendJsonText } from '../../lib/json-text';
import { pageHeaders } from '../../lib/list-page';
import * as invoicesCsv from './invoices-csv.service';
import * as invoices from './invoices.service';

const params = idParamSchema;

export function invoicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['invoices'];
  const one = { 200: invoiceSchema };
  return async (app) => {
    // Before the body is read or validated: a stranger learns nothing.
    app.addHook('onRequest', requireVerified);

    app.get(
      '/invoices',
      { schema: { tags, querystring: invoiceListQuerySchema, response: { 200: z.array(invoiceSchema) } } },
      async (request, reply) => {
        const page = await invoices.listInvoices(db, ownCompanyId(request), request.query);
        return sendJsonText(pageHeaders(reply, page), page.json);
      },
    );
    app.get('/invoices/summary', { schema: { tags, response: { 200: invoiceSummarySchema } } }, async (request) =>
      invoices.getInvoiceSummary(db, ownCompanyId(request)),
    );
    app.post(
      '/invoices',
      { schema: { tags, body: invoiceInputSchema, response: { 201: invoiceSchema } } },
      async (request, reply) =>
        reply.status(201).send(await invoices.createInvoice(db, ownCompanyId(request), request.body)),
    );
    app.get('/invoices/:id', { schema: { tags, params, response: one } }, async (request) =>
      invoices.getInvoice(db, ownCompanyId(request), request.params.id),
    );
    app.put('/invoices/:id', { schema: { tags, params, body: invoiceInputSchema, response: one } }, async (request) =>
      invoices.updateInvoice(db, ownCompanyId(request), request.params.id, request.body),
    );
    app.post('/invoices/:id/send', { schema: { tags, params, response: one } }, async (request) =>
      invoices.sendInvoice(ctx, ownCompanyId(request), request.params.id),
    );
    app.post(
      '/invoices/:id/mark-paid',
      { schema: { tags, params, body: markPaidSchema, response: one } },
      async (request) => invoices.markInvoicePaid(db, ownCompanyId(request), request.params.id, request.body),
    );
    app.post('/invoices/:id/cancel', { schema: { tags, params, response: one } }, async (request) =>
      invoices.cancelInvoice(db, ownCompanyId(request), request.params.id),
    );
    app.get('/invoices/:id/pdf', { schema: { tags, params } }, async (request, reply) => {
      const pdf = await invoices.getInvoicePdf(db, ownCompanyId(request), request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${pdf.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    });

    app.get(
      '/billing-settings',
      { schema: { tags, response: { 200: companyBillingSettingsSchema } } },
      async (request) => invoices.getBillingSettings(db, ownCompanyId(request)),
    );
    app.put(
      '/billing-settings',
      { schema: { tags, body: companyBillingSettingsSchema, response: { 200: companyBillingSettingsSchema } } },
      async (request) => invoices.updateBillingSettings(db, ownCompanyId(request), request.body),
    );
    app.get(
      '/invoices/export.csv',
      { schema: { tags, querystring: invoiceExportQuerySchema } },
      async (request, reply) =>
        sendCsv(reply, 'invoices.csv', await invoicesCsv.exportInvoices(db, ownCompanyId(request), request.query)),
    );
  };
}
