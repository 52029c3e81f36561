import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { ORDER_STATUSES, type StorefrontOrder } from '@shared/storefronts/order.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { StackedTable } from '@client/components/ui/stacked-table';
import { ORDER_PAGE_SIZE, ordersQuery, type OrderFilters } from '../api/storefront.queries';
import { orderStatusLabels } from '../order-format';
import { OrderDialog } from './order-dialog';
import { orderHeaders, OrderRow } from './order-row';
import { StatusListCard } from './status-list-card';
import { useT } from '@client/i18n/use-t';

/** The storefront's orders: a status filter, a page at a time, each opened to see it, fulfil it or cancel it. */
export function OrdersTab() {
  const t = useT();
  const [filters, setFilters] = useState<OrderFilters>({ status: '', page: 0 });
  const headers = orderHeaders(t);
  const list = useQuery(ordersQuery(filters));
  const [open, setOpen] = useState<StorefrontOrder | null>(null);
  return (
    <>
      <StatusListCard
        id="orders-title"
        title={t('storefronts.tab.orders')}
        texts={{
          pagerNoun: t('storefronts.order.pagerNoun'),
          loadWhat: t('storefronts.order.loadWhat'),
          none: t('storefronts.order.none'),
          noneWith: (status) => t('storefronts.order.noneWithStatus', { status }),
          showAll: t('storefronts.order.showAll'),
        }}
        statuses={ORDER_STATUSES}
        labels={orderStatusLabels(t)}
        filters={filters}
        onFilters={setFilters}
        list={list}
        pageSize={ORDER_PAGE_SIZE}
        empty={{
          icon: ShoppingBag,
          text: t('storefronts.order.emptyText'),
        }}
        table={(orders) => (
          <StackedTable headers={headers} alignRight={[headers[4]]}>
            {orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                onOpen={() => {
                  void preloadDialog();
                  setOpen(order);
                }}
              />
            ))}
          </StackedTable>
        )}
      />
      <OrderDialog order={open} onClose={() => setOpen(null)} />
    </>
  );
}
