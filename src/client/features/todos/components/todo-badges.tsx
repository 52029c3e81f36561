import type { TodoCategory, TodoPriority } from '@shared/todos/todos.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';
import { categoryLabel, priorityLabel } from './todo-labels';

const priorityTones: Record<TodoPriority, BadgeTone> = { high: 'red', medium: 'amber', low: 'grey' };

export function PriorityBadge({ priority }: { priority: TodoPriority }) {
  const t = useT();
  return <Badge tone={priorityTones[priority]}>{priorityLabel(t, priority)}</Badge>;
}

export function CategoryBadge({ category }: { category: TodoCategory }) {
  const t = useT();
  return <Badge tone="blue">{categoryLabel(t, category)}</Badge>;
}
