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
import { useT } from '@client/i18n/use-t';

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
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customer-portal.invoices.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {unpaid && !payments.enabled && (
          <p className="mb-3 rounded-md bg-surface-muted px-3 py-2 text-sm text-muted">
            {t('customer-portal.invoices.noPayments', { name: props.companyName })}
          </p>
        )}
        {invoices.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('customer-portal.invoices.empty')}</p>
        ) : (
          <ul className="divide-y">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{invoice.invoiceNumber}</p>
                  <p className="text-sm text-muted">
                    {formatDate(invoice.createdAt)}
                    {invoice.dueDate &&
                      ` · ${t('customer-portal.invoices.due', { date: formatDate(invoice.dueDate) })}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-right">
                    <span className="block font-semibold tabular-nums">{formatMoney(invoice.amount)}</span>
                    {isPayable(invoice) && invoice.balanceDue !== invoice.amount && (
                      <span className="block text-xs text-muted tabular-nums">
                        {t('customer-portal.invoices.balanceDue', { amount: formatMoney(invoice.balanceDue) })}
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
                      aria-label={t('customer-portal.invoices.payLabel', { number: invoice.invoiceNumber })}
                    >
                      <CreditCard aria-hidden /> {t('customer-portal.invoices.pay')}
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setOpen(invoice)}
                    aria-label={t('customer-portal.invoices.viewLabel', { number: invoice.invoiceNumber })}
                  >
                    <Eye aria-hidden /> {t('customer-portal.view')}
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={invoicePdfUrl(token, invoice.id)}
                      download
                      aria-label={t('customer-portal.invoices.pdfLabel', { number: invoice.invoiceNumber })}
                    >
                      <Download aria-hidden /> {t('customer-portal.downloadPdf')}
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
