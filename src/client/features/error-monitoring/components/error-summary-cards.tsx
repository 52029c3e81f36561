import { useQuery } from '@tanstack/react-query';
import { Bell, CircleAlert, Clock, ShieldAlert } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { errorSummaryQuery } from '../api/error-monitoring.api';
import { useT } from '@client/i18n/use-t';

/** The screen's four figures, as the server counts them. */
export function ErrorSummaryCards() {
  const t = useT();
  const { data, isLoading } = useQuery(errorSummaryQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      id: 'Unresolved',
      label: t('error-monitoring.summary.unresolved'),
      value: figure(data?.unresolved),
      note: t('error-monitoring.summary.unresolvedNote'),
      icon: CircleAlert,
      tone: 'text-amber-600 dark:text-amber-400',
    },
    {
      id: 'High or Critical',
      label: t('error-monitoring.summary.urgent'),
      value: figure(data?.unresolvedUrgent),
      note: t('error-monitoring.summary.urgentNote'),
      icon: ShieldAlert,
      tone: 'text-red-600 dark:text-red-400',
    },
    {
      id: 'Last 24 Hours',
      label: t('error-monitoring.summary.last24Hours'),
      value: figure(data?.last24Hours),
      note: t('error-monitoring.summary.last24HoursNote'),
      icon: Clock,
      tone: 'text-brand-600',
    },
    {
      id: 'Alerts Sent',
      label: t('error-monitoring.summary.alertsSent'),
      value: figure(data?.alertsLast24Hours),
      note: t('error-monitoring.summary.alertsSentNote'),
      icon: Bell,
      tone: 'text-blue-600 dark:text-blue-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ id, ...card }) => (
        <StatCard key={id} {...card} loading={isLoading} testId={`summary-${id}`} />
      ))}
    </div>
  );
}
