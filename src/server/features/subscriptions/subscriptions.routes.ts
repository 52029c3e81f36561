import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { listQuerySchema } from '../../../shared/billing/fields';
import {
  changePlanSchema,
  confirmCheckoutSchema,
  subscribeResultSchema,
  subscribeSchema,
  subscriptionChargeSchema,
  subscriptionSchema,
  updateCardSchema,
} from '../../../shared/subscriptions/subscriptions.schemas';
import type { AppContext } from '../../lib/context';
import { refuseTeamMembers, requireVerified, verifiedUser } from '../../lib/guards';
import { cancelPlan, changePlan, resumePlan, updateCard } from './plan-change.service';
import { subscribe } from './subscribe.service';
import { confirmOwnPlanCheckout } from './stripe/plan-checkout.service';
import { billingPortal } from './stripe/plan-manage.service';
import { listCharges } from './subscription-history.service';
import { loadSubscription, toSubscription } from './subscription-view.service';

const pageQuerySchema = listQuerySchema.omit({ search: true });

/** The owner of the plan: administrators run the platform and have none. */
function planOwner(request: FastifyRequest) {
  const user = verifiedUser(request);
  if (user.isAdmin) throw new AppError('FORBIDDEN', 'Administrators have no plan.');
  // Billing is the owner's: the team works under the owner's plan.
  refuseTeamMembers(request);
  return user;
}

/** The owner's plan: its state, subscribing, changing, cancelling and resuming it, the card and the charges. */
export function subscriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['subscriptions'];
  const result = z.object({ message: z.string(), subscription: subscriptionSchema });
  return async (app) => {
    app.addHook('preHandler', requireVerified);

    app.get('/subscription', { schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
      toSubscription(ctx, await loadSubscription(db, planOwner(request).id)),
    );
    app.post(
      '/get-or-create-subscription',
      { schema: { tags, body: subscribeSchema, response: { 200: subscribeResultSchema } } },
      async (request) => subscribe(ctx, planOwner(request), request.body),
    );
    app.post(
      '/subscription/plan',
      { schema: { tags, body: changePlanSchema, response: { 200: result } } },
      async (request) => changePlan(ctx, planOwner(request).id, request.body.planType),
    );
    app.post('/subscription/cancel', { schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
      cancelPlan(ctx, planOwner(request).id),
    );
    app.post('/subscription/resume', { schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
      resumePlan(ctx, planOwner(request).id),
    );
    app.put(
      '/subscription/card',
      { schema: { tags, body: updateCardSchema, response: { 200: subscriptionSchema } } },
      async (request) => updateCard(ctx, planOwner(request).id, request.body.paymentMethod),
    );
    app.post(
      '/subscription/billing-portal',
      { schema: { tags, response: { 200: z.object({ url: z.string() }) } } },
      async (request) => billingPortal(ctx, planOwner(request).id),
    );
    app.post(
      '/subscription/confirm-checkout',
      { schema: { tags, body: confirmCheckoutSchema, response: { 200: subscriptionSchema } } },
      async (request) => confirmOwnPlanCheckout(ctx, planOwner(request).id, request.body.sessionId),
    );
    app.get(
      '/subscription/charges',
      { schema: { tags, querystring: pageQuerySchema, response: { 200: z.array(subscriptionChargeSchema) } } },
      async (request, reply) => {
        const page = await listCharges(db, planOwner(request).id, request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
  };
}
