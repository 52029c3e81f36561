import { useQuery } from '@tanstack/react-query';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  errorMonitoringMessages as m,
  SEVERITIES,
  type ErrorLog,
  type Severity,
} from '@shared/error-monitoring/error-monitoring.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { NativeSelect } from '@client/components/ui/input';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { formatDateTime } from '@client/lib/dates';
import {
  errorLogsQuery,
  PAGE_SIZE,
  useRefreshMonitoring,
  useResolveError,
  type ErrorLogView,
} from '../api/error-monitoring.api';
import { SeverityBadge, severityLabels } from './severity-badge';
import { useT } from '@client/i18n/use-t';

function ErrorRow({ log }: { log: ErrorLog }) {
  const t = useT();
  const resolve = useResolveError();
  const request = log.requestMethod ? `${log.requestMethod} ${log.requestUrl ?? ''}` : (log.requestUrl ?? '—');
  return (
    <tr className={stackedRowClass} data-testid={`error-${log.id}`}>
      <td className={cx(cell, 'order-1')}>
        <SeverityBadge severity={log.severity} />
      </td>
      <td className={cx(cell, 'order-3 col-span-2 min-w-0 md:max-w-md')}>
        <details>
          <summary className="cursor-pointer break-words font-medium">{log.message}</summary>
          <p className="mt-1 text-xs text-muted">
            {log.place ?? log.source} · {log.source} · {log.environment}
            {log.errorCode ? ` · ${log.errorCode}` : ''}
          </p>
          {log.userAgent && <p className="mt-1 break-all text-xs text-muted">{log.userAgent}</p>}
          {log.stackTrace && (
            <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-100 p-2 text-xs dark:bg-slate-900">
              {log.stackTrace}
            </pre>
          )}
        </details>
      </td>
      <td className={cx(cell, 'order-2 justify-self-end whitespace-nowrap text-muted md:text-inherit')}>
        <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
      </td>
      <td className={cx(cell, 'order-4 min-w-0 break-words font-mono text-xs')}>{request}</td>
      <td className={cx(cell, 'order-5 justify-self-end whitespace-nowrap md:justify-self-auto')}>
        {log.userId === null ? '—' : t('error-monitoring.logs.user', { id: log.userId })}
      </td>
      <td className={cx(cell, 'order-6')}>
        {log.resolved ? (
          <Badge tone="green">{t('error-monitoring.logs.resolved')}</Badge>
        ) : (
          <Badge tone="amber">{t('error-monitoring.logs.unresolved')}</Badge>
        )}
      </td>
      <td className={cx(cell, 'order-7 justify-self-end md:text-right')}>
        {!log.resolved && (
          <Button variant="outline" size="sm" disabled={resolve.isPending} onClick={() => resolve.mutate(log.id)}>
            <CircleCheck aria-hidden />
            {resolve.isPending ? t('error-monitoring.logs.resolving') : t('error-monitoring.logs.markResolved')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Error Logs: the latest 10 (all, or unresolved only, or of one severity), then older ones page by page. */
export function ErrorLogsTab() {
  const t = useT();
  const message = useTranslateMessage();
  const headers = [
    t('error-monitoring.logs.severity'),
    t('error-monitoring.logs.message'),
    t('error-monitoring.logs.created'),
    t('error-monitoring.logs.request'),
    t('error-monitoring.logs.userColumn'),
    t('error-monitoring.logs.status'),
    t('error-monitoring.logs.actions'),
  ];
  const [view, setView] = useState<ErrorLogView>('all');
  const [severity, setSeverity] = useState<Severity | ''>('');
  const [page, setPage] = useState(0);
  const list = useQuery(errorLogsQuery(view, severity, page));
  const refresh = useRefreshMonitoring();
  const total = list.data?.total ?? 0;

  return (
    <Card className="overflow-hidden">
      <CardHeader row className="flex-wrap border-b pb-4">
        <CardTitle>{t('error-monitoring.tabs.logs')}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-40">
            <NativeSelect
              aria-label={t('error-monitoring.logs.which')}
              value={view}
              onChange={(e) => {
                setView(e.target.value as ErrorLogView);
                setPage(0);
              }}
            >
              <option value="all">{t('error-monitoring.logs.all')}</option>
              <option value="unresolved">{t('error-monitoring.logs.unresolvedOnly')}</option>
            </NativeSelect>
          </div>
          {view === 'all' && (
            <div className="w-40">
              <NativeSelect
                aria-label={t('error-monitoring.logs.severity')}
                value={severity}
                onChange={(e) => {
                  setSeverity(e.target.value as Severity | '');
                  setPage(0);
                }}
              >
                <option value="">{t('error-monitoring.logs.everySeverity')}</option>
                {SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {severityLabels(t)[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <Button variant="outline" size="sm" disabled={list.isFetching} onClick={() => void refresh()}>
            <RefreshCw aria-hidden /> {t('error-monitoring.refresh')}
          </Button>
        </div>
      </CardHeader>
      {list.isLoading && (
        <div role="status" aria-label={t('error-monitoring.logs.loading')}>
          <StackedTableSkeleton />
        </div>
      )}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('error-monitoring.logs.loadWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <CircleCheck className="size-10 text-emerald-600" aria-hidden />
          <p className="text-sm text-muted">{message(m.noErrors)}</p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={[t('error-monitoring.logs.actions')]}>
            {list.data.items.map((log) => (
              <ErrorRow key={log.id} log={log} />
            ))}
          </StackedTable>
        </div>
      )}
      {total > PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            noun={t('error-monitoring.logs.noun')}
            onChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
