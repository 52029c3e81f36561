import { useQuery } from '@tanstack/react-query';
import { CalendarDays, DollarSign, Package } from 'lucide-react';
import { formatMoney, groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { merchSummaryQuery } from '../api/merch.queries';
import { useT } from '@client/i18n/use-t';

/** The page's three figures, counted by the server over the business's paid orders. */
export function MerchStatCards() {
  const t = useT();
  const { data, isLoading } = useQuery(merchSummaryQuery);
  const cards = [
    {
      key: 'Total Orders',
      label: t('merch.stats.orders'),
      value: data ? groupDigits(data.totalOrders) : '—',
      note: t('merch.stats.ordersNote'),
      icon: Package,
      tone: 'text-brand-600',
    },
    {
      key: 'Commission Earned',
      label: t('merch.stats.commission'),
      value: data ? formatMoney(data.commissionEarned) : '—',
      note: t('merch.stats.commissionNote'),
      icon: DollarSign,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      key: 'This Month',
      label: t('merch.stats.month'),
      value: data ? groupDigits(data.thisMonth) : '—',
      note: t('merch.stats.monthNote'),
      icon: CalendarDays,
      tone: 'text-blue-600 dark:text-blue-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {cards.map(({ key, ...card }) => (
        <StatCard key={key} {...card} loading={isLoading} testId={`summary-${key}`} />
      ))}
    </div>
  );
}
