import { Download, Eye } from 'lucide-react';
import { useState } from 'react';
import type { PortalInvoiceListItem } from '@shared/customer-portal/customer-portal.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { invoicePdfUrl } from '../api/customer-portal.api';
import { formatDate } from '../portal-format';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceBadge } from './portal-status-badge';

export function RecentInvoices({ token, invoices }: { token: string; invoices: PortalInvoiceListItem[] }) {
  const [open, setOpen] = useState<PortalInvoiceListItem | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Invoices</CardTitle>
      </CardHeader>
      <CardContent>
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
                  <span className="font-semibold tabular-nums">{formatMoney(invoice.amount)}</span>
                  <InvoiceBadge status={invoice.status} />
                </div>
                <div className="flex w-full gap-2 sm:w-auto">
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
      />
    </Card>
  );
}
