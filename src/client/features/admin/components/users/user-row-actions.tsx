import { Ban, CircleCheck, Mail, MoreHorizontal, Pencil, Trash2, UserRoundCog } from 'lucide-react';
import type { AdminUser } from '@shared/admin/users.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';

export type UserAction = 'edit' | 'impersonate' | 'email' | 'disable' | 'enable' | 'delete';

/**
 * A row's menu. Impersonation only for ordinary, enabled accounts; Delete never for the configured administrator
 * (the specification's fixed account) nor for oneself.
 */
export function UserRowActions(props: {
  user: AdminUser;
  self: boolean;
  onAction: (a: UserAction, u: AdminUser) => void;
}) {
  const t = useT();
  const { user, self, onAction } = props;
  const disabled = user.status === 'disabled';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('admin.users.actionsFor', { email: user.email })}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction('edit', user)}>
          <Pencil /> {t('admin.users.edit')}
        </DropdownMenuItem>
        {!user.isAdmin && !disabled && (
          <DropdownMenuItem onSelect={() => onAction('impersonate', user)}>
            <UserRoundCog /> {t('admin.users.impersonate')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onAction('email', user)}>
          <Mail /> {t('admin.email.send')}
        </DropdownMenuItem>
        {!self && (
          <DropdownMenuItem onSelect={() => onAction(disabled ? 'enable' : 'disable', user)}>
            {disabled ? <CircleCheck /> : <Ban />} {disabled ? t('admin.users.enable') : t('admin.users.disable')}
          </DropdownMenuItem>
        )}
        {!self && !user.isProtected && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => onAction('delete', user)}>
              <Trash2 /> {t('admin.users.delete')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
