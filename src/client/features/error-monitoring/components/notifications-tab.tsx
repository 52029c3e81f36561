import { useQuery } from '@tanstack/react-query';
import { MailCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMonitoringMessages as m } from '@shared/error-monitoring/error-monitoring.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDateTime } from '@client/lib/dates';
import { notificationsQuery, PAGE_SIZE, useRefreshMonitoring } from '../api/error-monitoring.api';
import { DeliveryBadge } from './severity-badge';
import { useT } from '@client/i18n/use-t';
import { useTranslateMessage } from '@client/i18n/translate-message';

/** Notifications: the latest 10 alert e-mails and how each fared. */
export function NotificationsTab() {
  const t = useT();
  const message = useTranslateMessage();
  const headers = [
    t('error-monitoring.notifications.subject'),
    t('error-monitoring.notifications.recipient'),
    t('error-monitoring.notifications.sent'),
    t('error-monitoring.logs.status'),
  ];
  const [page, setPage] = useState(0);
  const list = useQuery(notificationsQuery(page));
  const refresh = useRefreshMonitoring();
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader row className="border-b pb-4">
        <CardTitle>{t('error-monitoring.notifications.title')}</CardTitle>
        <Button variant="outline" size="sm" disabled={list.isFetching} onClick={() => void refresh()}>
          <RefreshCw aria-hidden /> {t('error-monitoring.refresh')}
        </Button>
      </CardHeader>
      {list.isLoading && (
        <div role="status" aria-label={t('error-monitoring.notifications.loading')}>
          <StackedTableSkeleton />
        </div>
      )}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('error-monitoring.notifications.loadWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <MailCheck className="size-10 text-muted" aria-hidden />
          <p className="max-w-sm text-sm text-muted">
            {message(m.noNotifications)} {t('error-monitoring.notifications.turnOn')}
          </p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={[t('error-monitoring.logs.status')]}>
            {list.data.items.map((n) => (
              <tr key={n.id} className={stackedRowClass} data-testid={`notification-${n.id}`}>
                <td className={cx(cell, 'order-1 col-span-2 min-w-0 break-words font-medium')}>{n.emailSubject}</td>
                <td className={cx(cell, 'order-2 min-w-0 break-all text-muted md:text-inherit')}>{n.recipientEmail}</td>
                <td className={cx(cell, 'order-4 whitespace-nowrap text-muted md:text-inherit')}>
                  <time dateTime={n.sentAt}>{formatDateTime(n.sentAt)}</time>
                </td>
                <td className={cx(cell, 'order-3 justify-self-end md:text-right')}>
                  <DeliveryBadge status={n.deliveryStatus} />
                </td>
              </tr>
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
            noun={t('error-monitoring.notifications.noun')}
            onChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
