import { useState } from 'react';
import { MERCH_ORDER_TRANSITIONS, type AdminMerchOrder, type MerchOrderStatus } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useMoveOrder } from '../../api/admin-orders.api';
import { orderStatusLabels } from '../../merch-format';
import { ShipOrderDialog } from './ship-order-dialog';

/** What moving an order to each status is called; a pending order was never charged: it is only cancelled. */
function moveLabel(order: AdminMerchOrder, to: MerchOrderStatus) {
  if (to === 'in_production') return 'Start production';
  if (to === 'shipped') return 'Mark shipped';
  if (to === 'delivered') return 'Mark delivered';
  return order.status === 'pending' ? 'Cancel order' : 'Cancel & refund';
}

function cancelQuestion(order: AdminMerchOrder) {
  const which = `Order ${order.orderNumber} for ${order.companyName}`;
  return order.status === 'pending'
    ? `${which} has not been paid: it is cancelled and nothing is charged.`
    : `${which} is cancelled and the card is refunded the total, ${formatMoney(order.total)}. This cannot be undone.`;
}

/** The moves `MERCH_ORDER_TRANSITIONS` allows from the order's status; shipping asks for tracking, cancelling confirms. */
export function OrderActions({ order }: { order: AdminMerchOrder }) {
  const move = useMoveOrder();
  const [asking, setAsking] = useState<'ship' | 'cancel' | null>(null);
  const close = () => setAsking(null);
  const go = (to: MerchOrderStatus, onSettled?: () => void) =>
    move.mutate({ id: order.id, move: { status: to }, label: orderStatusLabels[to] }, { onSettled });
  const moves = MERCH_ORDER_TRANSITIONS[order.status];
  if (moves.length === 0) return <span className="text-sm text-muted">—</span>;

  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {moves.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'cancelled' ? 'outline' : 'default'}
          className={to === 'cancelled' ? 'text-red-700 dark:text-red-400' : undefined}
          disabled={move.isPending}
          aria-label={`${moveLabel(order, to)} (${order.orderNumber})`}
          onClick={() => (to === 'shipped' ? setAsking('ship') : to === 'cancelled' ? setAsking('cancel') : go(to))}
        >
          {moveLabel(order, to)}
        </Button>
      ))}
      <ShipOrderDialog order={asking === 'ship' ? order : null} onClose={close} />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title={moveLabel(order, 'cancelled')}
        description={cancelQuestion(order)}
        confirmLabel={moveLabel(order, 'cancelled')}
        pendingLabel="Cancelling..."
        pending={move.isPending}
        destructive
        onConfirm={() => go('cancelled', close)}
      />
    </div>
  );
}
