import { AlertTriangle, CheckCircle2, Clock, DollarSign } from 'lucide-react';
import type { InvoiceSummary } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { useInvoiceSummary } from '../api/invoices.api';
import { useT } from '@client/i18n/use-t';
import type { Translate } from '../invoice-format';

const cards = (
  t: Translate,
): {
  key: keyof InvoiceSummary;
  label: string;
  description?: string;
  icon: typeof DollarSign;
  tone: string;
}[] => [
  // Billed, not received: the label is the specification's, the line under it says what it sums.
  {
    key: 'totalRevenue',
    label: t('invoices.summary.totalRevenue'),
    description: t('invoices.summary.totalRevenueNote'),
    icon: DollarSign,
    tone: 'text-brand-600',
  },
  {
    key: 'paid',
    label: t('invoices.summary.paid'),
    icon: CheckCircle2,
    tone: 'text-emerald-600 dark:text-emerald-400',
  },
  { key: 'pending', label: t('invoices.summary.pending'), icon: Clock, tone: 'text-amber-600 dark:text-amber-400' },
  { key: 'overdue', label: t('invoices.summary.overdue'), icon: AlertTriangle, tone: 'text-red-600 dark:text-red-400' },
];

/** Pending and overdue sum the balances left after partial payments, not the invoices' totals. */
const noteOf = (t: Translate, key: keyof InvoiceSummary, count: number) =>
  key === 'pending' || key === 'overdue'
    ? t('invoices.summary.stillDue', { count })
    : t('invoices.summary.count', { count });

export function InvoiceSummaryCards() {
  const t = useT();
  const { data, isLoading } = useInvoiceSummary();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards(t).map(({ key, ...card }) => (
        <StatCard
          key={key}
          {...card}
          loading={isLoading}
          value={data ? formatMoney(data[key].amount) : '—'}
          note={data ? noteOf(t, key, data[key].count) : t('invoices.summary.notAvailable')}
          testId={`summary-${key}`}
        />
      ))}
    </div>
  );
}
