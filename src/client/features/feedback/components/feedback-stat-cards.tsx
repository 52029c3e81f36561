import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, Inbox, MessagesSquare } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { feedbackSummaryQuery } from '../api/feedback.api';

/** Four figures counted by the server over what the reader's list holds (their own, or everyone's for admins). */
export function FeedbackStatCards() {
  const { data, isLoading } = useQuery(feedbackSummaryQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      label: 'Total Feedback',
      value: figure(data?.total),
      note: 'All submissions',
      icon: MessagesSquare,
      tone: 'text-brand-600',
    },
    {
      label: 'Open',
      value: figure(data?.open),
      note: data?.urgentOpen ? `${groupDigits(data.urgentOpen)} urgent not yet resolved` : 'Waiting for a first look',
      icon: Inbox,
      tone: 'text-blue-600 dark:text-blue-400',
    },
    {
      label: 'In Progress',
      value: figure(data?.inProgress),
      note: 'Being worked on',
      icon: Clock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
    {
      label: 'Resolved',
      value: figure(data?.resolved),
      note: `${figure(data?.closed)} closed`,
      icon: CircleCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={isLoading} testId={`feedback-summary-${card.label}`} />
      ))}
    </div>
  );
}
