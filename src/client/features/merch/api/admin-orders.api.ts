import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMerchOrder, AdminMerchSummary, MerchOrderStatus } from '@shared/merch/merch.schemas';
import { apiJson, fetchPage } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Every query of the administrator's orders starts with this segment: one invalidation reaches list and cards. */
export const ADMIN_ORDERS_KEY = '/api/admin/merchandise-orders';

export const ADMIN_ORDER_PAGE_SIZE = 20;

/** Every business's orders, newest first, a page at a time, of one status or all. */
export function adminOrdersQuery(page: number, status: MerchOrderStatus | '') {
  const url = status ? `${ADMIN_ORDERS_KEY}?status=${status}` : ADMIN_ORDERS_KEY;
  return queryOptions({
    queryKey: [ADMIN_ORDERS_KEY, 'list', status, page],
    queryFn: () => fetchPage<AdminMerchOrder>(url, page, ADMIN_ORDER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const adminOrderSummaryQuery = queryOptions<AdminMerchSummary>({ queryKey: [ADMIN_ORDERS_KEY, 'summary'] });

/** Where an order goes: its next status, and for shipped the carrier and tracking number. */
export type OrderMove = { status: MerchOrderStatus; carrier?: string; trackingNumber?: string };

export const orderMoveTexts = {
  done: (orderNumber: string, label: string) => t('merch.admin.orderMoved', { orderNumber, label }),
  failed: () => t('merch.admin.orderMoveFailed'),
};

/** Moves an order on (the server holds the transitions and refunds a cancelled paid order). */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: OrderMove; label: string }) =>
      apiJson<AdminMerchOrder>('PATCH', `${ADMIN_ORDERS_KEY}/${id}`, move),
    onSuccess: (order, { label }) => {
      toast.success(t('merch.toast.success'), { description: orderMoveTexts.done(order.orderNumber, label) });
      return queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_KEY] });
    },
    onError: (error) =>
      toast.error(t('merch.toast.error'), { description: serverMessage(error) ?? orderMoveTexts.failed() }),
  });
}
