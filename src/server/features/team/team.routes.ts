import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserSchema } from '../../../shared/auth/auth.schemas';
import { idField } from '../../../shared/ids';
import {
  acceptInvitationSchema,
  changeRoleSchema,
  invitationLookupSchema,
  inviteMemberSchema,
  teamSchema,
} from '../../../shared/team/team.schemas';
import type { AppContext } from '../../lib/context';
import { authRateLimit, perUserLimit } from '../../lib/rate-limit';
import { acceptInvitation, lookupInvitation } from './invitation-acceptance.service';
import * as team from './team.service';

const message = z.object({ message: z.string() });
const idParams = z.object({ id: idField });
const memberParams = z.object({ userId: idField });
const tokenQuery = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * The business's team: the owner invites people by e-mail with a role, revokes invitations, changes roles and
 * removes members (docs/roles.md). The invitation's link is public: it names its business before accepting.
 */
export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['team'];
  return async (app) => {
    app.get('/team', { schema: { tags, response: { 200: teamSchema } } }, async (request) =>
      team.getTeam(ctx, request),
    );
    app.post(
      '/team/invitations',
      {
        // Each invitation e-mails an address the owner chooses: counted per user.
        config: { rateLimit: perUserLimit(ctx.env.RATE_LIMIT_MAX * 3, 60 * 60 * 1000) },
        schema: { tags, body: inviteMemberSchema, response: { 201: message } },
      },
      async (request, reply) => reply.status(201).send(await team.inviteMember(ctx, request, request.body)),
    );
    app.delete(
      '/team/invitations/:id',
      { schema: { tags, params: idParams, response: { 200: message } } },
      async (request) => team.revokeInvitation(ctx, request, request.params.id),
    );
    app.patch(
      '/team/members/:userId',
      { schema: { tags, params: memberParams, body: changeRoleSchema, response: { 200: message } } },
      async (request) => team.changeRole(ctx, request, request.params.userId, request.body),
    );
    app.delete(
      '/team/members/:userId',
      { schema: { tags, params: memberParams, response: { 200: message } } },
      async (request) => team.removeMember(ctx, request, request.params.userId),
    );

    // The invitation's link: counted per address like sign-in, since a token is guessed there.
    const limited = { rateLimit: authRateLimit(ctx.env) };
    app.get(
      '/team/invitations/lookup',
      { config: limited, schema: { tags, querystring: tokenQuery, response: { 200: invitationLookupSchema } } },
      async (request) => lookupInvitation(ctx, request.query.token),
    );
    app.post(
      '/team/invitations/accept',
      {
        config: limited,
        schema: {
          tags,
          body: acceptInvitationSchema,
          response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
        },
      },
      async (request, reply) => acceptInvitation(ctx, request, reply, request.body),
    );
  };
}
