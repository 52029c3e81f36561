import { CreditCard, Download } from 'lucide-react';
import { toCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { invoicePdfUrl, usePortalInvoice } from '../api/customer-portal.api';
import { formatDate } from '../portal-format';
import { LineItems, TextBlock, Totals } from './line-items';
import type { PayableInvoice } from './pay-invoice-dialog';
import { InvoiceBadge } from './portal-status-badge';
import { isPayable } from '../payable';

/** The full invoice, opened from the portal's list. */
export function InvoiceDialog(props: {
  token: string;
  id: number | null;
  number: string;
  onClose: () => void;
  /** Offered when the business takes cards: closes this dialog and opens the payment. */
  onPay?: (invoice: PayableInvoice) => void;
}) {
  const invoice = usePortalInvoice(props.token, props.id);
  const data = invoice.data;
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader title={`Invoice ${props.number}`} />
        {invoice.isLoading && <Spinner label="Loading invoice" />}
        {invoice.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(invoice.error)}
          </p>
        )}
        {data && (
          <div className="space-y-5">
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <InvoiceBadge status={data.status} />
              <span>
                <span className="text-muted">Issued </span>
                {formatDate(data.createdAt)}
              </span>
              {data.dueDate && (
                <span>
                  <span className="text-muted">Due </span>
                  {formatDate(data.dueDate)}
                </span>
              )}
              {data.paidDate && (
                <span>
                  <span className="text-muted">Paid </span>
                  {formatDate(data.paidDate)}
                </span>
              )}
            </div>
            <LineItems items={data.items} />
            <Totals
              rows={[
                ['Subtotal', data.subtotal],
                ['Tax', data.tax],
                ['Discount', data.discount],
                ['Total', data.total],
                ...(toCents(data.amountPaid) > 0
                  ? ([
                      ['Amount paid', data.amountPaid],
                      ['Balance due', data.balanceDue],
                    ] as [string, string][])
                  : []),
              ]}
            />
            <TextBlock title="Notes" text={data.notes} />
            <TextBlock title="Terms" text={data.terms} />
            <TextBlock title="Payment instructions" text={data.paymentInstructions} />
            <div className="flex flex-wrap justify-end gap-2">
              {props.onPay && isPayable(data) && (
                <Button
                  onClick={() => {
                    props.onClose();
                    props.onPay?.({ id: data.id, invoiceNumber: data.invoiceNumber, balanceDue: data.balanceDue });
                  }}
                >
                  <CreditCard aria-hidden /> Pay Now
                </Button>
              )}
              <Button asChild variant="outline">
                <a href={invoicePdfUrl(props.token, data.id)} download>
                  <Download aria-hidden /> Download PDF
                </a>
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
