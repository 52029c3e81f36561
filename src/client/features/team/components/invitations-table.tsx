import type { TeamInvitation } from '@shared/team/team.schemas';
import { Button } from '@client/components/ui/button';
import { StackedTable, stackedCellClass, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { useRevokeInvitation } from '../api/team.api';
import { RoleBadge } from './role-badge';

const headers = ['E-mail', 'Role', 'Expires', 'Invited by', 'Actions'];

/** The invitations not accepted yet, each until it expires or is revoked. */
export function InvitationsTable({ invitations }: { invitations: TeamInvitation[] }) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return <p className="px-5 pb-5 text-sm text-muted">No invitations are waiting.</p>;
  }
  return (
    <StackedTable headers={headers} alignRight={['Actions']}>
      {invitations.map((invitation) => (
        <tr key={invitation.id} className={stackedRowClass} data-testid="team-invitation">
          <td className={cx(stackedCellClass, 'order-1 min-w-0 truncate font-medium')}>{invitation.email}</td>
          <td className={cx(stackedCellClass, 'order-2 text-right md:text-left')}>
            <RoleBadge role={invitation.role} />
          </td>
          <td className={cx(stackedCellClass, 'order-3 col-span-2 text-muted')}>
            <span className="md:hidden">Expires </span>
            {formatDate(invitation.expiresAt)}
          </td>
          <td className={cx(stackedCellClass, 'order-4 col-span-2 min-w-0 truncate text-muted')}>
            <span className="md:hidden">Invited by </span>
            {invitation.invitedBy ?? '—'}
          </td>
          <td className={cx(stackedCellClass, 'order-5 col-span-2 md:text-right')}>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Revoke the invitation of ${invitation.email}`}
              disabled={revoke.isPending && revoke.variables === invitation.id}
              onClick={() => revoke.mutate(invitation.id)}
            >
              Revoke
            </Button>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
