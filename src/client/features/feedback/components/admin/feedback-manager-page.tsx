import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '@shared/feedback/feedback.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Spinner } from '@client/components/ui/spinner';
import { StatusSelect } from '@client/components/ui/status-select';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { FEEDBACK_PAGE_SIZE, feedbackListQuery } from '../../api/feedback.api';
import { statusLabels } from '../feedback-format';
import { FeedbackStatCards } from '../feedback-stat-cards';
import { FeedbackCard } from './feedback-card';
import { FeedbackDetailDialog } from './feedback-detail-dialog';

/** /admin/feedback: the figures, every submission (filtered by status, paged), and the detail with its responses. */
export function FeedbackManagerPage() {
  const t = useT();
  useDocumentTitle(t('feedback.manager.title'));
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
        title={t('feedback.manager.title')}
        description={t('feedback.manager.description')}
        action={
          <StatusSelect
            statuses={FEEDBACK_STATUSES}
            labels={statusLabels(t)}
            value={status}
            onChange={filter}
            className="w-full sm:w-48"
          />
        }
      />
      <FeedbackStatCards />
      {list.isLoading && (
        <div className="flex justify-center py-12">
          <Spinner label={t('feedback.manager.loading')} />
        </div>
      )}
      {list.isError && (
        <LoadError
          what={t('feedback.manager.loadWhat')}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.items.length === 0 && (
        <Card className="p-10 text-center text-muted">
          {status ? t('feedback.manager.emptyStatus', { status }) : t('feedback.manager.empty')}
        </Card>
      )}
      <ul className="space-y-3" aria-label={t('feedback.manager.listLabel')}>
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
          noun={t('feedback.pagerNoun')}
          onChange={setPage}
        />
      )}
      <FeedbackDetailDialog summary={open} onClose={() => setOpen(null)} />
    </div>
  );
}
