import { CheckCircle2, Clock, FileText } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
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
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={isLoading} testId={`summary-${card.label}`} />
      ))}
    </div>
  );
}
