import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandingProduct, LandingProductInput } from '@shared/storefronts/storefront.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { builderTexts } from '../storefront-format';
import { CONFIG_KEY, PRODUCTS_KEY } from './storefront.queries';
import { t } from '@client/i18n/i18n';

/** The products' pages and the storefront (its product count) are read again after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [CONFIG_KEY] }),
    ]);
}

/**
 * Adds a product (no id) or saves one. The toast says 'Failed to save product' and the server's reason (the tier's
 * limit, a 402); a form shows the field messages itself from the thrown error.
 */
export function useSaveProduct(id: number | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: LandingProductInput) =>
      id === undefined
        ? apiJson<LandingProduct>('POST', PRODUCTS_KEY, input)
        : apiJson<LandingProduct>('PUT', `${PRODUCTS_KEY}/${id}`, input),
    onSuccess: () => {
      toast.success(t('storefronts.toast.success'), {
        description: id === undefined ? builderTexts.productCreated() : builderTexts.productUpdated(),
      });
      return refresh();
    },
    onError: (error) => failureToast(error, t('storefronts.toast.productSaveFailed')),
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `${PRODUCTS_KEY}/${id}`),
    onSuccess: () => {
      toast.success(t('storefronts.toast.success'), { description: builderTexts.productDeleted() });
      return refresh();
    },
    onError: (error) => failureToast(error, t('storefronts.toast.productDeleteFailed')),
  });
}
