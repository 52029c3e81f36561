import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Feedback } from '@shared/feedback/feedback.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Skeleton } from '@client/components/ui/spinner';
import { formatDate, formatDateTime } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { FEEDBACK_PAGE_SIZE, feedbackListQuery } from '../api/feedback.api';
import { FeedbackBadges, FeedbackTypeIcon } from './feedback-badges';
import { typeWords } from './feedback-format';

function Submission({ feedback }: { feedback: Feedback }) {
  const t = useT();
  return (
    <li className="space-y-3 p-5" data-testid="my-feedback">
      <div className="flex flex-wrap items-start gap-3">
        <FeedbackTypeIcon type={feedback.type} />
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold">{feedback.title}</h3>
          <p className="text-sm text-muted">
            <span className="capitalize">{typeWords(t)[feedback.type]}</span> ·{' '}
            {t('feedback.mine.sent', { date: formatDate(feedback.createdAt) })}
          </p>
        </div>
        <div className="w-full pl-8 sm:w-auto sm:pl-0">
          <FeedbackBadges feedback={feedback} />
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm">{feedback.description}</p>
      {feedback.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('feedback.screenshots')}>
          {feedback.attachments.map((shot) => (
            <li key={shot.key}>
              <a href={shot.url} target="_blank" rel="noreferrer" className="block focus-visible:outline-2">
                <img src={shot.url} alt={shot.fileName} className="size-16 rounded-md border object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {feedback.responses.length > 0 && (
        <ul className="space-y-2" aria-label={t('feedback.mine.responses')}>
          {feedback.responses.map((r) => (
            <li key={r.id} className="rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3 dark:bg-slate-900">
              <p className="text-xs font-semibold text-muted">
                {t('feedback.mine.responseMeta', { date: formatDateTime(r.createdAt) })}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm">{r.response}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The user's own submissions with their status and the team's public responses, newest first. */
export function MyFeedbackList() {
  const t = useT();
  const [page, setPage] = useState(0);
  const list = useQuery(feedbackListQuery(page));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('feedback.mine.title')}</CardTitle>
        <CardDescription>{t('feedback.mine.description')}</CardDescription>
      </CardHeader>
      <CardContent flush className="border-t">
        {list.isLoading && (
          <div className="space-y-3 p-5">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        )}
        {list.isError && (
          <div className="p-5">
            <LoadError
              what={t('feedback.mine.loadWhat')}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          </div>
        )}
        {list.data?.items.length === 0 && <p className="p-8 text-center text-muted">{t('feedback.mine.empty')}</p>}
        <ul className="divide-y">
          {list.data?.items.map((feedback) => (
            <Submission key={feedback.id} feedback={feedback} />
          ))}
        </ul>
      </CardContent>
      {(list.data?.total ?? 0) > FEEDBACK_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={page}
            pageSize={FEEDBACK_PAGE_SIZE}
            total={list.data!.total}
            noun={t('feedback.pagerNoun')}
            onChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
