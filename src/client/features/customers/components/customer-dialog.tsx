import { Suspense } from 'react';
import type { Customer } from '@shared/customers/customers.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { UnsubscribedNote } from './unsubscribed-note';
import { useT } from '@client/i18n/use-t';

// The form and its validation load with the dialog, not with the list.
const CustomerForm = preloadable(() => import('./customer-form').then((m) => m.CustomerForm));

/** Starts loading the form (the buttons that open the dialog call it on hover and focus). */
export const preloadCustomerForm = () => Promise.all([CustomerForm.preload(), preloadDialog()]);

/** Adds a customer (no `customer`) or edits one. */
export function CustomerDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; customer?: Customer }) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader
          title={props.customer ? t('customers.row.edit') : t('customers.page.add')}
          description={t('customers.dialog.description')}
        />
        {props.customer && <UnsubscribedNote unsubscribedAt={props.customer.unsubscribedAt} className="mb-4" />}
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          }
        >
          <CustomerForm
            key={props.customer?.id ?? 'new'}
            customer={props.customer}
            onSaved={() => props.onOpenChange(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
