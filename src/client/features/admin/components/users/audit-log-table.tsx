import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '@shared/admin/users.schemas';
import { Card } from '@client/components/ui/card';
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
import { auditLogQuery, USER_PAGE_SIZE } from '../../api/users.api';

const actionLabel: Record<AuditEntry['action'], string> = {
  impersonation_started: 'Started impersonating',
  impersonation_stopped: 'Stopped impersonating',
  user_updated: 'Edited user',
  user_invited: 'Added user',
  user_emailed: 'Sent e-mail',
  user_disabled: 'Disabled user',
  user_enabled: 'Enabled user',
  user_deleted: 'Deleted user',
};

/** What administrators did to other accounts, newest first: who, what, to whom, why, from where. */
export function AuditLogTable() {
  const [page, setPage] = useState(0);
  const list = useQuery(auditLogQuery(page));
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what="the audit log" retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <p className="px-4 py-12 text-center text-sm text-muted">Nothing recorded yet.</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={['When', 'Administrator', 'Action', 'User', 'Reason']} alignRight={[]}>
            {list.data.items.map((e) => (
              <tr key={e.id} className={stackedRowClass} data-testid={`audit-${e.id}`}>
                <td className={cx(cell, 'order-2 whitespace-nowrap text-muted')}>{formatDateTime(e.createdAt)}</td>
                <td className={cx(cell, 'order-3 min-w-0 truncate')}>{e.adminEmail}</td>
                <td className={cx(cell, 'order-1 font-medium')}>{actionLabel[e.action]}</td>
                <td className={cx(cell, 'order-4 min-w-0 truncate')}>{e.targetEmail ?? '—'}</td>
                <td className={cx(cell, 'order-5 col-span-2 min-w-0 break-words text-muted')}>{e.reason ?? ''}</td>
              </tr>
            ))}
          </StackedTable>
        </div>
      )}
      {total > USER_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager page={page} pageSize={USER_PAGE_SIZE} total={total} noun="entries" onChange={setPage} />
        </div>
      )}
    </Card>
  );
}
