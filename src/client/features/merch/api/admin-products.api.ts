import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchProduct, MerchProductInput } from '@shared/merch/merch.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

export const ADMIN_PRODUCTS_KEY = '/api/admin/merchandise-products';
/** The owners' store reads the same catalogue. */
const STORE_KEY = '/api/merchandise-products';

/** The whole catalogue, active or not (the administrator's, small by nature). */
export const adminProductsQuery = queryOptions<MerchProduct[]>({ queryKey: [ADMIN_PRODUCTS_KEY] });

export const productTexts = {
  created: () => t('merch.admin.productAdded'),
  updated: () => t('merch.admin.productUpdated'),
  createFailed: () => t('merch.admin.productAddFailed'),
  updateFailed: () => t('merch.admin.productUpdateFailed'),
};

/** Adds a product (no id) or saves one; a form shows the server's field messages itself from the thrown error. */
export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchProductInput) =>
      id === undefined
        ? apiJson<MerchProduct>('POST', ADMIN_PRODUCTS_KEY, input)
        : apiJson<MerchProduct>('PUT', `${ADMIN_PRODUCTS_KEY}/${id}`, input),
    onSuccess: () => {
      toast.success(t('merch.toast.success'), {
        description: id === undefined ? productTexts.created() : productTexts.updated(),
      });
      void queryClient.invalidateQueries({ queryKey: [STORE_KEY] });
      return queryClient.invalidateQueries({ queryKey: [ADMIN_PRODUCTS_KEY] });
    },
    onError: (error) =>
      toast.error(t('merch.toast.error'), {
        description:
          serverMessage(error) ?? (id === undefined ? productTexts.createFailed() : productTexts.updateFailed()),
      }),
  });
}
