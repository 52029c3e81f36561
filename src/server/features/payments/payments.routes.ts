import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField, idParamSchema } from '../../../shared/ids';
import { invoiceSchema } from '../../../shared/invoices/invoices.schemas';
import { paymentSchema, recordPaymentSchema } from '../../../shared/payments/payments.schemas';
import { refundPaymentSchema, refundResultSchema } from '../../../shared/payments/refunds.schemas';
import type { AppContext } from '../../lib/context';
import { optionalIdempotencyKeyHeaders } from '../../lib/idempotency';
import { currentUser, ownCompanyId, requireVerified } from '../../lib/guards';
import { getInvoice } from '../invoices/invoices.service';
import * as payments from './payments.service';
import { refundPayment } from './refunds.service';

export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['payments'];
  return async (app) => {
    app.addHook('onRequest', requireVerified);

    app.get(
      '/invoices/:id/payments',
      { schema: { tags, params: idParamSchema, response: { 200: z.array(paymentSchema) } } },
      async (request) => payments.listPayments(db, ownCompanyId(request), request.params.id),
    );
    app.post(
      '/invoices/:id/payments',
      {
        schema: {
          tags,
          params: idParamSchema,
          headers: optionalIdempotencyKeyHeaders,
          body: recordPaymentSchema,
          response: {
            200: z.object({ payment: paymentSchema, invoice: invoiceSchema }),
            201: z.object({ payment: paymentSchema, invoice: invoiceSchema }),
          },
        },
      },
      async (request, reply) => {
        const companyId = ownCompanyId(request);
        const { payment, repeated } = await payments.recordPayment(db, companyId, request.params.id, request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          recordedByUserId: currentUser(request).id,
        });
        const invoice = await getInvoice(db, companyId, payment.invoiceId);
        return reply.status(repeated ? 200 : 201).send({ payment, invoice });
      },
    );
    app.post(
      '/invoices/:id/payments/:paymentId/refunds',
      {
        schema: {
          tags,
          params: z.object({ id: idField, paymentId: idField }),
          headers: optionalIdempotencyKeyHeaders,
          body: refundPaymentSchema,
          response: { 200: refundResultSchema, 201: refundResultSchema },
        },
      },
      async (request, reply) => {
        const companyId = ownCompanyId(request);
        const { id: invoiceId, paymentId } = request.params;
        const { refund, payment, repeated } = await refundPayment(
          ctx,
          { companyId, invoiceId, paymentId },
          request.body,
          {
            idempotencyKey: request.headers['idempotency-key'],
            log: request.log,
            recordedByUserId: currentUser(request).id,
          },
        );
        const invoice = await getInvoice(db, companyId, invoiceId);
        return reply.status(repeated ? 200 : 201).send({ refund, payment, invoice });
      },
    );
  };
}
