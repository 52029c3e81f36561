import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { feedbackMessages as m, spaced, type Feedback } from '@shared/feedback/feedback.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Skeleton } from '@client/components/ui/spinner';
import { formatDate, formatDateTime } from '@client/lib/dates';
import { FEEDBACK_PAGE_SIZE, feedbackListQuery } from '../api/feedback.api';
import { FeedbackBadges, FeedbackTypeIcon } from './feedback-badges';

function Submission({ feedback }: { feedback: Feedback }) {
  return (
    <li className="space-y-3 p-5" data-testid="my-feedback">
      <div className="flex flex-wrap items-start gap-3">
        <FeedbackTypeIcon type={feedback.type} />
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold">{feedback.title}</h3>
          <p className="text-sm text-muted">
            <span className="capitalize">{spaced(feedback.type)}</span> · Sent {formatDate(feedback.createdAt)}
          </p>
        </div>
        <div className="w-full pl-8 sm:w-auto sm:pl-0">
          <FeedbackBadges feedback={feedback} />
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm">{feedback.description}</p>
      {feedback.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Screenshots">
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
        <ul className="space-y-2" aria-label="Responses from our team">
          {feedback.responses.map((r) => (
            <li key={r.id} className="rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3 dark:bg-slate-900">
              <p className="text-xs font-semibold text-muted">
                {m.publicResponse} · {formatDateTime(r.createdAt)}
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
  const [page, setPage] = useState(0);
  const list = useQuery(feedbackListQuery(page));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Feedback</CardTitle>
        <CardDescription>What you sent us, where it stands, and our answers.</CardDescription>
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
            <LoadError what="your feedback" retrying={list.isFetching} onRetry={() => void list.refetch()} />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <p className="p-8 text-center text-muted">You have not sent any feedback yet. Use the form to reach us.</p>
        )}
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
            noun="submissions"
            onChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
