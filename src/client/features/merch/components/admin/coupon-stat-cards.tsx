import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, TicketPercent, Users } from 'lucide-react';
import { EXPIRING_SOON_DAYS } from '@shared/merch/coupons.schemas';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { couponSummaryQuery } from '../../api/admin-coupons.api';
import { useT } from '@client/i18n/use-t';

/** The manager's four figures, as the server counts them. */
export function CouponStatCards() {
  const t = useT();
  const { data, isLoading } = useQuery(couponSummaryQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      key: 'Total Coupons',
      label: t('merch.coupons.stats.total'),
      value: figure(data?.totalCoupons),
      note: t('merch.coupons.stats.totalNote'),
      icon: TicketPercent,
      tone: 'text-brand-600',
    },
    {
      key: 'Active Coupons',
      label: t('merch.coupons.stats.active'),
      value: figure(data?.activeCoupons),
      note: t('merch.coupons.stats.activeNote'),
      icon: CircleCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      key: 'Total Uses',
      label: t('merch.coupons.stats.uses'),
      value: figure(data?.totalUses),
      note: t('merch.coupons.stats.usesNote'),
      icon: Users,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      key: 'Expiring Soon',
      label: t('merch.coupons.stats.expiring'),
      value: figure(data?.expiringSoon),
      note: t('merch.coupons.stats.expiringNote', { days: EXPIRING_SOON_DAYS }),
      icon: CalendarClock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, ...card }) => (
        <StatCard key={key} {...card} loading={isLoading} testId={`summary-${key}`} />
      ))}
    </div>
  );
}
