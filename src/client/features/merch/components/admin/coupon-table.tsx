import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import type { Coupon } from '@shared/merch/coupons.schemas';
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
import type { Page } from '@client/lib/api';
import { cx } from '@client/lib/cx';
import { COUPON_PAGE_SIZE } from '../../api/admin-coupons.api';
import { CouponActiveSwitch } from './coupon-active-switch';
import { discountText, expiryText, usageText } from './coupon-format';
import { useT } from '@client/i18n/use-t';

type RowActions = { onEdit: (coupon: Coupon) => void; onDelete: (coupon: Coupon) => void };

function CouponRow({ coupon: c, onEdit, onDelete }: { coupon: Coupon } & RowActions) {
  const t = useT();
  return (
    <tr className={stackedRowClass} data-testid={`coupon-${c.id}`}>
      <td className={cx(cell, 'order-1 min-w-0')}>
        <span className="block break-all font-mono font-semibold">{c.code}</span>
        {c.description && <span className="block text-xs text-muted">{c.description}</span>}
      </td>
      <td className={cx(cell, 'order-2 justify-self-end font-semibold tabular-nums')}>{discountText(c)}</td>
      <td className={cx(cell, 'order-3 tabular-nums')}>
        <span className="text-muted md:hidden">{t('merch.coupons.table.used')} </span>
        {usageText(c)}
      </td>
      <td className={cx(cell, 'order-4 justify-self-end')}>
        <CouponActiveSwitch coupon={c} />
      </td>
      <td className={cx(cell, 'order-5 whitespace-nowrap')}>
        <span className="text-muted md:hidden">{t('merch.coupons.table.expires')} </span>
        {expiryText(c.expiresAt, t)}
      </td>
      <td className={cx(cell, 'order-6 justify-self-end md:text-right')}>
        <span className="inline-flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => onEdit(c)}>
            <Pencil aria-hidden />
            <span className="sr-only">{t('merch.coupons.editCode', { code: c.code })}</span>
          </Button>
          <Button variant="ghost" size="icon" className="text-red-700 dark:text-red-400" onClick={() => onDelete(c)}>
            <Trash2 aria-hidden />
            <span className="sr-only">{t('merch.coupons.deleteTitle', { code: c.code })}</span>
          </Button>
        </span>
      </td>
    </tr>
  );
}

/** 'All Coupons': the coupons, newest first, a page at a time, each with its switch, edit and delete. */
export function CouponTable(
  props: {
    list: UseQueryResult<Page<Coupon>>;
    page: number;
    onPage: (page: number) => void;
    onCreate: () => void;
  } & RowActions,
) {
  const t = useT();
  const { list } = props;
  const total = list.data?.total ?? 0;
  const headers = [
    t('merch.coupons.table.code'),
    t('merch.coupons.table.discount'),
    t('merch.coupons.table.usage'),
    t('merch.coupons.table.status'),
    t('merch.coupons.table.expiresHeader'),
    t('merch.admin.table.actions'),
  ];
  return (
    <Card className="overflow-hidden">
      <CardHeader className="border-b pb-4">
        <CardTitle>{t('merch.coupons.all')}</CardTitle>
      </CardHeader>
      {list.isLoading && (
        <div role="status">
          <p className="px-4 pt-4 text-sm text-muted">{t('merch.coupons.loading')}</p>
          <StackedTableSkeleton />
        </div>
      )}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('merch.coupons.loadWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <TicketPercent className="size-10 text-muted" aria-hidden />
          <p className="max-w-sm text-sm text-muted">{t('merch.coupons.empty')}</p>
          <Button onClick={props.onCreate}>
            <Plus /> {t('merch.coupons.create')}
          </Button>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={[headers[5]]}>
            {list.data.items.map((c) => (
              <CouponRow key={c.id} coupon={c} onEdit={props.onEdit} onDelete={props.onDelete} />
            ))}
          </StackedTable>
        </div>
      )}
      {total > COUPON_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={props.page}
            pageSize={COUPON_PAGE_SIZE}
            total={total}
            noun={t('merch.coupons.pagerNoun')}
            onChange={props.onPage}
          />
        </div>
      )}
    </Card>
  );
}
