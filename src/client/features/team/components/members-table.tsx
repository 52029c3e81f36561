import { useState } from 'react';
import { memberRoles, roleLabels, type MemberRole } from '@shared/team/roles';
import type { TeamMember } from '@shared/team/team.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { NativeSelect } from '@client/components/ui/input';
import { StackedTable, stackedCellClass, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { useChangeRole, useRemoveMember } from '../api/team.api';
import { RoleBadge } from './role-badge';

/** The people of the business: the owner first (no actions), then the members with a role to change and Remove. */
export function MembersTable({ members }: { members: TeamMember[] }) {
  const t = useT();
  const tm = useTranslateMessage();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const actions = t('team.members.actions');
  const headers = [t('team.members.name'), t('team.members.role'), t('team.members.joined'), actions];
  return (
    <>
      <StackedTable headers={headers} alignRight={[actions]}>
        {members.map((member) => (
          <tr key={member.userId} className={stackedRowClass} data-testid="team-member">
            <td className={cx(stackedCellClass, 'order-1 min-w-0')}>
              <span className="block truncate font-medium">{member.name}</span>
              <span className="block truncate text-xs text-muted">{member.email}</span>
            </td>
            <td className={cx(stackedCellClass, 'order-2 text-right md:text-left')}>
              <RoleBadge role={member.role} />
            </td>
            <td className={cx(stackedCellClass, 'order-3 col-span-2 text-muted')}>
              <span className="md:hidden">{t('team.members.joined')} </span>
              {formatDate(member.joinedAt)}
            </td>
            <td className={cx(stackedCellClass, 'order-4 col-span-2 md:text-right')}>
              {member.role !== 'owner' && (
                <div className="flex items-center gap-2 md:justify-end">
                  {/* A select takes the width it is given: the wrapper gives it one. */}
                  <div className="w-36">
                    <NativeSelect
                      aria-label={t('team.members.roleOf', { name: member.name })}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(e) => changeRole.mutate({ userId: member.userId, role: e.target.value as MemberRole })}
                    >
                      {memberRoles.map((role) => (
                        <option key={role} value={role}>
                          {tm(roleLabels[role])}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <Button
                    variant="outline"
                    aria-label={t('team.members.removeMember', { name: member.name })}
                    onClick={() => setLeaving(member)}
                  >
                    {t('team.members.remove')}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </StackedTable>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('team.members.confirmTitle')}
        description={leaving ? t('team.members.confirmText', { name: leaving.name, email: leaving.email }) : ''}
        confirmLabel={t('team.members.remove')}
        pendingLabel={t('team.members.removing')}
        pending={remove.isPending}
        destructive
        onConfirm={() => leaving && remove.mutate(leaving.userId, { onSuccess: () => setLeaving(null) })}
      />
    </>
  );
}
