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

const headers = ['Subject', 'Recipient', 'Sent', 'Status'];

/** Notifications: the latest 10 alert e-mails and how each fared. */
export function NotificationsTab() {
  const [page, setPage] = useState(0);
  const list = useQuery(notificationsQuery(page));
  const refresh = useRefreshMonitoring();
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader row className="border-b pb-4">
        <CardTitle>Alert E-mails</CardTitle>
        <Button variant="outline" size="sm" disabled={list.isFetching} onClick={() => void refresh()}>
          <RefreshCw aria-hidden /> Refresh
        </Button>
      </CardHeader>
      {list.isLoading && (
        <div role="status" aria-label="Loading alert e-mails">
          <StackedTableSkeleton />
        </div>
      )}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what="the alert e-mails" retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <MailCheck className="size-10 text-muted" aria-hidden />
          <p className="max-w-sm text-sm text-muted">
            {m.noNotifications} Turn alerts on in Settings: high and critical errors are e-mailed to you.
          </p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={['Status']}>
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
          <Pager page={page} pageSize={PAGE_SIZE} total={total} noun="e-mails" onChange={setPage} />
        </div>
      )}
    </Card>
  );
}
