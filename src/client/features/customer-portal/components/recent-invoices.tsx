import { CreditCard, Download, Eye } from 'lucide-react';
import { useState } from 'react';
import type { PortalInvoiceListItem } from '@shared/customer-portal/customer-portal.schemas';
import type { PortalPayments } from '@shared/payments/card-payments.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { invoicePdfUrl } from '../api/customer-portal.api';
import { formatDate } from '../portal-format';
import { InvoiceDialog } from './invoice-dialog';
import { PayInvoiceDialog, type PayableInvoice } from './pay-invoice-dialog';
import { InvoiceBadge } from './portal-status-badge';
import { isPayable } from '../payable';

export function RecentInvoices(props: {
  token: string;
  companyName: string;
  invoices: PortalInvoiceListItem[];
  payments: PortalPayments;
}) {
  const { token, invoices, payments } = props;
  const [open, setOpen] = useState<PortalInvoiceListItem | null>(null);
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const unpaid = invoices.some(isPayable);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Invoices</CardTitle>
      </CardHeader>
      <CardContent>
        {unpaid && !payments.enabled && (
          <p className="mb-3 rounded-md bg-surface-muted px-3 py-2 text-sm text-muted">
            Online payment is not set up yet. Please contact {props.companyName} to pay your invoices.
          </p>
        )}
        {invoices.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">No invoices yet.</p>
        ) : (
          <ul className="divide-y">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{invoice.invoiceNumber}</p>
                  <p className="text-sm text-muted">
                    {formatDate(invoice.createdAt)}
                    {invoice.dueDate && ` · Due ${formatDate(invoice.dueDate)}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-right">
                    <span className="block font-semibold tabular-nums">{formatMoney(invoice.amount)}</span>
                    {isPayable(invoice) && invoice.balanceDue !== invoice.amount && (
                      <span className="block text-xs text-muted tabular-nums">
                        {formatMoney(invoice.balanceDue)} due
                      </span>
                    )}
                  </span>
                  <InvoiceBadge status={invoice.status} />
                </div>
                <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                  {payments.enabled && isPayable(invoice) && (
                    <Button
                      size="sm"
                      onClick={() => setPaying(invoice)}
                      aria-label={`Pay invoice ${invoice.invoiceNumber}`}
                    >
                      <CreditCard aria-hidden /> Pay Now
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setOpen(invoice)}
                    aria-label={`View invoice ${invoice.invoiceNumber}`}
                  >
                    <Eye aria-hidden /> View
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={invoicePdfUrl(token, invoice.id)}
                      download
                      aria-label={`Download PDF of invoice ${invoice.invoiceNumber}`}
                    >
                      <Download aria-hidden /> Download PDF
                    </a>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <InvoiceDialog
        token={token}
        id={open?.id ?? null}
        number={open?.invoiceNumber ?? ''}
        onClose={() => setOpen(null)}
        onPay={payments.enabled ? (invoice) => setPaying(invoice) : undefined}
      />
      {paying && (
        <PayInvoiceDialog token={token} invoice={paying} payments={payments} onClose={() => setPaying(null)} />
      )}
    </Card>
  );
}
