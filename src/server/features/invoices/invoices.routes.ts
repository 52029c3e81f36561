import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyBillingSettingsSchema,
  companyBillingSettingsUpdateSchema,
  invoiceExportQuerySchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceSummarySchema,
  markPaidSchema,
} from '../../../shared/invoices/invoices.schemas';
import { invoiceAgingSchema } from '../../../shared/invoices/invoice-aging.schemas';
import { invoiceTimelineSchema } from '../../../shared/invoices/invoice-timeline.schemas';
import { idParamSchema } from '../../../shared/ids';
import type { AppContext } from '../../lib/context';
import { sendCsv } from '../../lib/csv-export';
import { ownCompanyId, requireVerified } from '../../lib/guards';
import { sendJsonText } from '../../lib/json-text';
import { pageHeaders } from '../../lib/list-page';
import { paidInvoiceSchema } from '../../../shared/payments/card-payments.schemas';
import * as paymentSuccess from '../payments/payment-success.service';
import { requireDocumentPlan } from '../subscriptions/plan-limits.service';
import { invoiceQuotaOf } from './invoice-quota.service';
import * as aging from './invoice-aging.service';
import * as timeline from './invoice-timeline.service';
import * as invoicesCsv from './invoices-csv.service';
import * as invoices from './invoices.service';

const params = idParamSchema;

/** The payment success page's proof: a payment id of the invoice it names. */
const paymentProofQuery = z.object({ payment_id: z.string().trim().min(1).max(255).optional() });

const PROOF_ROUTES = new Set(['/api/invoices/:id', '/api/invoices/:id/mark-paid']);
function withPaymentProof(request: FastifyRequest) {
  const query = request.query as { payment_id?: unknown };
  return PROOF_ROUTES.has(request.routeOptions.url ?? '') && typeof query.payment_id === 'string';
}

export function invoicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['invoices'];
  const one = { 200: invoiceSchema };
  return async (app) => {
    // Before the body is read or validated: a stranger learns nothing. But the payment success page, which
    // holds a payment id, may read the invoice and nudge it (checked by the payments service).
    app.addHook('onRequest', async (request) => {
      if (!request.user && withPaymentProof(request)) return;
      await requireVerified(request);
    });

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
    app.get('/invoices/aging', { schema: { tags, response: { 200: invoiceAgingSchema } } }, async (request) =>
      aging.getInvoiceAging(db, ownCompanyId(request)),
    );
    app.get('/invoices/aging.csv', { schema: { tags } }, async (request, reply) =>
      sendCsv(reply, 'invoice-aging.csv', aging.exportInvoiceAging(db, ownCompanyId(request))),
    );
    const documentPlan = requireDocumentPlan(db);
    app.post(
      '/invoices',
      { schema: { tags, body: invoiceInputSchema, response: { 201: invoiceSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await invoices.createInvoice(db, ownCompanyId(request), request.body, invoiceQuotaOf(request))),
    );
    app.get(
      '/invoices/:id',
      {
        schema: {
          tags,
          params,
          querystring: paymentProofQuery,
          response: { 200: invoiceSchema.or(paidInvoiceSchema) },
        },
      },
      async (request) =>
        request.user
          ? invoices.getInvoice(db, ownCompanyId(request), request.params.id)
          : paymentSuccess.getPaidInvoice(ctx, request.params.id, request.query.payment_id!),
    );
    app.put('/invoices/:id', { schema: { tags, params, body: invoiceInputSchema, response: one } }, async (request) =>
      invoices.updateInvoice(db, ownCompanyId(request), request.params.id, request.body),
    );
    app.post(
      '/invoices/:id/send',
      { preHandler: documentPlan, schema: { tags, params, response: one } },
      async (request) => invoices.sendInvoice(ctx, ownCompanyId(request), request.params.id),
    );
    app.post(
      '/invoices/:id/mark-paid',
      {
        schema: {
          tags,
          params,
          querystring: paymentProofQuery,
          body: markPaidSchema,
          response: { 200: invoiceSchema.or(paidInvoiceSchema) },
        },
      },
      async (request) =>
        request.user
          ? invoices.markInvoicePaid(db, ownCompanyId(request), request.params.id, request.body, request.user.id)
          : paymentSuccess.nudgePaid(ctx, request.params.id, request.query.payment_id!),
    );
    app.post('/invoices/:id/cancel', { schema: { tags, params, response: one } }, async (request) =>
      invoices.cancelInvoice(db, ownCompanyId(request), request.params.id),
    );
    app.get(
      '/invoices/:id/timeline',
      { schema: { tags, params, response: { 200: invoiceTimelineSchema } } },
      async (request) => timeline.getInvoiceTimeline(db, ownCompanyId(request), request.params.id),
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
      { schema: { tags, body: companyBillingSettingsUpdateSchema, response: { 200: companyBillingSettingsSchema } } },
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
