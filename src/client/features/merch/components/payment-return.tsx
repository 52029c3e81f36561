import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MerchOrder } from '@shared/merch/merch.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useCancelOrder, useConfirmOrder } from '../api/merch.api';
import { merchOrderQuery } from '../api/merch.queries';
import { useT } from '@client/i18n/use-t';

const orderIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('order'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The order the page's address names: `?order=<id>` shows that order (a notification links there); back from
 * Stripe (`&session_id=`) the order is confirmed once, then shown under a clean address; `&cancelled=1` says the
 * payment was not completed.
 */
export function useOrderAddress(onPaid: (order: MerchOrder) => void) {
  const [params, setParams] = useSearchParams();
  const { mutate: confirm } = useConfirmOrder();
  const confirmed = useRef<string | null>(null);
  const id = orderIdOf(params);
  const session = params.get('session_id');
  const cancelled = params.get('cancelled') !== null;

  useEffect(() => {
    if (id === null || !session || confirmed.current === session) return;
    confirmed.current = session;
    confirm(id, { onSuccess: (order) => order.paidAt && order.status !== 'cancelled' && onPaid(order) });
    setParams({ order: String(id) }, { replace: true });
  }, [id, session, confirm, onPaid, setParams]);

  return {
    orderId: id !== null && !cancelled ? id : null,
    unfinished: id !== null && cancelled ? id : null,
    /** Shows an order (its address can be shared and reloaded), or none. */
    showOrder: (orderId: number | null) => setParams(orderId === null ? {} : { order: String(orderId) }),
    dismiss: () => setParams({}, { replace: true }),
  };
}

/** Back from Stripe without paying: nothing was charged; the order can be given up (the cart is still here). */
export function UnfinishedPayment(props: { orderId: number; onDone: () => void }) {
  const t = useT();
  const order = useQuery(merchOrderQuery(props.orderId));
  const cancel = useCancelOrder();
  const number = order.data?.orderNumber;
  const pending = !order.data || order.data.status === 'pending';
  return (
    <Card
      role="status"
      className="flex flex-col gap-3 border-amber-300 p-4 sm:flex-row sm:items-center dark:border-amber-800"
    >
      <CircleAlert className="size-6 shrink-0 text-amber-600" aria-hidden />
      <div className="flex-1 text-sm">
        <p className="font-semibold">{t('merch.payment.notCompleted')}</p>
        <p className="text-muted">
          {number
            ? pending
              ? t('merch.payment.orderNotPaidPending', { orderNumber: number })
              : t('merch.payment.orderNotPaid', { orderNumber: number })
            : pending
              ? t('merch.payment.notPaidPending')
              : t('merch.payment.notPaid')}
        </p>
      </div>
      <div className="flex gap-2">
        {pending && (
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(props.orderId, { onSuccess: props.onDone })}
          >
            {cancel.isPending ? t('merch.cancelling') : t('merch.admin.move.cancelOrder')}
          </Button>
        )}
        <Button variant="ghost" onClick={props.onDone}>
          {t('merch.payment.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
