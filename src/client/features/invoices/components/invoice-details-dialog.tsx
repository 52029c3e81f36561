import type { Invoice } from '@shared/invoices/invoices.schemas';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { useInvoice, useSendInvoice } from '../api/invoices.api';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDelivery } from './invoice-delivery';
import { InvoiceDetails } from './invoice-details';

export function InvoiceDetailsDialog(props: {
  invoiceId: number | null;
  onClose: () => void;
  onEdit: (invoice: Invoice) => void;
}) {
  const t = useT();
  const { data: invoice, isLoading, isError, isFetching, refetch } = useInvoice(props.invoiceId);
  const send = useSendInvoice();
  const sending = send.isPending && send.variables === invoice?.id;

  return (
    <Dialog open={props.invoiceId !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader
          title={
            invoice
              ? t('invoices.details.title', { number: invoice.invoiceNumber })
              : t('invoices.details.titleLoading')
          }
          description={invoice ? t('invoices.details.for', { name: invoice.customerName }) : undefined}
        />
        {isLoading && (
          <div className="space-y-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
            <Skeleton className="h-10" />
          </div>
        )}
        {isError && !invoice && (
          <LoadError what={t('invoices.details.loadWhat')} retrying={isFetching} onRetry={() => void refetch()} />
        )}
        {invoice && (
          <div className="space-y-5">
            <InvoiceDelivery invoice={invoice} resending={sending} onResend={() => send.mutate(invoice.id)} />
            <InvoiceDetails invoice={invoice} />
            <div className="border-t pt-4">
              <InvoiceActions
                key={invoice.id}
                invoice={invoice}
                sending={sending}
                onSend={() => send.mutate(invoice.id)}
                onEdit={() => props.onEdit(invoice)}
              />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
