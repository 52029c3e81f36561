import type { Feedback } from '@shared/feedback/feedback.schemas';
import { Badge } from '@client/components/ui/badge';
import { useT } from '@client/i18n/use-t';
import { priorityTones, priorityWords, statusTones, statusWords, typeIcons, typeTones } from './feedback-format';

/** The type's icon, coloured by type; decorative (the type label says it). */
export function FeedbackTypeIcon({ type }: { type: Feedback['type'] }) {
  const Icon = typeIcons[type];
  return <Icon className={`size-5 shrink-0 ${typeTones[type]}`} aria-hidden />;
}

/** Priority and status pills; the status shows its underscore as a space ('in progress'). */
export function FeedbackBadges({ feedback }: { feedback: Pick<Feedback, 'priority' | 'status'> }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={priorityTones[feedback.priority]} className="capitalize">
        {priorityWords(t)[feedback.priority]}
      </Badge>
      <Badge tone={statusTones[feedback.status]} className="capitalize">
        {statusWords(t)[feedback.status]}
      </Badge>
    </span>
  );
}
