import { keepDialogOpenWhileListOpen } from '@client/components/customer-picker';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useCustomer } from '@client/lib/customer-lookup';
import { invoiceFormDefaults } from '../invoice-form-values';
import { InvoiceForm } from './invoice-form';

/** What the form opens on: a draft to edit, or a new invoice, perhaps for a chosen customer. */
export type InvoiceFormTarget = { invoice?: Invoice; customerId?: number };

export function InvoiceFormDialog(props: {
  target: InvoiceFormTarget | null;
  onClose: () => void;
  onSaved: (invoice: Invoice) => void;
}) {
  const { target } = props;
  const preset = useCustomer(target?.customerId ?? null);
  const editing = target?.invoice;

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-3xl" onEscapeKeyDown={keepDialogOpenWhileListOpen}>
        <DialogHeader
          title={editing ? `Edit Invoice ${editing.invoiceNumber}` : 'Create Invoice'}
          description={
            editing
              ? 'Drafts can be changed until they are sent.'
              : 'Bill a customer for your work. It is saved as a draft until you send it.'
          }
        />
        {target &&
          (target.customerId !== undefined && preset.isLoading ? (
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          ) : (
            <InvoiceForm
              invoice={editing}
              defaultValues={invoiceFormDefaults(editing, preset.data)}
              onSaved={props.onSaved}
            />
          ))}
      </DialogContent>
    </Dialog>
  );
}
