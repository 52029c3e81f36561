import { useQuery } from '@tanstack/react-query';
import { Bell, CircleAlert, Clock, ShieldAlert } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { errorSummaryQuery } from '../api/error-monitoring.api';

/** The screen's four figures, as the server counts them. */
export function ErrorSummaryCards() {
  const { data, isLoading } = useQuery(errorSummaryQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      label: 'Unresolved',
      value: figure(data?.unresolved),
      note: 'Errors not yet resolved',
      icon: CircleAlert,
      tone: 'text-amber-600 dark:text-amber-400',
    },
    {
      label: 'High or Critical',
      value: figure(data?.unresolvedUrgent),
      note: 'Unresolved, alerted by e-mail',
      icon: ShieldAlert,
      tone: 'text-red-600 dark:text-red-400',
    },
    {
      label: 'Last 24 Hours',
      value: figure(data?.last24Hours),
      note: 'Errors logged',
      icon: Clock,
      tone: 'text-brand-600',
    },
    {
      label: 'Alerts Sent',
      value: figure(data?.alertsLast24Hours),
      note: 'E-mails in the last 24 hours',
      icon: Bell,
      tone: 'text-blue-600 dark:text-blue-400',
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
