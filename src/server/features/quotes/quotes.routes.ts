import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  previewTokenQuerySchema,
  quoteConversionSchema,
  quoteExportQuerySchema,
  quoteIdParamSchema,
  quoteInputSchema,
  quoteListQuerySchema,
  quotePreviewSchema,
  quoteSchema,
  quoteSummarySchema,
  quoteUpdateSchema,
} from '../../../shared/quotes/quotes.schemas';
import type { AppContext } from '../../lib/context';
import { sendCsv } from '../../lib/csv-export';
import { currentUser, ownCompanyId, requireVerified } from '../../lib/guards';
import { sendJsonText } from '../../lib/json-text';
import { pageHeaders } from '../../lib/list-page';
import { toQuotePreview } from './quote-document';
import * as delivery from './quote-delivery.service';
import * as quotesCsv from './quotes-csv.service';
import * as quotes from './quotes.service';
import { invoiceQuotaOf } from '../invoices/invoice-quota.service';
import { requireDocumentPlan } from '../subscriptions/plan-limits.service';

/** Preview links are opened by customers without an account: limited per address, looser than sign-in. */
const PREVIEW_LIMIT_FACTOR = 6;

function sendPdf(reply: FastifyReply, pdf: { filename: string; bytes: Uint8Array }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${pdf.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf.bytes));
}

export function quotesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['quotes'];
  const documentPlan = requireDocumentPlan(ctx.db);
  const params = quoteIdParamSchema;
  return async (app) => {
    app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);

      owner.get(
        '/quotes',
        { schema: { tags, querystring: quoteListQuerySchema, response: { 200: z.array(quoteSchema) } } },
        async (request, reply) => {
          const page = await quotes.listQuotes(db, ownCompanyId(request), request.query);
          return sendJsonText(pageHeaders(reply, page), page.json);
        },
      );
      owner.get('/quotes/summary', { schema: { tags, response: { 200: quoteSummarySchema } } }, async (request) =>
        quotes.getQuoteSummary(db, ownCompanyId(request)),
      );
      owner.post(
        '/quotes',
        { preHandler: documentPlan, schema: { tags, body: quoteInputSchema, response: { 201: quoteSchema } } },
        async (request, reply) =>
          reply
            .status(201)
            .send(await quotes.createQuote(db, ownCompanyId(request), request.body, currentUser(request).id)),
      );
      owner.get('/quotes/:id', { schema: { tags, params, response: { 200: quoteSchema } } }, async (request) =>
        quotes.getQuote(db, ownCompanyId(request), request.params.id),
      );
      owner.put(
        '/quotes/:id',
        { schema: { tags, params, body: quoteUpdateSchema, response: { 200: quoteSchema } } },
        async (request) => quotes.updateQuote(db, ownCompanyId(request), request.params.id, request.body),
      );
      owner.delete('/quotes/:id', { schema: { tags, params } }, async (request, reply) => {
        await quotes.deleteQuote(db, ownCompanyId(request), request.params.id);
        return reply.status(204).send();
      });
      owner.post(
        '/quotes/:id/send',
        { preHandler: documentPlan, schema: { tags, params, response: { 200: quoteSchema } } },
        async (request) => delivery.sendQuote(ctx, ownCompanyId(request), request.params.id),
      );
      owner.post(
        '/quotes/:id/convert',
        { schema: { tags, params, response: { 200: quoteConversionSchema } } },
        async (request) => quotes.convertQuote(db, ownCompanyId(request), request.params.id, invoiceQuotaOf(request)),
      );
      owner.get('/quotes/:id/pdf', { schema: { tags, params } }, async (request, reply) =>
        sendPdf(reply, await delivery.getOwnQuotePdf(db, ownCompanyId(request), request.params.id)),
      );
      owner.get(
        '/quotes/export.csv',
        { schema: { tags, querystring: quoteExportQuerySchema } },
        async (request, reply) =>
          sendCsv(reply, 'quotes.csv', await quotesCsv.exportQuotes(db, ownCompanyId(request), request.query)),
      );
    });

    const limited = {
      rateLimit: { max: ctx.env.RATE_LIMIT_MAX * PREVIEW_LIMIT_FACTOR, timeWindow: 15 * 60 * 1000 },
    };
    const querystring = previewTokenQuerySchema;
    app.get(
      '/quote-preview/:id',
      { config: limited, schema: { tags, params, querystring, response: { 200: quotePreviewSchema } } },
      async (request, reply) => {
        const doc = await delivery.findPreviewDocument(db, request.params.id, request.query.token);
        return reply.header('Cache-Control', 'private, no-store').send(toQuotePreview(doc));
      },
    );
    app.get(
      '/quote-preview/:id/pdf',
      { config: limited, schema: { tags, params, querystring } },
      async (request, reply) =>
        sendPdf(reply, await delivery.getPreviewPdf(db, request.params.id, request.query.token)),
    );
  };
}
