import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, Flame, ListTodo } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { useT } from '@client/i18n/use-t';
import { todoStatsQuery } from '../api/todos.api';

/** Total TODOs, Completed, High Priority (open) and This Week (open, due within 7 days), counted by the server. */
export function TodoStatCards() {
  const t = useT();
  const { data, isLoading } = useQuery(todoStatsQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    {
      id: 'Total TODOs',
      label: t('todos.stats.total'),
      value: figure(data?.total),
      note: t('todos.stats.totalNote'),
      icon: ListTodo,
      tone: 'text-brand-600',
    },
    {
      id: 'Completed',
      label: t('todos.stats.completed'),
      value: figure(data?.completed),
      note:
        data && data.total > 0
          ? t('todos.stats.percentDone', { percent: Math.round((data.completed / data.total) * 100) })
          : t('todos.stats.nothingDone'),
      icon: CircleCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      id: 'High Priority',
      label: t('todos.stats.highPriority'),
      value: figure(data?.highPriority),
      note: t('todos.stats.stillOpen'),
      icon: Flame,
      tone: 'text-red-600 dark:text-red-400',
    },
    {
      id: 'This Week',
      label: t('todos.stats.thisWeek'),
      value: figure(data?.thisWeek),
      note: t('todos.stats.dueSoon'),
      icon: CalendarClock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ id, ...card }) => (
        <StatCard key={id} {...card} loading={isLoading} testId={`todo-stat-${id}`} />
      ))}
    </div>
  );
}
