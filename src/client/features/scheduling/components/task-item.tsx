import { Pencil, Trash2 } from 'lucide-react';
import type { Task } from '@shared/scheduling/job-work.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { useT } from '@client/i18n/use-t';
import { cx } from '@client/lib/cx';
import { formatMinutes, priorityLabels, priorityTones } from './task-format';

/** One line of the checklist: the whole label is the tap target for the tick, wide enough for a thumb. */
export function TaskItem(props: {
  task: Task;
  onToggle: (done: boolean) => void;
  /** Left out (a technician's checklist): the task is ticked, not edited or deleted. */
  onEdit?: () => void;
  onDelete?: () => void;
  onEditIntent?: () => void;
}) {
  const t = useT();
  const { task } = props;
  const done = task.status === 'completed';
  const id = `task-${task.id}`;
  const times = [
    task.estimatedTime !== null && t('scheduling.task.estimated', { time: formatMinutes(task.estimatedTime) }),
    task.actualTime !== null && t('scheduling.task.actual', { time: formatMinutes(task.actualTime) }),
  ].filter(Boolean);
  return (
    <li className="flex items-start gap-2 py-3">
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
        <Checkbox id={id} className="mt-0.5 size-5" checked={done} onCheckedChange={props.onToggle} />
        <span className="min-w-0 space-y-1">
          <span className={cx('block font-medium break-words', done && 'text-muted line-through')}>{task.title}</span>
          {task.description && <span className="block text-sm text-muted break-words">{task.description}</span>}
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <Badge tone={priorityTones[task.priority]}>{priorityLabels(t)[task.priority]}</Badge>
            {times.length > 0 && <span>{times.join(' · ')}</span>}
            {task.assignedTo && <span>{t('scheduling.task.assignedTo', { name: task.assignedTo })}</span>}
          </span>
          {task.materials && (
            <span className="block text-xs text-muted break-words">
              {t('scheduling.task.materials', { materials: task.materials })}
            </span>
          )}
        </span>
      </label>
      {props.onEdit && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('scheduling.task.edit', { title: task.title })}
          onPointerEnter={props.onEditIntent}
          onFocus={props.onEditIntent}
          onClick={props.onEdit}
        >
          <Pencil />
        </Button>
      )}
      {props.onDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('scheduling.task.delete', { title: task.title })}
          onClick={props.onDelete}
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
}
