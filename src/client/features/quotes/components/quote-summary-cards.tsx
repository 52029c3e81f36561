import { CheckCircle2, Clock, FileText } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useQuoteSummary } from '../api/quotes.api';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function QuoteSummaryCards() {
  const { data, isLoading } = useQuoteSummary();
  const cards = [
    {
      label: 'Total Quote Value',
      value: data ? formatMoney(data.totalValue) : '—',
      note: data ? plural(data.count, 'quote') : 'Not available',
      icon: FileText,
      tone: 'text-brand-600',
    },
    {
      label: 'Accepted Quotes',
      value: data ? String(data.accepted) : '—',
      note: 'Ready to become invoices',
      icon: CheckCircle2,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      label: 'Pending Response',
      value: data ? String(data.pending) : '—',
      note: 'Sent, awaiting the customer',
      icon: Clock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map(({ label, value, note, icon: Icon, tone }) => (
        <Card key={label}>
          <CardContent className="p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-muted">{label}</p>
              <Icon className={`size-5 shrink-0 ${tone}`} aria-hidden />
            </div>
            {isLoading ? (
              <>
                <Skeleton className="mt-2 h-7 w-24" />
                <Skeleton className="mt-1.5 h-4 w-32" />
              </>
            ) : (
              <div data-testid={`summary-${label}`}>
                <p className="mt-1 truncate text-xl font-bold sm:text-2xl">{value}</p>
                <p className="text-sm text-muted">{note}</p>
              </div>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
