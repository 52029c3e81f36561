import { FEEDBACK_PREVIEW_LENGTH, type Feedback } from '@shared/feedback/feedback.schemas';
import { Card } from '@client/components/ui/card';
import { formatDate } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { FeedbackBadges, FeedbackTypeIcon } from '../feedback-badges';
import { previewOf, typeWords } from '../feedback-format';
import { StatusDropdown } from './status-dropdown';

/**
 * One submission in the manager: type icon, title, priority and status badges, type label, created date, the status
 * dropdown and the description's first 200 characters. A click anywhere but the dropdown opens the detail.
 */
export function FeedbackCard({ feedback, onOpen }: { feedback: Feedback; onOpen: () => void }) {
  const t = useT();
  return (
    <Card
      className="cursor-pointer p-4 transition-colors hover:border-brand-600 sm:p-5"
      onClick={onOpen}
      data-testid="feedback-card"
    >
      <div className="flex flex-wrap items-start gap-3">
        <FeedbackTypeIcon type={feedback.type} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="break-words font-semibold">
            <button
              type="button"
              className="text-left hover:underline focus-visible:outline-2"
              onClick={(e) => {
                e.stopPropagation();
                onOpen();
              }}
            >
              {feedback.title}
            </button>
          </h2>
          <FeedbackBadges feedback={feedback} />
          <p className="text-sm text-muted">
            <span className="capitalize">{typeWords(t)[feedback.type]}</span> ·{' '}
            <time dateTime={feedback.createdAt}>{formatDate(feedback.createdAt)}</time>
          </p>
        </div>
        <StatusDropdown feedback={feedback} className="w-full sm:w-40" />
      </div>
      <p className="mt-3 break-words text-sm text-slate-700 dark:text-slate-300">
        {previewOf(feedback.description, FEEDBACK_PREVIEW_LENGTH)}
      </p>
    </Card>
  );
}
