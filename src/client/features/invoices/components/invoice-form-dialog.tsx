import { Suspense } from 'react';
import { keepDialogOpenWhileListOpen } from '@client/components/customer-picker';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { useCustomer } from '@client/lib/customer-lookup';
import { preloadable } from '@client/lib/preloadable';

// The form and its validation load with the dialog, not with the list.
const InvoiceForm = preloadable(() => import('./invoice-form').then((m) => m.InvoiceForm));

/** Starts loading the form (the button that opens the dialog calls it on hover and focus). */
export const preloadInvoiceForm = () => Promise.all([InvoiceForm.preload(), preloadDialog()]);

const formSpinner = (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

/** What the form opens on: a draft to edit, or a new invoice, perhaps for a chosen customer. */
export type InvoiceFormTarget = { invoice?: Invoice; customerId?: number };

export function InvoiceFormDialog(props: {
  target: InvoiceFormTarget | null;
  onClose: () => void;
  onSaved: (invoice: Invoice) => void;
}) {
  const t = useT();
  const { target } = props;
  const preset = useCustomer(target?.customerId ?? null);
  const editing = target?.invoice;

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="3xl" onEscapeKeyDown={keepDialogOpenWhileListOpen}>
        <DialogHeader
          title={
            editing ? t('invoices.form.editTitle', { number: editing.invoiceNumber }) : t('invoices.form.createTitle')
          }
          description={editing ? t('invoices.form.editDescription') : t('invoices.form.createDescription')}
        />
        {target &&
          (target.customerId !== undefined && preset.isLoading ? (
            formSpinner
          ) : (
            <Suspense fallback={formSpinner}>
              <InvoiceForm invoice={editing} customer={preset.data} onSaved={props.onSaved} />
            </Suspense>
          ))}
      </DialogContent>
    </Dialog>
  );
}
