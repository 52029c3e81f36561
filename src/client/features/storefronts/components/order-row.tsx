import { formatMoney } from '@shared/money';
import type { StorefrontOrder } from '@shared/storefronts/order.schemas';
import { stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { itemsSummary } from '../order-format';
import { OrderStatusBadge } from './order-status-badge';
import { useT } from '@client/i18n/use-t';

/** The table's headers, in the order of the cells. */
export const orderHeaders = (t: ReturnType<typeof useT>) => [
  t('storefronts.order.table.reference'),
  t('storefronts.order.table.date'),
  t('storefronts.order.table.buyer'),
  t('storefronts.order.table.items'),
  t('storefronts.order.table.total'),
  t('storefronts.order.table.status'),
];

/** One order: its reference (which opens it), when, who, what, how much and where it stands. */
export function OrderRow({ order, onOpen }: { order: StorefrontOrder; onOpen: () => void }) {
  const t = useT();
  return (
    <tr className={cx(stackedRowClass, 'cursor-pointer')} data-testid="order-row" onClick={onOpen}>
      <td className={cx(cell, 'order-1')}>
        <button
          type="button"
          className="font-mono font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500"
          aria-label={t('storefronts.order.open', { reference: order.reference })}
          onClick={(event) => {
            // The row opens it too: once is enough.
            event.stopPropagation();
            onOpen();
          }}
        >
          {order.reference}
        </button>
      </td>
      <td className={cx(cell, 'order-2 justify-self-end text-muted md:text-inherit')}>{formatDate(order.createdAt)}</td>
      <td className={cx(cell, 'order-3 min-w-0')}>
        <span className="block font-medium">{order.buyerName}</span>
        <span className="block truncate text-xs text-muted">{order.buyerEmail}</span>
      </td>
      <td className={cx(cell, 'order-5 col-span-2 min-w-0 text-muted md:max-w-xs md:text-inherit')}>
        {itemsSummary(order, t)}
      </td>
      <td className={cx(cell, 'order-4 justify-self-end font-semibold tabular-nums md:text-right')}>
        {formatMoney(order.total)}
      </td>
      <td className={cx(cell, 'order-6')}>
        <OrderStatusBadge status={order.status} />
      </td>
    </tr>
  );
}
