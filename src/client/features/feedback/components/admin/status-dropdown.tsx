import { FEEDBACK_STATUSES, type Feedback } from '@shared/feedback/feedback.schemas';
import { NativeSelect } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { useUpdateFeedbackStatus } from '../../api/feedback.api';
import { statusLabels } from '../feedback-format';

/** Any status at any time (no restriction): the list, the cards and the open detail refresh, then 'Status Updated'. */
export function StatusDropdown({ feedback, className }: { feedback: Feedback; className?: string }) {
  const t = useT();
  const update = useUpdateFeedbackStatus();
  const labels = statusLabels(t);
  return (
    <NativeSelect
      aria-label={t('feedback.statusOf', { title: feedback.title })}
      className={className}
      value={feedback.status}
      disabled={update.isPending}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onChange={(e) => update.mutate({ id: feedback.id, status: e.target.value as Feedback['status'] })}
    >
      {FEEDBACK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {labels[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
