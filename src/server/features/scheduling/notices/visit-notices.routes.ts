import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { appointmentIdParamSchema } from '../../../../shared/scheduling/appointments.schemas';
import { onMyWayInputSchema, onMyWayResultSchema } from '../../../../shared/scheduling/visit-notices.schemas';
import type { AppContext } from '../../../lib/context';
import { requireVerified, verifiedUser } from '../../../lib/guards';
import { technicianAccess, visitScopeOf } from '../visit-scope';
import { getVisitId } from '../work/work-access.service';
import { sendOnMyWay } from './visit-notices.service';

/**
 * What the crew tells the customer on the spot: "On my way" (a technician, on the visits assigned to them). Booked,
 * rescheduled and reminders go by themselves.
 */
export function visitNoticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['scheduling'];
  return async (app) => {
    app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);

      owner.post(
        '/appointments/:id/on-my-way',
        {
          config: technicianAccess,
          schema: {
            tags,
            params: appointmentIdParamSchema,
            body: onMyWayInputSchema,
            response: { 200: onMyWayResultSchema },
          },
        },
        async (request) => {
          const scope = visitScopeOf(request);
          // A technician's: a visit assigned to them, else as missing as one that never was.
          if (scope.assigneeId !== undefined) await getVisitId(ctx.db, scope, request.params.id);
          return sendOnMyWay(ctx, {
            companyId: scope.companyId,
            user: verifiedUser(request),
            id: request.params.id,
            etaMinutes: request.body.etaMinutes,
          });
        },
      );
    });
  };
}
