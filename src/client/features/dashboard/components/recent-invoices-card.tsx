import { Link } from 'react-router';
import type { Invoice, InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

const statusStyle: Record<InvoiceStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  sent: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  viewed: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  cancelled: 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
};

const statusLabel = (t: (id: string) => string): Record<InvoiceStatus, string> => ({
  draft: t('dashboard.invoiceStatus.draft'),
  sent: t('dashboard.invoiceStatus.sent'),
  viewed: t('dashboard.invoiceStatus.viewed'),
  paid: t('dashboard.invoiceStatus.paid'),
  overdue: t('dashboard.invoiceStatus.overdue'),
  cancelled: t('dashboard.invoiceStatus.cancelled'),
});

function StatusPill({ status }: { status: InvoiceStatus }) {
  const t = useT();
  const label = statusLabel(t)[status];
  const style = statusStyle[status];
  return <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', style)}>{label}</span>;
}

export function RecentInvoicesCard({ invoices }: { invoices: Invoice[] | undefined }) {
  const t = useT();
  return (
    <Card>
      <CardHeader row>
        <CardTitle>{t('dashboard.recent.title')}</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to="/invoices">{t('dashboard.recent.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {!invoices ? (
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : invoices.length === 0 ? (
          <div className="space-y-3 py-6 text-center">
            <p className="text-sm text-muted">{t('dashboard.recent.empty')}</p>
            <Button asChild size="sm">
              <Link to="/invoices?new=1">{t('dashboard.actions.createInvoice')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to="/invoices" className="font-medium hover:underline">
                    {invoice.invoiceNumber}
                  </Link>
                  <p className="truncate text-sm text-muted">{invoice.customerName}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{formatMoney(invoice.total)}</span>
                  <StatusPill status={invoice.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
