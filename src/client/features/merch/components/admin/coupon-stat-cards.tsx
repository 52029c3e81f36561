import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, TicketPercent, Users } from 'lucide-react';
import { EXPIRING_SOON_DAYS } from '@shared/merch/coupons.schemas';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { couponSummaryQuery } from '../../api/admin-coupons.api';

/** The manager's four figures, as the server counts them. */
export function CouponStatCards() {
  const { data, isLoading } = useQuery(couponSummaryQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      label: 'Total Coupons',
      value: figure(data?.totalCoupons),
      note: 'Active or not',
      icon: TicketPercent,
      tone: 'text-brand-600',
    },
    {
      label: 'Active Coupons',
      value: figure(data?.activeCoupons),
      note: 'Switched on',
      icon: CircleCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      label: 'Total Uses',
      value: figure(data?.totalUses),
      note: 'Redemptions so far',
      icon: Users,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      label: 'Expiring Soon',
      value: figure(data?.expiringSoon),
      note: `Active, within ${EXPIRING_SOON_DAYS} days or past`,
      icon: CalendarClock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={isLoading} testId={`summary-${card.label}`} />
      ))}
    </div>
  );
}
