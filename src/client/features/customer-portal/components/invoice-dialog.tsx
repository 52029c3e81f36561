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
import { useT } from '@client/i18n/use-t';

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
  const t = useT();
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader title={t('customer-portal.invoice.title', { number: props.number })} />
        {invoice.isLoading && <Spinner label={t('customer-portal.invoice.loading')} />}
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
                <span className="text-muted">{t('customer-portal.dates.issued')} </span>
                {formatDate(data.createdAt)}
              </span>
              {data.dueDate && (
                <span>
                  <span className="text-muted">{t('customer-portal.dates.due')} </span>
                  {formatDate(data.dueDate)}
                </span>
              )}
              {data.paidDate && (
                <span>
                  <span className="text-muted">{t('customer-portal.dates.paid')} </span>
                  {formatDate(data.paidDate)}
                </span>
              )}
            </div>
            <LineItems items={data.items} />
            <Totals
              rows={[
                [t('customer-portal.totals.subtotal'), data.subtotal],
                [t('customer-portal.totals.tax'), data.tax],
                [t('customer-portal.totals.discount'), data.discount],
                [t('customer-portal.totals.total'), data.total],
                ...(toCents(data.amountPaid) > 0
                  ? ([
                      [t('customer-portal.totals.amountPaid'), data.amountPaid],
                      [t('customer-portal.totals.balanceDue'), data.balanceDue],
                    ] as [string, string][])
                  : []),
              ]}
            />
            <TextBlock title={t('customer-portal.invoice.notes')} text={data.notes} />
            <TextBlock title={t('customer-portal.invoice.terms')} text={data.terms} />
            <TextBlock title={t('customer-portal.invoice.paymentInstructions')} text={data.paymentInstructions} />
            <div className="flex flex-wrap justify-end gap-2">
              {props.onPay && isPayable(data) && (
                <Button
                  onClick={() => {
                    props.onClose();
                    props.onPay?.({ id: data.id, invoiceNumber: data.invoiceNumber, balanceDue: data.balanceDue });
                  }}
                >
                  <CreditCard aria-hidden /> {t('customer-portal.invoices.pay')}
                </Button>
              )}
              <Button asChild variant="outline">
                <a href={invoicePdfUrl(props.token, data.id)} download>
                  <Download aria-hidden /> {t('customer-portal.downloadPdf')}
                </a>
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
