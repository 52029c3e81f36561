import { categoryLabels, priorityLabels, type TodoCategory, type TodoPriority } from '@shared/todos/todos.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';

const priorityTones: Record<TodoPriority, BadgeTone> = { high: 'red', medium: 'amber', low: 'grey' };

export function PriorityBadge({ priority }: { priority: TodoPriority }) {
  return <Badge tone={priorityTones[priority]}>{priorityLabels[priority]}</Badge>;
}

export function CategoryBadge({ category }: { category: TodoCategory }) {
  return <Badge tone="blue">{categoryLabels[category]}</Badge>;
}
