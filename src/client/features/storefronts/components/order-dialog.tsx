import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '@shared/money';
import type { StorefrontOrder } from '@shared/storefronts/order.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { formatDate } from '@client/lib/dates';
import { useOrderChange } from '../api/orders.api';
import { orderQuery } from '../api/storefront.queries';
import { canCancel, canFulfil } from '../order-format';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';
import { useT } from '@client/i18n/use-t';

/** What cancelling does, said before it is done: a paid order is refunded in full, a pending one never charged. */
function cancelQuestion(order: StorefrontOrder, t: ReturnType<typeof useT>) {
  return order.status === 'paid'
    ? t('storefronts.order.cancelPaid', {
        reference: order.reference,
        buyer: order.buyerName,
        total: formatMoney(order.total),
      })
    : t('storefronts.order.cancelUnpaid', { reference: order.reference });
}

function OrderActions({ order }: { order: StorefrontOrder }) {
  const t = useT();
  const fulfil = useOrderChange('fulfil');
  const cancel = useOrderChange('cancel');
  const [asking, setAsking] = useState(false);
  const busy = fulfil.isPending || cancel.isPending;
  if (!canFulfil(order) && !canCancel(order)) return null;
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      {canCancel(order) && (
        <Button
          variant="outline"
          className="text-red-700 dark:text-red-400"
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          {t('storefronts.order.cancelOrder')}
        </Button>
      )}
      {canFulfil(order) && (
        <Button disabled={busy} onClick={() => fulfil.mutate(order.id)}>
          {fulfil.isPending ? t('storefronts.saving') : t('storefronts.order.markFulfilled')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={order.status === 'paid' ? t('storefronts.order.cancelRefundTitle') : t('storefronts.order.cancelOrder')}
        description={cancelQuestion(order, t)}
        confirmLabel={
          order.status === 'paid' ? t('storefronts.order.cancelRefund') : t('storefronts.order.cancelOrder')
        }
        pendingLabel={t('storefronts.cancelling')}
        pending={cancel.isPending}
        destructive
        onConfirm={() => cancel.mutate(order.id, { onSettled: () => setAsking(false) })}
      />
    </div>
  );
}

function OrderBody({ listed }: { listed: StorefrontOrder }) {
  // Opens with the list's copy; a change reads it again from the server.
  const order = useQuery(orderQuery(listed)).data ?? listed;
  return (
    <>
      <p data-testid="order-status">
        <OrderStatusBadge status={order.status} />
      </p>
      <OrderDetails order={order} />
      <OrderActions order={order} />
    </>
  );
}

/** One order in a dialog (`order` null: closed): its details, and Mark as fulfilled or Cancel where they apply. */
export function OrderDialog({ order, onClose }: { order: StorefrontOrder | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="2xl" className="space-y-4">
        <DialogHeader
          title={order ? t('storefronts.order.title', { reference: order.reference }) : t('storefronts.order.order')}
          description={order ? `${order.buyerName} · ${formatDate(order.createdAt)}` : undefined}
        />
        {order && <OrderBody key={order.id} listed={order} />}
      </DialogContent>
    </Dialog>
  );
}
