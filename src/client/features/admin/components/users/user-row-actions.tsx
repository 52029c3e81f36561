import { Ban, CircleCheck, Mail, MoreHorizontal, Pencil, Trash2, UserRoundCog } from 'lucide-react';
import type { AdminUser } from '@shared/admin/users.schemas';
import { Button } from '@client/components/ui/button';
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
  const { user, self, onAction } = props;
  const disabled = user.status === 'disabled';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.email}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction('edit', user)}>
          <Pencil /> Edit User
        </DropdownMenuItem>
        {!user.isAdmin && !disabled && (
          <DropdownMenuItem onSelect={() => onAction('impersonate', user)}>
            <UserRoundCog /> Impersonate
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onAction('email', user)}>
          <Mail /> Send Email
        </DropdownMenuItem>
        {!self && (
          <DropdownMenuItem onSelect={() => onAction(disabled ? 'enable' : 'disable', user)}>
            {disabled ? <CircleCheck /> : <Ban />} {disabled ? 'Enable User' : 'Disable User'}
          </DropdownMenuItem>
        )}
        {!self && !user.isProtected && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => onAction('delete', user)}>
              <Trash2 /> Delete User
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
