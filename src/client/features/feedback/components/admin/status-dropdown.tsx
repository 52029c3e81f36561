import { FEEDBACK_STATUSES, type Feedback } from '@shared/feedback/feedback.schemas';
import { NativeSelect } from '@client/components/ui/input';
import { useUpdateFeedbackStatus } from '../../api/feedback.api';
import { statusLabels } from '../feedback-format';

/** Any status at any time (no restriction): the list, the cards and the open detail refresh, then 'Status Updated'. */
export function StatusDropdown({ feedback, className }: { feedback: Feedback; className?: string }) {
  const update = useUpdateFeedbackStatus();
  return (
    <NativeSelect
      aria-label={`Status of ${feedback.title}`}
      className={className}
      value={feedback.status}
      disabled={update.isPending}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onChange={(e) => update.mutate({ id: feedback.id, status: e.target.value as Feedback['status'] })}
    >
      {FEEDBACK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {statusLabels[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
