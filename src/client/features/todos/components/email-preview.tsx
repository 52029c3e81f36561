import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { priorityLabels } from '@shared/todos/todos.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { formatDate } from '@client/lib/dates';
import { cx } from '@client/lib/cx';
import { weeklyPreviewQuery, useSendTestEmail } from '../api/todos.api';

/**
 * The Email Preview tab: what the weekly e-mail would hold if it went now, as the server builds it for the e-mail
 * (up to 5 items a category), with the test send.
 */
export function EmailPreview() {
  const preview = useQuery(weeklyPreviewQuery);
  const send = useSendTestEmail();
  const digest = preview.data;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Email Preview</CardTitle>
          <CardDescription>What your weekly e-mail would contain if it went out now.</CardDescription>
        </div>
        <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate()}>
          <Send aria-hidden /> {send.isPending ? 'Sending...' : 'Send Test Email'}
        </Button>
      </CardHeader>
      <CardContent>
        {preview.isLoading && <Skeleton className="h-48" />}
        {preview.isError && (
          <LoadError what="the preview" retrying={preview.isFetching} onRetry={() => void preview.refetch()} />
        )}
        {digest && (
          <article className="space-y-4 rounded-lg border p-4 sm:p-6" aria-label="Weekly e-mail preview">
            <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="text-muted">To</dt>
              <dd className="break-all">{digest.recipient}</dd>
              <dt className="text-muted">Subject</dt>
              <dd className="font-medium">{digest.subject}</dd>
            </dl>
            <p>
              You have {digest.openCount} open item{digest.openCount === 1 ? '' : 's'}.
            </p>
            {digest.sections.length === 0 && <p className="text-muted">Nothing on your list this week.</p>}
            {digest.sections.map((section) => (
              <section key={section.category} aria-labelledby={`preview-${section.category}`}>
                <h3 id={`preview-${section.category}`} className="font-semibold">
                  {section.label} ({section.total})
                </h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {section.items.map((item) => (
                    <li key={item.id} className={cx(item.status === 'completed' && 'text-muted line-through')}>
                      {item.title} · {priorityLabels[item.priority]}
                      {item.dueDate ? ` · due ${formatDate(item.dueDate)}` : ''}
                    </li>
                  ))}
                  {section.total > section.items.length && (
                    <li className="list-none text-muted">and {section.total - section.items.length} more</li>
                  )}
                </ul>
              </section>
            ))}
          </article>
        )}
      </CardContent>
    </Card>
  );
}
