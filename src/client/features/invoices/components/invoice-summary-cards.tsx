import { AlertTriangle, CheckCircle2, Clock, DollarSign } from 'lucide-react';
import type { InvoiceSummary } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { useInvoiceSummary } from '../api/invoices.api';

const cards: {
  key: keyof InvoiceSummary;
  label: string;
  description?: string;
  icon: typeof DollarSign;
  tone: string;
}[] = [
  // Billed, not received: the label is the specification's, the line under it says what it sums.
  {
    key: 'totalRevenue',
    label: 'Total Revenue',
    description: 'Everything billed, paid or not',
    icon: DollarSign,
    tone: 'text-brand-600',
  },
  { key: 'paid', label: 'Paid', icon: CheckCircle2, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'pending', label: 'Pending', icon: Clock, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'overdue', label: 'Overdue', icon: AlertTriangle, tone: 'text-red-600 dark:text-red-400' },
];

const countText = (count: number) => `${count} invoice${count === 1 ? '' : 's'}`;
/** Pending and overdue sum the balances left after partial payments, not the invoices' totals. */
const noteOf = (key: keyof InvoiceSummary, count: number) =>
  key === 'pending' || key === 'overdue' ? `Still due on ${countText(count)}` : countText(count);

export function InvoiceSummaryCards() {
  const { data, isLoading } = useInvoiceSummary();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, ...card }) => (
        <StatCard
          key={key}
          {...card}
          loading={isLoading}
          value={data ? formatMoney(data[key].amount) : '—'}
          note={data ? noteOf(key, data[key].count) : 'Not available'}
          testId={`summary-${key}`}
        />
      ))}
    </div>
  );
}
