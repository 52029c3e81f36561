import { useState } from 'react';
import { MERCH_ORDER_TRANSITIONS, type AdminMerchOrder, type MerchOrderStatus } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useMoveOrder } from '../../api/admin-orders.api';
import { orderStatusLabels } from '../../merch-format';
import { ShipOrderDialog } from './ship-order-dialog';
import { useT } from '@client/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** What moving an order to each status is called; a pending order was never charged: it is only cancelled. */
function moveLabel(order: AdminMerchOrder, to: MerchOrderStatus, t: Translate) {
  if (to === 'in_production') return t('merch.admin.move.startProduction');
  if (to === 'shipped') return t('merch.admin.move.markShipped');
  if (to === 'delivered') return t('merch.admin.move.markDelivered');
  return order.status === 'pending' ? t('merch.admin.move.cancelOrder') : t('merch.admin.move.cancelRefund');
}

function cancelQuestion(order: AdminMerchOrder, t: Translate) {
  const values = { orderNumber: order.orderNumber, business: order.companyName };
  return order.status === 'pending'
    ? t('merch.admin.cancelUnpaid', values)
    : t('merch.admin.cancelPaid', { ...values, total: formatMoney(order.total) });
}

/** The moves `MERCH_ORDER_TRANSITIONS` allows from the order's status; shipping asks for tracking, cancelling confirms. */
export function OrderActions({ order }: { order: AdminMerchOrder }) {
  const t = useT();
  const move = useMoveOrder();
  const [asking, setAsking] = useState<'ship' | 'cancel' | null>(null);
  const close = () => setAsking(null);
  const go = (to: MerchOrderStatus, onSettled?: () => void) =>
    move.mutate({ id: order.id, move: { status: to }, label: orderStatusLabels(t)[to] }, { onSettled });
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
          aria-label={`${moveLabel(order, to, t)} (${order.orderNumber})`}
          onClick={() => (to === 'shipped' ? setAsking('ship') : to === 'cancelled' ? setAsking('cancel') : go(to))}
        >
          {moveLabel(order, to, t)}
        </Button>
      ))}
      <ShipOrderDialog order={asking === 'ship' ? order : null} onClose={close} />
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title={moveLabel(order, 'cancelled', t)}
        description={cancelQuestion(order, t)}
        confirmLabel={moveLabel(order, 'cancelled', t)}
        pendingLabel={t('merch.cancelling')}
        pending={move.isPending}
        destructive
        onConfirm={() => go('cancelled', close)}
      />
    </div>
  );
}
