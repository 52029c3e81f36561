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
import { signInPath } from '@client/lib/return-path';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { invitationQuery, useAcceptInvitation } from '../api/team.api';
import { JoinForm } from './join-form';

function Invitation({ invitation }: { invitation: InvitationLookup }) {
  const t = useT();
  const tm = useTranslateMessage();
  return (
    <dl className="space-y-2 rounded-lg border p-4 text-sm" data-testid="invitation">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('team.join.email')}</dt>
        <dd className="min-w-0 truncate font-medium">{invitation.email}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('team.join.role')}</dt>
        <dd className="font-medium">{tm(roleLabels[invitation.role])}</dd>
      </div>
      <p className="text-muted">{tm(roleDescriptions[invitation.role])}</p>
    </dl>
  );
}

/** What an invited address does: a new one chooses its name and password; an account signs in as the address first. */
function Accept({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  const t = useT();
  const tm = useTranslateMessage();
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
        {accept.isPending ? t('team.join.joining') : t('team.join.join')}
      </Button>
    );
  }
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="font-medium">{tm(teamMessages.signInAsInvited(invitation.email))}</p>
      {user ? (
        <p className="text-muted">{t('team.join.signedInAs', { email: user.email, invited: invitation.email })}</p>
      ) : (
        <>
          <p className="text-muted">{t('team.join.comeBack')}</p>
          <Button asChild className="w-full">
            <Link to={signInPath(`/join-team?token=${encodeURIComponent(token)}`)}>{t('team.join.signIn')}</Link>
          </Button>
        </>
      )}
    </div>
  );
}

/** /join-team?token=...: the e-mailed invitation to a business's team. */
export function JoinTeamPage() {
  const t = useT();
  const tm = useTranslateMessage();
  useDocumentTitle(t('team.join.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = useQuery(invitationQuery(token));
  if (!token || lookup.isError) {
    return (
      <LinkPageFrame
        icon={<XCircle className="mx-auto size-10 text-red-600" aria-hidden />}
        title={t('team.join.invalidTitle')}
        text={token ? errorMessage(lookup.error) : tm(teamMessages.invitationInvalid)}
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
      title={t('team.join.title', { company: lookup.data.companyName })}
      text={t('team.join.text', { company: lookup.data.companyName })}
    >
      <Invitation invitation={lookup.data} />
      <Accept token={token} invitation={lookup.data} />
    </LinkPageFrame>
  );
}
