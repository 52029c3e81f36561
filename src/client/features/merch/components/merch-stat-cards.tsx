import { useQuery } from '@tanstack/react-query';
import { CalendarDays, DollarSign, Package } from 'lucide-react';
import { formatMoney, groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { merchSummaryQuery } from '../api/merch.queries';

/** The page's three figures, counted by the server over the business's paid orders. */
export function MerchStatCards() {
  const { data, isLoading } = useQuery(merchSummaryQuery);
  const cards = [
    {
      label: 'Total Orders',
      value: data ? groupDigits(data.totalOrders) : '—',
      note: 'Paid orders, not cancelled',
      icon: Package,
      tone: 'text-brand-600',
    },
    {
      label: 'Commission Earned',
      value: data ? formatMoney(data.commissionEarned) : '—',
      note: 'The markup on every item',
      icon: DollarSign,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      label: 'This Month',
      value: data ? groupDigits(data.thisMonth) : '—',
      note: 'Orders this calendar month',
      icon: CalendarDays,
      tone: 'text-blue-600 dark:text-blue-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={isLoading} testId={`summary-${card.label}`} />
      ))}
    </div>
  );
}
