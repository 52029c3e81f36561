import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight, Package } from 'lucide-react';
import { useState } from 'react';
import {
  MERCH_ORDER_STATUSES,
  type MerchOrder,
  type MerchOrderStatus,
  type MerchProduct,
} from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Skeleton, Spinner } from '@client/components/ui/spinner';
import { StatusSelect } from '@client/components/ui/status-select';
import { formatDate } from '@client/lib/dates';
import { merchOrderQuery, merchOrdersQuery, ORDER_PAGE_SIZE } from '../api/merch.queries';
import { itemsSummary, orderStatusLabels } from '../merch-format';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { useT } from '@client/i18n/use-t';

function OrderRow({ order, onOpen }: { order: MerchOrder; onOpen: () => void }) {
  const t = useT();
  const shipped = (order.status === 'shipped' || order.status === 'delivered') && order.trackingNumber;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 dark:hover:bg-slate-900/60"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{order.orderNumber}</span>
            <OrderStatusBadge status={order.status} />
            <span className="ml-auto font-semibold tabular-nums">{formatMoney(order.total)}</span>
          </div>
          <p className="truncate text-sm text-muted">{itemsSummary(order)}</p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            <span>{formatDate(order.createdAt)}</span>
            {shipped && (
              <span>
                {order.carrier ?? t('merch.history.tracking')} {order.trackingNumber}
              </span>
            )}
          </p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
      </button>
    </li>
  );
}

function OrderList({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useT();
  const [status, setStatus] = useState<MerchOrderStatus | ''>('');
  const [page, setPage] = useState(0);
  const list = useQuery(merchOrdersQuery(page, status));
  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-4">
      <StatusSelect
        statuses={MERCH_ORDER_STATUSES}
        labels={orderStatusLabels(t)}
        value={status}
        className="sm:w-56"
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      {list.isLoading && (
        <div className="space-y-2" aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      )}
      {list.isError && !list.data && (
        <LoadError what={t('merch.history.loadWhat')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-10 text-center">
          <Package className="size-10 text-muted" aria-hidden />
          <p className="font-medium">{t('merch.history.empty')}</p>
          <p className="text-sm text-muted">{t('merch.history.emptyHint')}</p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="divide-y rounded-lg border" aria-label={t('merch.admin.orders')}>
          {list.data.items.map((order) => (
            <OrderRow key={order.id} order={order} onOpen={() => onOpen(order.id)} />
          ))}
        </ul>
      )}
      {total > ORDER_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={ORDER_PAGE_SIZE}
          total={total}
          noun={t('merch.admin.pagerNoun')}
          onChange={setPage}
        />
      )}
    </div>
  );
}

function OrderView({ id, products }: { id: number; products: MerchProduct[] }) {
  const t = useT();
  const order = useQuery(merchOrderQuery(id));
  if (order.isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('merch.history.loadingOrder')} />
      </div>
    );
  }
  if (order.isError) {
    return (
      <LoadError what={t('merch.history.loadOrder')} retrying={order.isFetching} onRetry={() => void order.refetch()} />
    );
  }
  if (!order.data) return <p className="py-6 text-center text-muted">{t('merch.history.notFound')}</p>;
  return <OrderDetails order={order.data} products={products} />;
}

/** Order History: the business's orders, newest first, a page at a time; one opens with its details. */
export function OrderHistoryDialog(props: {
  open: boolean;
  orderId: number | null;
  products: MerchProduct[];
  onOrder: (id: number | null) => void;
  onClose: () => void;
}) {
  const t = useT();
  const order = useQuery({ ...merchOrderQuery(props.orderId ?? 0), enabled: false });
  const title =
    props.orderId === null
      ? t('merch.history.title')
      : t('merch.history.orderTitle', { orderNumber: order.data?.orderNumber ?? '' }).trim();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader title={title} description={props.orderId === null ? t('merch.history.description') : undefined} />
        {/* The list stays mounted under an open order, so Back returns to the same page and filter. */}
        <div hidden={props.orderId !== null}>
          <OrderList onOpen={props.onOrder} />
        </div>
        {props.orderId !== null && (
          <div className="space-y-4">
            <Button variant="ghost" size="sm" onClick={() => props.onOrder(null)}>
              <ArrowLeft aria-hidden /> {t('merch.history.allOrders')}
            </Button>
            <OrderView id={props.orderId} products={props.products} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
