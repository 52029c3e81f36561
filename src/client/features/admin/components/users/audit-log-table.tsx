import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '@shared/admin/users.schemas';
import { Card } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';
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

const actionLabel = (t: ReturnType<typeof useT>, action: AuditEntry['action']) =>
  ({
    impersonation_started: t('admin.audit.impersonationStarted'),
    impersonation_stopped: t('admin.audit.impersonationStopped'),
    user_updated: t('admin.audit.userUpdated'),
    user_invited: t('admin.audit.userInvited'),
    user_emailed: t('admin.audit.userEmailed'),
    user_disabled: t('admin.audit.userDisabled'),
    user_enabled: t('admin.audit.userEnabled'),
    user_deleted: t('admin.audit.userDeleted'),
  })[action];

/** What administrators did to other accounts, newest first: who, what, to whom, why, from where. */
export function AuditLogTable() {
  const t = useT();
  const [page, setPage] = useState(0);
  const list = useQuery(auditLogQuery(page));
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what={t('admin.audit.loadWhat')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <p className="px-4 py-12 text-center text-sm text-muted">{t('admin.audit.empty')}</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable
            headers={[
              t('admin.audit.when'),
              t('admin.audit.administrator'),
              t('admin.audit.action'),
              t('admin.audit.user'),
              t('admin.audit.reason'),
            ]}
            alignRight={[]}
          >
            {list.data.items.map((e) => (
              <tr key={e.id} className={stackedRowClass} data-testid={`audit-${e.id}`}>
                <td className={cx(cell, 'order-2 whitespace-nowrap text-muted')}>{formatDateTime(e.createdAt)}</td>
                <td className={cx(cell, 'order-3 min-w-0 truncate')}>{e.adminEmail}</td>
                <td className={cx(cell, 'order-1 font-medium')}>{actionLabel(t, e.action)}</td>
                <td className={cx(cell, 'order-4 min-w-0 truncate')}>{e.targetEmail ?? '—'}</td>
                <td className={cx(cell, 'order-5 col-span-2 min-w-0 break-words text-muted')}>{e.reason ?? ''}</td>
              </tr>
            ))}
          </StackedTable>
        </div>
      )}
      {total > USER_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={page}
            pageSize={USER_PAGE_SIZE}
            total={total}
            noun={t('admin.audit.pagerNoun')}
            onChange={setPage}
          />
        </div>
      )}
    </Card>
  );
}
