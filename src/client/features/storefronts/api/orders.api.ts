import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorefrontOrder } from '@shared/storefronts/order.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { ANALYTICS_KEY, ORDERS_KEY } from './storefront.queries';
import { t } from '@client/i18n/i18n';

type Change = 'fulfil' | 'cancel';

// The toasts' texts, in the language active when they are shown.
const success: Record<Change, () => string> = {
  fulfil: () => t('storefronts.toast.orderFulfilled'),
  cancel: () => t('storefronts.toast.orderCancelled'),
};
const failure: Record<Change, () => string> = {
  fulfil: () => t('storefronts.toast.fulfilFailed'),
  cancel: () => t('storefronts.toast.cancelFailed'),
};

/**
 * Marks a paid order as fulfilled, or cancels one (a paid order is refunded in full by the server). The lists, the
 * order and the figures are read again; a refusal shows the server's reason in the toast.
 */
export function useOrderChange(change: Change) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<StorefrontOrder>('POST', `${ORDERS_KEY}/${id}/${change}`),
    onSuccess: () => {
      toast.success(t('storefronts.toast.success'), { description: success[change]() });
      void queryClient.invalidateQueries({ queryKey: [ANALYTICS_KEY] });
      return queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
    },
    onError: (error) => failureToast(error, failure[change]()),
  });
}
