import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@shared/auth/auth.schemas';
import type {
  AcceptInvitationInput,
  ChangeRoleInput,
  InvitationLookup,
  InviteMemberInput,
  Team,
} from '@shared/team/team.schemas';
import { apiJson, errorMessage } from '@client/lib/api';
import { USER_KEY } from '@client/lib/session';
import { toast } from '@client/lib/toast';

const TEAM_KEY = '/api/team';
type Message = { message: string };

/** The owner's team: members, waiting invitations and the plan's number of users. */
export const teamQuery = queryOptions<Team>({ queryKey: [TEAM_KEY] });

/** The invitation behind a link: its business, address and role (404 with the server's message when dead). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [`${TEAM_KEY}/invitations/lookup`, token],
    queryFn: () =>
      apiJson<InvitationLookup>('GET', `${TEAM_KEY}/invitations/lookup?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
  });

/** Every change to the team answers the server's message: a toast says it, and the list is read again. */
function useTeamChange<Input>(call: (input: Input) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: [TEAM_KEY] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export const useInviteMember = () =>
  useTeamChange((input: InviteMemberInput) => apiJson<Message>('POST', `${TEAM_KEY}/invitations`, input));

export const useRevokeInvitation = () =>
  useTeamChange((id: number) => apiJson<Message>('DELETE', `${TEAM_KEY}/invitations/${id}`));

export const useChangeRole = () =>
  useTeamChange(({ userId, ...input }: ChangeRoleInput & { userId: number }) =>
    apiJson<Message>('PATCH', `${TEAM_KEY}/members/${userId}`, input),
  );

export const useRemoveMember = () =>
  useTeamChange((userId: number) => apiJson<Message>('DELETE', `${TEAM_KEY}/members/${userId}`));

/**
 * Joins the invitation's business. The answer's user is read again from `GET /api/user`, which carries the role
 * the navigation follows; then the welcome is said.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiJson<Message & { user: PublicUser }>('POST', `${TEAM_KEY}/invitations/accept`, input),
    onSuccess: async (answer) => {
      // Whatever was loaded before belonged to the account as it was (no business, or signed out).
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
      toast.success(answer.message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
