import { AlertTriangle, CheckCircle2, Clock, DollarSign } from 'lucide-react';
import type { InvoiceSummary } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useInvoiceSummary } from '../api/invoices.api';

const cards: { key: keyof InvoiceSummary; label: string; icon: typeof DollarSign; tone: string }[] = [
  { key: 'totalRevenue', label: 'Total Revenue', icon: DollarSign, tone: 'text-brand-600' },
  { key: 'paid', label: 'Paid', icon: CheckCircle2, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'pending', label: 'Pending', icon: Clock, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'overdue', label: 'Overdue', icon: AlertTriangle, tone: 'text-red-600 dark:text-red-400' },
];

const countText = (count: number) => `${count} invoice${count === 1 ? '' : 's'}`;

export function InvoiceSummaryCards() {
  const { data, isLoading } = useInvoiceSummary();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key}>
          <CardContent className="p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-muted">{label}</p>
              <Icon className={`size-5 shrink-0 ${tone}`} aria-hidden />
            </div>
            {isLoading ? (
              <>
                <Skeleton className="mt-2 h-7 w-24" />
                <Skeleton className="mt-1.5 h-4 w-16" />
              </>
            ) : (
              <div data-testid={`summary-${key}`}>
                <p className="mt-1 truncate text-xl font-bold sm:text-2xl">
                  {data ? formatMoney(data[key].amount) : '—'}
                </p>
                <p className="text-sm text-muted">{data ? countText(data[key].count) : 'Not available'}</p>
              </div>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
