import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { appointmentIdParamSchema } from '../../../../shared/scheduling/appointments.schemas';
import { onMyWayInputSchema, onMyWayResultSchema } from '../../../../shared/scheduling/visit-notices.schemas';
import type { AppContext } from '../../../lib/context';
import { ownCompanyId, requireVerified, verifiedUser } from '../../../lib/guards';
import { sendOnMyWay } from './visit-notices.service';

/** What the owner tells the customer on the spot: "On my way". Booked, rescheduled and reminders go by themselves. */
export function visitNoticeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['scheduling'];
  return async (app) => {
    app.register(async (scope) => {
      const owner = scope.withTypeProvider<ZodTypeProvider>();
      owner.addHook('preHandler', requireVerified);

      owner.post(
        '/appointments/:id/on-my-way',
        {
          schema: {
            tags,
            params: appointmentIdParamSchema,
            body: onMyWayInputSchema,
            response: { 200: onMyWayResultSchema },
          },
        },
        async (request) =>
          sendOnMyWay(ctx, {
            companyId: ownCompanyId(request),
            user: verifiedUser(request),
            id: request.params.id,
            etaMinutes: request.body.etaMinutes,
          }),
      );
    });
  };
}
