import { Pencil, Trash2 } from 'lucide-react';
import type { Todo } from '@shared/todos/todos.schemas';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { formatDate } from '@client/lib/dates';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';
import { CategoryBadge, PriorityBadge } from './todo-badges';

/** One item: a checkbox completes or reopens it; a completed one is struck through. */
export function TodoRow(props: {
  todo: Todo;
  toggling: boolean;
  onToggle: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}) {
  const t = useT();
  const { todo } = props;
  const done = todo.status === 'completed';
  const checkboxId = `todo-done-${todo.id}`;
  return (
    <li className="flex items-start gap-3 p-4" data-testid="todo-item" data-status={todo.status}>
      <Checkbox
        id={checkboxId}
        className="mt-1"
        checked={done}
        disabled={props.toggling}
        onCheckedChange={() => props.onToggle(todo)}
        aria-label={
          done ? t('todos.row.markNotDone', { title: todo.title }) : t('todos.row.markDone', { title: todo.title })
        }
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={checkboxId} className={cx('block break-words font-medium', done && 'text-muted line-through')}>
          {todo.title}
        </label>
        {todo.description && (
          <p className={cx('whitespace-pre-wrap break-words text-sm text-muted', done && 'line-through')}>
            {todo.description}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <PriorityBadge priority={todo.priority} />
          <CategoryBadge category={todo.category} />
          {todo.dueDate && <span>{t('todos.row.due', { date: formatDate(todo.dueDate) })}</span>}
          {done && todo.completedAt && (
            <span>{t('todos.row.completedOn', { date: formatDate(todo.completedAt) })}</span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('todos.row.edit', { title: todo.title })}
          onClick={() => props.onEdit(todo)}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('todos.row.delete', { title: todo.title })}
          onClick={() => props.onDelete(todo)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
