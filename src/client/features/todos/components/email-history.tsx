import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Skeleton } from '@client/components/ui/spinner';
import { formatDateTime } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { LOG_PAGE_SIZE, schedulerSettingsQuery, weeklyLogsQuery } from '../api/todos.api';

/** The Email History tab: every weekly e-mail sent, scheduled or test, newest first, with how its delivery went. */
export function EmailHistory() {
  const t = useT();
  const [page, setPage] = useState(0);
  const logs = useQuery(weeklyLogsQuery(page));
  // Times read in the account's zone, in which the schedule is set too.
  const timeZone = useQuery(schedulerSettingsQuery).data?.timezone;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('todos.history.title')}</CardTitle>
        <CardDescription>{t('todos.history.description')}</CardDescription>
      </CardHeader>
      <CardContent flush className="border-t">
        {logs.isLoading && (
          <div className="space-y-3 p-4">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        )}
        {logs.isError && (
          <div className="p-4">
            <LoadError
              what={t('todos.history.loadWhat')}
              retrying={logs.isFetching}
              onRetry={() => void logs.refetch()}
            />
          </div>
        )}
        {logs.data?.items.length === 0 && <p className="p-8 text-center text-muted">{t('todos.history.empty')}</p>}
        {logs.data && logs.data.items.length > 0 && (
          <ul className="divide-y" aria-label={t('todos.history.listLabel')}>
            {logs.data.items.map((log) => (
              <li key={log.id} className="flex flex-wrap items-start justify-between gap-2 p-4" data-testid="email-log">
                <div className="min-w-0">
                  <p className="break-words font-medium">{log.emailSubject}</p>
                  <p className="text-sm text-muted">
                    {log.recipient
                      ? t('todos.history.metaTo', {
                          date: formatDateTime(log.sentAt, timeZone),
                          recipient: log.recipient,
                          count: log.todoItemsIncluded.length,
                        })
                      : t('todos.history.meta', {
                          date: formatDateTime(log.sentAt, timeZone),
                          count: log.todoItemsIncluded.length,
                        })}
                  </p>
                </div>
                <div className="flex gap-2">
                  {log.kind === 'test' && <Badge tone="violet">{t('todos.history.test')}</Badge>}
                  <Badge tone={log.deliveryStatus === 'sent' ? 'green' : 'red'}>
                    {log.deliveryStatus === 'sent' ? t('todos.history.sent') : t('todos.history.failed')}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
        {logs.data && logs.data.total > LOG_PAGE_SIZE && (
          <div className="border-t p-4">
            <Pager
              page={page}
              pageSize={LOG_PAGE_SIZE}
              total={logs.data.total}
              noun={t('todos.history.pagerNoun')}
              onChange={setPage}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
