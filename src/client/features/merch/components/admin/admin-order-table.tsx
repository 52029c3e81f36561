import type { UseQueryResult } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import type { AdminMerchOrder } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import type { Page } from '@client/lib/api';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { ADMIN_ORDER_PAGE_SIZE } from '../../api/admin-orders.api';
import { itemsSummary } from '../../merch-format';
import { OrderStatusBadge } from '../order-status-badge';
import { OrderActions } from './order-actions';
import { useT } from '@client/i18n/use-t';

function OrderRow({ order: o }: { order: AdminMerchOrder }) {
  return (
    <tr className={stackedRowClass} data-testid={`order-${o.id}`}>
      <td className={cx(cell, 'order-1 font-mono font-semibold')}>{o.orderNumber}</td>
      <td className={cx(cell, 'order-2 justify-self-end')}>
        <OrderStatusBadge status={o.status} />
      </td>
      <td className={cx(cell, 'order-3 min-w-0 break-words')}>{o.companyName}</td>
      <td className={cx(cell, 'order-4 justify-self-end font-semibold tabular-nums md:text-right')}>
        {formatMoney(o.total)}
        {o.couponCode && <span className="block text-xs font-normal text-muted">{o.couponCode}</span>}
      </td>
      <td className={cx(cell, 'order-5 col-span-2 text-muted md:max-w-64 md:text-inherit')}>{itemsSummary(o)}</td>
      <td className={cx(cell, 'order-6 whitespace-nowrap text-muted md:text-inherit')}>{formatDate(o.createdAt)}</td>
      <td className={cx(cell, 'order-7 min-w-0 justify-self-end break-all text-right md:text-left')}>
        {o.trackingNumber ? (
          <>
            <span className="text-muted">{o.carrier} </span>
            <span className="font-mono">{o.trackingNumber}</span>
          </>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className={cx(cell, 'order-8 col-span-2')}>
        <OrderActions order={o} />
      </td>
    </tr>
  );
}

/** Every business's orders of the chosen status, newest first, a page at a time. */
export function AdminOrderTable(props: {
  list: UseQueryResult<Page<AdminMerchOrder>>;
  page: number;
  onPage: (page: number) => void;
  filtered: boolean;
}) {
  const t = useT();
  const { list } = props;
  const total = list.data?.total ?? 0;
  // In the order of the cells (phones stack them by their `order-*` classes instead).
  const headers = [
    t('merch.admin.table.order'),
    t('merch.admin.table.status'),
    t('merch.admin.table.business'),
    t('merch.admin.table.total'),
    t('merch.admin.table.items'),
    t('merch.admin.table.date'),
    t('merch.admin.table.tracking'),
    t('merch.admin.table.actions'),
  ];
  return (
    <>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('merch.admin.loadOrders')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <Package className="size-10 text-muted" aria-hidden />
          <p className="text-sm text-muted">
            {props.filtered ? t('merch.admin.noOrdersWithStatus') : t('merch.admin.noOrders')}
          </p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={[headers[3], headers[7]]}>
            {list.data.items.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </StackedTable>
        </div>
      )}
      {total > ADMIN_ORDER_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={props.page}
            pageSize={ADMIN_ORDER_PAGE_SIZE}
            total={total}
            noun={t('merch.admin.pagerNoun')}
            onChange={props.onPage}
          />
        </div>
      )}
    </>
  );
}
