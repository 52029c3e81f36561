import type { TeamInvitation } from '@shared/team/team.schemas';
import { Button } from '@client/components/ui/button';
import { StackedTable, stackedCellClass, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { useRevokeInvitation } from '../api/team.api';
import { RoleBadge } from './role-badge';

/** The invitations not accepted yet, each until it expires or is revoked. */
export function InvitationsTable({ invitations }: { invitations: TeamInvitation[] }) {
  const t = useT();
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return <p className="px-5 pb-5 text-sm text-muted">{t('team.invitations.none')}</p>;
  }
  const actions = t('team.invitations.actions');
  const headers = [
    t('team.invitations.email'),
    t('team.invitations.role'),
    t('team.invitations.expires'),
    t('team.invitations.invitedBy'),
    actions,
  ];
  return (
    <StackedTable headers={headers} alignRight={[actions]}>
      {invitations.map((invitation) => (
        <tr key={invitation.id} className={stackedRowClass} data-testid="team-invitation">
          <td className={cx(stackedCellClass, 'order-1 min-w-0 truncate font-medium')}>{invitation.email}</td>
          <td className={cx(stackedCellClass, 'order-2 text-right md:text-left')}>
            <RoleBadge role={invitation.role} />
          </td>
          <td className={cx(stackedCellClass, 'order-3 col-span-2 text-muted')}>
            <span className="md:hidden">{t('team.invitations.expires')} </span>
            {formatDate(invitation.expiresAt)}
          </td>
          <td className={cx(stackedCellClass, 'order-4 col-span-2 min-w-0 truncate text-muted')}>
            <span className="md:hidden">{t('team.invitations.invitedBy')} </span>
            {invitation.invitedBy ?? '—'}
          </td>
          <td className={cx(stackedCellClass, 'order-5 col-span-2 md:text-right')}>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('team.invitations.revokeOf', { email: invitation.email })}
              disabled={revoke.isPending && revoke.variables === invitation.id}
              onClick={() => revoke.mutate(invitation.id)}
            >
              {t('team.invitations.revoke')}
            </Button>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
