import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { AgingBucketKey, InvoiceAging } from '@shared/invoices/invoice-aging.schemas';
import { formatMoney, groupDigits } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';
import { INVOICE_AGING_CSV_HREF, invoiceAgingQuery } from '../api/invoice-aging.queries';

/** Five buckets and the total: the skeleton draws as many cells, so nothing moves when the figures arrive. */
const CELLS = 6;

const gridClass = 'grid gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-6';
// Narrow screens: a row per figure, label and count on the left, the amount on the right (a large amount would not
// fit half the width). From sm on, cards: label, amount, count stacked.
const cellClass =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 rounded-lg border px-3 py-2 sm:block sm:p-3';
const labelClass = 'col-start-1 row-start-1 text-sm';
const amountClass =
  'col-start-2 row-span-2 row-start-1 text-right text-base font-semibold tabular-nums sm:mt-1 sm:truncate sm:text-left sm:text-lg';
const countClass = 'col-start-1 row-start-2 text-xs text-muted';

type Translate = ReturnType<typeof useT>;

const countText = (t: Translate, count: number) => t('invoices.aging.count', { count, n: groupDigits(count) });

/** The buckets' names, by the key the server gives each. */
const bucketLabels = (t: Translate): Record<AgingBucketKey, string> => ({
  current: t('invoices.aging.bucket.current'),
  '1-30': t('invoices.aging.bucket.days1to30'),
  '31-60': t('invoices.aging.bucket.days31to60'),
  '61-90': t('invoices.aging.bucket.days61to90'),
  '90+': t('invoices.aging.bucket.over90'),
});

function Figure(props: { label: string; amount: string; count: number; total?: boolean }) {
  const t = useT();
  return (
    <div className={cx(cellClass, props.total && 'bg-slate-50 dark:bg-slate-900/60')}>
      <dt className={cx(labelClass, props.total ? 'font-medium' : 'text-muted')}>{props.label}</dt>
      <dd className={amountClass}>{formatMoney(props.amount)}</dd>
      <dd className={countClass}>{countText(t, props.count)}</dd>
    </div>
  );
}

function Figures({ aging }: { aging: InvoiceAging }) {
  const t = useT();
  const labels = bucketLabels(t);
  return (
    <dl className={gridClass} data-testid="invoice-aging">
      {aging.buckets.map((bucket) => (
        <Figure key={bucket.key} label={labels[bucket.key]} amount={bucket.amount} count={bucket.count} />
      ))}
      <Figure label={t('invoices.aging.total')} amount={aging.total.amount} count={aging.total.count} total />
    </dl>
  );
}

/** The cells' line boxes with placeholders in them: the same heights as the figures. */
function FiguresSkeleton() {
  return (
    <div className={gridClass} aria-hidden data-testid="invoice-aging-loading">
      {Array.from({ length: CELLS }, (_, i) => (
        <div key={i} className={cellClass}>
          <div className={cx(labelClass, 'flex h-5 items-center')}>
            <Skeleton className="h-3.5 w-20" />
          </div>
          <div className={cx(amountClass, 'flex h-6 items-center justify-end sm:h-7 sm:justify-start')}>
            <Skeleton className="h-5 w-24" />
          </div>
          <div className={cx(countClass, 'flex h-4 items-center')}>
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** What customers still owe, by how long it is past due, with the invoices behind it as a CSV download. */
export function InvoiceAgingCard() {
  const t = useT();
  const aging = useQuery(invoiceAgingQuery);
  return (
    <Card role="region" aria-labelledby="invoice-aging-title">
      <CardHeader row className="flex-wrap">
        <div className="space-y-1">
          <CardTitle id="invoice-aging-title">{t('invoices.aging.title')}</CardTitle>
          <CardDescription>{t('invoices.aging.description')}</CardDescription>
        </div>
        <Button variant="outline" size="sm" asChild>
          <a href={INVOICE_AGING_CSV_HREF} download="invoice-aging.csv">
            <Download /> {t('invoices.aging.exportCsv')}
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {aging.data ? (
          <Figures aging={aging.data} />
        ) : aging.isError ? (
          <LoadError
            what={t('invoices.aging.loadWhat')}
            retrying={aging.isFetching}
            onRetry={() => void aging.refetch()}
          />
        ) : (
          <FiguresSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
