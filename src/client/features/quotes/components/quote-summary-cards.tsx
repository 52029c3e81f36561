import { CheckCircle2, Clock, FileText } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { useT } from '@client/i18n/use-t';
import { useQuoteSummary } from '../api/quotes.api';

export function QuoteSummaryCards() {
  const t = useT();
  const { data, isLoading } = useQuoteSummary();
  // The test ids keep the cards' English names.
  const cards = [
    {
      id: 'Total Quote Value',
      label: t('quotes.summary.totalValue'),
      value: data ? formatMoney(data.totalValue) : '—',
      note: data ? t('quotes.summary.count', { count: data.count }) : t('quotes.summary.notAvailable'),
      icon: FileText,
      tone: 'text-brand-600',
    },
    {
      id: 'Accepted Quotes',
      label: t('quotes.summary.accepted'),
      value: data ? String(data.accepted) : '—',
      note: t('quotes.summary.acceptedNote'),
      icon: CheckCircle2,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      id: 'Pending Response',
      label: t('quotes.summary.pending'),
      value: data ? String(data.pending) : '—',
      note: t('quotes.summary.pendingNote'),
      icon: Clock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map(({ id, ...card }) => (
        <StatCard key={id} {...card} loading={isLoading} testId={`summary-${id}`} />
      ))}
    </div>
  );
}
