import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderMessages, type StorefrontOrder } from '@shared/storefronts/order.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { orderTexts } from '../order-format';
import { ANALYTICS_KEY, ORDERS_KEY } from './storefront.queries';

type Change = 'fulfil' | 'cancel';

const success: Record<Change, string> = { fulfil: orderMessages.fulfilled, cancel: orderTexts.cancelled };
const failure: Record<Change, string> = { fulfil: orderTexts.fulfilFailed, cancel: orderTexts.cancelFailed };

/**
 * Marks a paid order as fulfilled, or cancels one (a paid order is refunded in full by the server). The lists, the
 * order and the figures are read again; a refusal shows the server's reason in the toast.
 */
export function useOrderChange(change: Change) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<StorefrontOrder>('POST', `${ORDERS_KEY}/${id}/${change}`),
    onSuccess: () => {
      toast.success('Success', { description: success[change] });
      void queryClient.invalidateQueries({ queryKey: [ANALYTICS_KEY] });
      return queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
    },
    onError: (error) => failureToast(error, failure[change]),
  });
}
