import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentDeleteQuerySchema,
  appointmentIdParamSchema,
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentRangeQuerySchema,
  appointmentSchema,
  appointmentStatusSchema,
  appointmentUpdateSchema,
  assigneeSchema,
  visitCustomerSchema,
  visitInvoiceSchema,
} from '../../../../shared/scheduling/appointments.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified, verifiedUser } from '../../../lib/guards';
import { sendJsonText } from '../../../lib/json-text';
import { pageHeaders } from '../../../lib/list-page';
import { technicianAccess as config, visitScopeOf } from '../visit-scope';
import { listAssignees } from './visit-assignees.service';
import { updateVisit } from './visit-changes.service';
import { getVisitCustomer } from './visit-customer.service';
import { invoiceVisit } from './visit-invoice.service';
import { changeVisitStatus, deleteVisit } from './visit-status.service';
import * as visits from './visits.service';
import { invoiceQuotaOf } from '../../invoices/invoice-quota.service';

/** The tenant (a technician's: their visits) and the signed-in user, whose name the progress log keeps. */
function actorOf(request: FastifyRequest): visits.Actor {
  const user = verifiedUser(request);
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { ...visitScopeOf(request), userId: user.id, userName };
}

export function visitRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['scheduling'];
  const params = appointmentIdParamSchema;
  const list = z.array(appointmentSchema);
  return async (app) => {
    const owner = app.withTypeProvider<ZodTypeProvider>();
    owner.addHook('preHandler', requireVerified);

    // A technician reads, and moves along its statuses, only the visits assigned to them (visit-scope.ts).
    owner.get(
      '/appointments',
      { config, schema: { tags, querystring: appointmentRangeQuerySchema, response: { 200: list } } },
      async (request, reply) =>
        sendJsonText(reply, await visits.listVisitsInRange(db, visitScopeOf(request), request.query)),
    );
    owner.get(
      '/appointments/list',
      { config, schema: { tags, querystring: appointmentListQuerySchema, response: { 200: list } } },
      async (request, reply) => {
        const page = await visits.listVisitPage(db, visitScopeOf(request), request.query);
        return sendJsonText(pageHeaders(reply, page), page.json);
      },
    );
    owner.get('/appointments/assignees', { schema: { tags, response: { 200: z.array(assigneeSchema) } } }, (request) =>
      listAssignees(db, ownCompanyId(request)),
    );
    owner.get('/appointments/technicians', { schema: { tags, response: { 200: z.array(z.string()) } } }, (request) =>
      visits.listTechnicians(db, ownCompanyId(request)),
    );
    owner.post(
      '/appointments',
      { schema: { tags, body: appointmentInputSchema, response: { 201: appointmentSchema } } },
      async (request, reply) => reply.status(201).send(await visits.createVisit(ctx, actorOf(request), request.body)),
    );
    owner.get(
      '/appointments/:id',
      { config, schema: { tags, params, response: { 200: appointmentSchema } } },
      (request) => visits.getVisit(db, visitScopeOf(request), request.params.id),
    );
    owner.get(
      '/appointments/:id/customer',
      { config, schema: { tags, params, response: { 200: visitCustomerSchema } } },
      (request) => getVisitCustomer(db, visitScopeOf(request), request.params.id),
    );
    owner.put(
      '/appointments/:id',
      { schema: { tags, params, body: appointmentUpdateSchema, response: { 200: appointmentSchema } } },
      (request) => updateVisit(ctx, actorOf(request), request.params.id, request.body),
    );
    owner.patch(
      '/appointments/:id',
      { config, schema: { tags, params, body: appointmentStatusSchema, response: { 200: appointmentSchema } } },
      (request) => changeVisitStatus(ctx, actorOf(request), request.params.id, request.body.status),
    );
    owner.delete(
      '/appointments/:id',
      { schema: { tags, params, querystring: appointmentDeleteQuerySchema } },
      async (request, reply) => {
        await deleteVisit(db, ownCompanyId(request), request.params.id, request.query.scope);
        return reply.status(204).send();
      },
    );
    owner.post(
      '/appointments/:id/invoice',
      { schema: { tags, params, response: { 201: visitInvoiceSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await invoiceVisit(db, ownCompanyId(request), request.params.id, invoiceQuotaOf(request))),
    );
  };
}
