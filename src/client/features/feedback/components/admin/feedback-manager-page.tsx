import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FEEDBACK_STATUSES,
  feedbackMessages as m,
  type Feedback,
  type FeedbackStatus,
} from '@shared/feedback/feedback.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Spinner } from '@client/components/ui/spinner';
import { StatusSelect } from '@client/components/ui/status-select';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { FEEDBACK_PAGE_SIZE, feedbackListQuery } from '../../api/feedback.api';
import { statusLabels } from '../feedback-format';
import { FeedbackStatCards } from '../feedback-stat-cards';
import { FeedbackCard } from './feedback-card';
import { FeedbackDetailDialog } from './feedback-detail-dialog';

/** /admin/feedback: the figures, every submission (filtered by status, paged), and the detail with its responses. */
export function FeedbackManagerPage() {
  useDocumentTitle('Feedback Manager');
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Feedback | null>(null);
  const list = useQuery(feedbackListQuery(page, status));
  const filter = (next: FeedbackStatus | '') => {
    setStatus(next);
    setPage(0);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Feedback Manager"
        description="What users report and ask: set each one's status, answer publicly or leave internal notes."
        action={
          <StatusSelect
            statuses={FEEDBACK_STATUSES}
            labels={statusLabels}
            value={status}
            onChange={filter}
            className="w-full sm:w-48"
          />
        }
      />
      <FeedbackStatCards />
      {list.isLoading && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading feedback" />
        </div>
      )}
      {list.isError && <LoadError what="feedback" retrying={list.isFetching} onRetry={() => void list.refetch()} />}
      {list.data?.items.length === 0 && (
        <Card className="p-10 text-center text-muted">
          {status ? `No ${statusLabels[status].toLowerCase()} feedback.` : m.empty}
        </Card>
      )}
      <ul className="space-y-3" aria-label="Feedback submissions">
        {list.data?.items.map((feedback) => (
          <li key={feedback.id}>
            <FeedbackCard feedback={feedback} onOpen={() => setOpen(feedback)} />
          </li>
        ))}
      </ul>
      {(list.data?.total ?? 0) > 0 && (
        <Pager
          page={page}
          pageSize={FEEDBACK_PAGE_SIZE}
          total={list.data!.total}
          noun="submissions"
          onChange={setPage}
        />
      )}
      <FeedbackDetailDialog summary={open} onClose={() => setOpen(null)} />
    </div>
  );
}
