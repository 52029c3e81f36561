import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, UserCheck, UserPlus, UserX, Users } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { useT } from '@client/i18n/use-t';
import { userStatsQuery } from '../../api/users.api';

/** The accounts of the platform as the server counts them. */
export function UserStatCards() {
  const t = useT();
  const { data, isLoading } = useQuery(userStatsQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      id: 'Total Users',
      label: t('admin.stats.total'),
      value: data?.totalUsers,
      note: t('admin.stats.totalNote'),
      icon: Users,
      tone: 'text-brand-600',
    },
    {
      id: 'Active Users',
      label: t('admin.stats.active'),
      value: data?.activeUsers,
      note: t('admin.stats.activeNote', { count: figure(data?.unverifiedUsers) }),
      icon: UserCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      id: 'Administrators',
      label: t('admin.stats.admins'),
      value: data?.administrators,
      note: t('admin.stats.adminsNote'),
      icon: ShieldCheck,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      id: 'New This Month',
      label: t('admin.stats.new'),
      value: data?.newThisMonth,
      note: t('admin.stats.newNote'),
      icon: UserPlus,
      tone: 'text-violet-600 dark:text-violet-400',
    },
    {
      id: 'Disabled',
      label: t('admin.stats.disabled'),
      value: data?.disabledUsers,
      note: t('admin.stats.disabledNote'),
      icon: UserX,
      tone: 'text-red-600 dark:text-red-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {cards.map(({ id, ...card }) => (
        <StatCard key={id} {...card} value={figure(card.value)} loading={isLoading} testId={`users-${id}`} />
      ))}
    </div>
  );
}
