import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, Inbox, MessagesSquare } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { useT } from '@client/i18n/use-t';
import { feedbackSummaryQuery } from '../api/feedback.api';

/** Four figures counted by the server over what the reader's list holds (their own, or everyone's for admins). */
export function FeedbackStatCards() {
  const t = useT();
  const { data, isLoading } = useQuery(feedbackSummaryQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      id: 'Total Feedback',
      label: t('feedback.stats.total'),
      value: figure(data?.total),
      note: t('feedback.stats.totalNote'),
      icon: MessagesSquare,
      tone: 'text-brand-600',
    },
    {
      id: 'Open',
      label: t('feedback.stats.open'),
      value: figure(data?.open),
      note: data?.urgentOpen
        ? t('feedback.stats.urgentOpen', { count: groupDigits(data.urgentOpen) })
        : t('feedback.stats.openNote'),
      icon: Inbox,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      id: 'In Progress',
      label: t('feedback.stats.inProgress'),
      value: figure(data?.inProgress),
      note: t('feedback.stats.inProgressNote'),
      icon: Clock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
    {
      id: 'Resolved',
      label: t('feedback.stats.resolved'),
      value: figure(data?.resolved),
      note: t('feedback.stats.closed', { count: figure(data?.closed) }),
      icon: CircleCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ id, ...card }) => (
        <StatCard key={id} {...card} loading={isLoading} testId={`feedback-summary-${id}`} />
      ))}
    </div>
  );
}
