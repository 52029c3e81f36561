import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  portalDocumentParamsSchema as documentParams,
  portalInvoiceSchema,
  portalParamsSchema,
  portalQuoteSchema,
  portalSchema,
} from '../../../shared/customer-portal/customer-portal.schemas';
import { portalAcceptSchema, portalDeclineSchema } from '../../../shared/quotes/quotes.schemas';
import type { AppContext } from '../../lib/context';
import * as portal from './customer-portal.service';
import type { PortalRow } from './customer-portal.queries';
import { pdfFileName } from '../../lib/pdf/document-pdf';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { renderQuotePdf } from '../quotes/quote-document';
import { acceptQuote, declineQuote } from './quote-answers.service';
import { payInvoiceResultSchema, payInvoiceSchema } from '../../../shared/payments/card-payments.schemas';
import { optionalIdempotencyKeyHeaders } from '../../lib/idempotency';
import { payInvoice } from '../payments/card-payments.service';
import { payDeposit } from '../payments/deposit-payments.service';
import { payDepositSchema } from '../../../shared/payments/deposit-payments.schemas';
import { portalVisitSchema } from '../../../shared/scheduling/visit-notices.schemas';
import { answerVisit } from '../scheduling/notices/visit-answers.service';

/**
 * Per client address and route: a customer paging through their documents stays far below it, while a script
 * walking tokens or ids is stopped.
 */
export const PORTAL_RATE_LIMIT = { max: 60, timeWindow: 60 * 1000 };

function sendPdf(reply: FastifyReply, number: string, bytes: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${pdfFileName(number)}"`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(bytes));
}

/** The customer paying, as their portal link names them. */
export const payerOf = (link: PortalRow, backPath: string) => ({
  companyId: link.company.id,
  customerId: link.customer.id,
  customerEmail: link.customer.email,
  backPath,
});
const portalPath = (token: string) => `/customer/${encodeURIComponent(token)}`;
export const keyOf = (request: { headers: { 'idempotency-key'?: string } }) => request.headers['idempotency-key'];

/** The customer's portal: public, reached through the customer's unguessable token, rate limited. */
export function customerPortalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const config = { rateLimit: PORTAL_RATE_LIMIT };
  const tags = ['customer-portal'];
  return async (app) => {
    app.get(
      '/customer-portal/:token',
      { config, schema: { tags, params: portalParamsSchema, response: { 200: portalSchema } } },
      async (request) => portal.getPortal(ctx, request.params.token),
    );

    app.get(
      '/customer-portal/:token/invoices/:id',
      { config, schema: { tags, params: documentParams, response: { 200: portalInvoiceSchema } } },
      async (request) => {
        const link = await portal.getPortalOf(db, request.params.token);
        return portal.toPortalInvoice(await portal.openInvoice(db, link, request.params.id));
      },
    );

    app.get(
      '/customer-portal/:token/invoices/:id/pdf',
      { config, schema: { tags, params: documentParams } },
      async (request, reply) => {
        const link = await portal.getPortalOf(db, request.params.token);
        const invoice = await portal.openInvoice(db, link, request.params.id);
        return sendPdf(reply, invoice.invoiceNumber, await renderInvoicePdf(invoice, link));
      },
    );

    app.get(
      '/customer-portal/:token/quotes/:id',
      { config, schema: { tags, params: documentParams, response: { 200: portalQuoteSchema } } },
      async (request) => {
        const link = await portal.getPortalOf(db, request.params.token);
        return portal.toPortalQuote(await portal.getQuote(db, link, request.params.id));
      },
    );

    app.get(
      '/customer-portal/:token/quotes/:id/pdf',
      { config, schema: { tags, params: documentParams } },
      async (request, reply) => {
        const link = await portal.getPortalOf(db, request.params.token);
        const quote = await portal.getQuote(db, link, request.params.id);
        return sendPdf(
          reply,
          quote.quoteNumber,
          await renderQuotePdf({ quote, company: link.company, customer: link.customer }),
        );
      },
    );

    // Pay Now on an invoice, Pay deposit on a quote: the same card payment, each with its own body.
    const paySchema = <B>(body: B) => ({
      tags,
      params: documentParams,
      headers: optionalIdempotencyKeyHeaders,
      body,
      response: { 200: payInvoiceResultSchema },
    });
    const payerAt = async (token: string) => payerOf(await portal.getPortalOf(db, token), portalPath(token));
    app.post(
      '/customer-portal/:token/invoices/:id/pay',
      { config, schema: paySchema(payInvoiceSchema) },
      async (request) =>
        payInvoice(ctx, await payerAt(request.params.token), request.params.id, request.body, keyOf(request)),
    );
    app.post(
      '/customer-portal/:token/quotes/:id/pay-deposit',
      { config, schema: paySchema(payDepositSchema) },
      async (request) =>
        payDeposit(ctx, await payerAt(request.params.token), request.params.id, request.body, keyOf(request)),
    );

    app.post(
      '/customer-portal/:token/quotes/:id/accept',
      {
        config,
        schema: { tags, params: documentParams, body: portalAcceptSchema, response: { 200: portalQuoteSchema } },
      },
      async (request) =>
        acceptQuote(ctx, {
          portal: await portal.getPortalOf(db, request.params.token),
          id: request.params.id,
          signerName: request.body.signerName,
        }),
    );

    app.post(
      '/customer-portal/:token/quotes/:id/decline',
      {
        config,
        schema: { tags, params: documentParams, body: portalDeclineSchema, response: { 200: portalQuoteSchema } },
      },
      async (request) =>
        declineQuote(ctx, {
          portal: await portal.getPortalOf(db, request.params.token),
          id: request.params.id,
          reason: request.body.reason,
        }),
    );

    // The customer's answer to a visit awaiting confirmation: Confirm, or Can't make it.
    for (const [path, answer] of [
      ['confirm', 'confirmed'],
      ['decline', 'declined'],
    ] as const) {
      app.post(
        `/customer-portal/:token/visits/:id/${path}`,
        { config, schema: { tags, params: documentParams, response: { 200: portalVisitSchema } } },
        async (request) =>
          answerVisit(ctx, portal.portalCustomerOf(await portal.getPortalOf(db, request.params.token)), {
            id: request.params.id,
            answer,
          }),
      );
    }
  };
}
