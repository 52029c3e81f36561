import { FilePlus2, KeyRound, Link2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { CustomerListItem } from '@shared/customers/customers.schemas';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { copyPortalLink } from '../api/portal-link';
import { useT } from '@client/i18n/use-t';

export type RowAction = 'edit' | 'new-link' | 'delete';

/** The Portal button and the row menu of one customer. */
export function CustomerRowActions(props: {
  customer: CustomerListItem;
  onAction: (action: RowAction, customer: CustomerListItem) => void;
}) {
  const { customer, onAction } = props;
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        title={t('customers.row.copyPortalLink')}
        onClick={() => void copyPortalLink(customer.accessToken)}
      >
        <Link2 /> {t('customers.row.portal')}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('customers.row.actions', { name: customer.name })}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onAction('edit', customer)}>
            <Pencil /> {t('customers.row.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(`/invoices?new=1&customerId=${customer.id}`)}>
            <FilePlus2 /> {t('customers.row.createInvoice')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('new-link', customer)}>
            <KeyRound /> {t('customers.row.newLink')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => onAction('delete', customer)}>
            <Trash2 /> {t('customers.row.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
