import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, Flame, ListTodo } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';
import { todoStatsQuery } from '../api/todos.api';

/** Total TODOs, Completed, High Priority (open) and This Week (open, due within 7 days), counted by the server. */
export function TodoStatCards() {
  const { data, isLoading } = useQuery(todoStatsQuery);
  const figure = (value: number | undefined) => (value === undefined ? '—' : groupDigits(value));
  const cards = [
    { label: 'Total TODOs', value: figure(data?.total), note: 'On your list', icon: ListTodo, tone: 'text-brand-600' },
    {
      label: 'Completed',
      value: figure(data?.completed),
      note: data && data.total > 0 ? `${Math.round((data.completed / data.total) * 100)}% done` : 'Nothing done yet',
      icon: CircleCheck,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      label: 'High Priority',
      value: figure(data?.highPriority),
      note: 'Still open',
      icon: Flame,
      tone: 'text-red-600 dark:text-red-400',
    },
    {
      label: 'This Week',
      value: figure(data?.thisWeek),
      note: 'Due within 7 days',
      icon: CalendarClock,
      tone: 'text-amber-600 dark:text-amber-400',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={isLoading} testId={`todo-stat-${card.label}`} />
      ))}
    </div>
  );
}
