import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, UserCheck, UserPlus, UserX, Users } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { userStatsQuery } from '../../api/users.api';

/** The accounts of the platform as the server counts them. */
export function UserStatCards() {
  const { data, isLoading } = useQuery(userStatsQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    { label: 'Total Users', value: data?.totalUsers, note: 'Every account', icon: Users, tone: 'text-brand-600' },
    {
      label: 'Active Users',
      value: data?.activeUsers,
      note: `${figure(data?.unverifiedUsers)} not verified yet`,
      icon: UserCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      label: 'Administrators',
      value: data?.administrators,
      note: 'Run the platform',
      icon: ShieldCheck,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      label: 'New This Month',
      value: data?.newThisMonth,
      note: 'Signed up or added',
      icon: UserPlus,
      tone: 'text-violet-600 dark:text-violet-400',
    },
    {
      label: 'Disabled',
      value: data?.disabledUsers,
      note: 'Cannot sign in',
      icon: UserX,
      tone: 'text-red-600 dark:text-red-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          {...card}
          value={figure(card.value)}
          loading={isLoading}
          testId={`users-${card.label}`}
        />
      ))}
    </div>
  );
}
