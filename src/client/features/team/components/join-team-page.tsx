import { useQuery } from '@tanstack/react-query';
import { Users, XCircle } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { roleDescriptions, roleLabels } from '@shared/team/roles';
import { teamMessages, type InvitationLookup } from '@shared/team/team.schemas';
import { LinkPageFrame } from '@client/components/layout/link-page-frame';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { invitationQuery, useAcceptInvitation } from '../api/team.api';
import { JoinForm } from './join-form';

function Invitation({ invitation }: { invitation: InvitationLookup }) {
  return (
    <dl className="space-y-2 rounded-lg border p-4 text-sm" data-testid="invitation">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">E-mail</dt>
        <dd className="min-w-0 truncate font-medium">{invitation.email}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Role</dt>
        <dd className="font-medium">{roleLabels[invitation.role]}</dd>
      </div>
      <p className="text-muted">{roleDescriptions[invitation.role]}</p>
    </dl>
  );
}

/** What an invited address does: a new one chooses its name and password; an account signs in as the address first. */
function Accept({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const joined = { onSuccess: () => navigate('/', { replace: true }) };
  if (!invitation.accountExists) {
    return (
      <JoinForm
        pending={accept.isPending}
        onJoin={({ firstName, lastName, password }, onError) =>
          accept.mutate({ token, firstName, lastName, password }, { ...joined, onError })
        }
      />
    );
  }
  if (user?.email === invitation.email) {
    return (
      <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate({ token }, joined)}>
        {accept.isPending ? 'Joining...' : 'Join the team'}
      </Button>
    );
  }
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="font-medium">{teamMessages.signInAsInvited(invitation.email)}</p>
      {user ? (
        <p className="text-muted">
          You are signed in as {user.email}. Sign out, sign in as {invitation.email}, then open the link in the
          invitation e-mail again.
        </p>
      ) : (
        <>
          <p className="text-muted">Once signed in, open the link in the invitation e-mail again.</p>
          <Button asChild className="w-full">
            <Link to="/auth?tab=login">Sign in</Link>
          </Button>
        </>
      )}
    </div>
  );
}

/** /join-team?token=...: the e-mailed invitation to a business's team. */
export function JoinTeamPage() {
  useDocumentTitle('Join Your Team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = useQuery(invitationQuery(token));
  if (!token || lookup.isError) {
    return (
      <LinkPageFrame
        icon={<XCircle className="mx-auto size-10 text-red-600" aria-hidden />}
        title="Invitation Not Valid"
        text={token ? errorMessage(lookup.error) : teamMessages.invitationInvalid}
      />
    );
  }
  if (!lookup.data) {
    return (
      <main className="flex min-h-screen items-center justify-center" aria-busy>
        <Spinner />
      </main>
    );
  }
  return (
    <LinkPageFrame
      icon={<Users className="mx-auto size-10 text-brand-600" aria-hidden />}
      title={`Join ${lookup.data.companyName}`}
      text={`You are invited to work in ${lookup.data.companyName} on Crewdesk.`}
    >
      <Invitation invitation={lookup.data} />
      <Accept token={token} invitation={lookup.data} />
    </LinkPageFrame>
  );
}
