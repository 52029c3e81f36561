import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { formatDate } from '@client/lib/dates';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';
import { weeklyPreviewQuery, useSendTestEmail } from '../api/todos.api';
import { categoryLabel, priorityLabel } from './todo-labels';

/**
 * The Email Preview tab: what the weekly e-mail would hold if it went now, as the server builds it for the e-mail
 * (up to 5 items a category), with the test send.
 */
export function EmailPreview() {
  const t = useT();
  const preview = useQuery(weeklyPreviewQuery);
  const send = useSendTestEmail();
  const digest = preview.data;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>{t('todos.preview.title')}</CardTitle>
          <CardDescription>{t('todos.preview.description')}</CardDescription>
        </div>
        <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate()}>
          <Send aria-hidden /> {send.isPending ? t('todos.preview.sending') : t('todos.preview.sendTest')}
        </Button>
      </CardHeader>
      <CardContent>
        {preview.isLoading && <Skeleton className="h-48" />}
        {preview.isError && (
          <LoadError
            what={t('todos.preview.loadWhat')}
            retrying={preview.isFetching}
            onRetry={() => void preview.refetch()}
          />
        )}
        {digest && (
          <article className="space-y-4 rounded-lg border p-4 sm:p-6" aria-label={t('todos.preview.label')}>
            <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="text-muted">{t('todos.preview.to')}</dt>
              <dd className="break-all">{digest.recipient}</dd>
              <dt className="text-muted">{t('todos.preview.subject')}</dt>
              <dd className="font-medium">{digest.subject}</dd>
            </dl>
            <p>{t('todos.preview.openCount', { count: digest.openCount })}</p>
            {digest.sections.length === 0 && <p className="text-muted">{t('todos.preview.nothing')}</p>}
            {digest.sections.map((section) => (
              <section key={section.category} aria-labelledby={`preview-${section.category}`}>
                <h3 id={`preview-${section.category}`} className="font-semibold">
                  {t('todos.preview.section', { label: categoryLabel(t, section.category), total: section.total })}
                </h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {section.items.map((item) => (
                    <li key={item.id} className={cx(item.status === 'completed' && 'text-muted line-through')}>
                      {item.dueDate
                        ? t('todos.preview.itemDue', {
                            title: item.title,
                            priority: priorityLabel(t, item.priority),
                            date: formatDate(item.dueDate),
                          })
                        : t('todos.preview.item', { title: item.title, priority: priorityLabel(t, item.priority) })}
                    </li>
                  ))}
                  {section.total > section.items.length && (
                    <li className="list-none text-muted">
                      {t('todos.preview.more', { count: section.total - section.items.length })}
                    </li>
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
