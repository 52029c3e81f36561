import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponInput, CouponSummary } from '@shared/merch/coupons.schemas';
import { apiJson, fetchPage } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Every coupon query starts with this segment: one invalidation reaches the list and the cards. */
export const COUPONS_KEY = '/api/coupons';

export const COUPON_PAGE_SIZE = 20;

/** The newest coupons first, a page at a time. */
export function couponsQuery(page: number) {
  return queryOptions({
    queryKey: [COUPONS_KEY, 'list', page],
    queryFn: () => fetchPage<Coupon>(COUPONS_KEY, page, COUPON_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const couponSummaryQuery = queryOptions<CouponSummary>({ queryKey: [COUPONS_KEY, 'summary'] });

/** The manager's 'Error' toast: what the server said, else the specified text. */
export const couponFailureToast = (error: unknown, fallback: string) =>
  toast.error(t('merch.toast.error'), { description: serverMessage(error) ?? fallback });

/** `done` and `failed` give the toasts' texts when they are shown (in the language then active). */
function useCouponMutation<T>(request: (value: T) => Promise<unknown>, done: () => string, failed: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(t('merch.toast.success'), { description: done() });
      return queryClient.invalidateQueries({ queryKey: [COUPONS_KEY] });
    },
    onError: (error) => couponFailureToast(error, failed()),
  });
}

export const useCreateCoupon = () =>
  useCouponMutation(
    (input: CouponInput) => apiJson<Coupon>('POST', COUPONS_KEY, input),
    () => t('merch.coupons.created'),
    () => t('merch.coupons.createFailed'),
  );

export const useUpdateCoupon = (id: number) =>
  useCouponMutation(
    (input: CouponInput) => apiJson<Coupon>('PUT', `${COUPONS_KEY}/${id}`, input),
    () => t('merch.coupons.updated'),
    () => t('merch.coupons.updateFailed'),
  );

/** The row's switch: `{ isActive }` alone. */
export const useSetCouponActive = () =>
  useCouponMutation(
    ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiJson<Coupon>('PATCH', `${COUPONS_KEY}/${id}`, { isActive }),
    () => t('merch.coupons.updated'),
    () => t('merch.coupons.updateFailed'),
  );

/** A coupon already redeemed is refused (409): the toast gives the server's reason. */
export const useDeleteCoupon = () =>
  useCouponMutation(
    (id: number) => apiJson<void>('DELETE', `${COUPONS_KEY}/${id}`),
    () => t('merch.coupons.deleted'),
    () => t('merch.coupons.deleteFailed'),
  );
