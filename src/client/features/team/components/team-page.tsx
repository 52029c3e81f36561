import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { errorMessage } from '@client/lib/api';
import { useBusinessRole } from '@client/lib/use-business-role';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { teamQuery } from '../api/team.api';
import { InvitationsTable } from './invitations-table';
import { InviteDialog, preloadInviteForm } from './invite-dialog';
import { MembersTable } from './members-table';
import { SeatsCard } from './seats-card';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
    </div>
  );
}

function TeamLists() {
  const t = useT();
  const team = useQuery(teamQuery);
  if (team.isError) return <Notice title={t('team.page.notLoaded')} text={errorMessage(team.error)} />;
  return (
    <>
      {team.data ? <SeatsCard team={team.data} /> : <Skeleton className="h-28 w-full rounded-xl" />}
      <Card>
        <CardHeader>
          <CardTitle>{t('team.page.members')}</CardTitle>
        </CardHeader>
        {team.data ? <MembersTable members={team.data.members} /> : <StackedTableSkeleton />}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('team.page.invitations')}</CardTitle>
        </CardHeader>
        {team.data ? <InvitationsTable invitations={team.data.invitations} /> : <StackedTableSkeleton />}
      </Card>
    </>
  );
}

/** /team: the owner's team (docs/roles.md); the team's members are told it is the owner's and ask nothing. */
export function TeamPage() {
  const t = useT();
  useDocumentTitle(t('team.page.title'));
  const owner = useBusinessRole().seesOwnerThings;
  const [inviting, setInviting] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader
        {...screenHeads['/team']}
        action={
          owner && (
            <Button onMouseEnter={preloadInviteForm} onFocus={preloadInviteForm} onClick={() => setInviting(true)}>
              <UserPlus aria-hidden /> {t('team.page.invite')}
            </Button>
          )
        }
      />
      {owner ? <TeamLists /> : <Notice title={t('team.page.accessDenied')} text={t('team.page.ownerOnly')} />}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
