import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { logoMessages } from '@shared/company/company.schemas';
import type { CouponValidation } from '@shared/merch/coupons.schemas';
import type { MerchCheckout, MerchDesignLogo, MerchOrder, MerchOrderInput } from '@shared/merch/merch.schemas';
import { apiJson, errorMessage, throwIfNotOk } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { MERCH_ORDERS_KEY, merchOrderQuery } from './merch.queries';
import { t } from '@client/i18n/i18n';

/** After an order changes: the order takes the answer at once, then the figures and the history are read again. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (order?: MerchOrder) => {
    if (order) queryClient.setQueryData(merchOrderQuery(order.id).queryKey, order);
    return queryClient.invalidateQueries({ queryKey: [MERCH_ORDERS_KEY] });
  };
}

/** The toast of an order the provider has confirmed. */
export const orderPlacedToast = (order: MerchOrder) =>
  toast.success(t('merch.toast.orderPlaced'), {
    description: t('merch.toast.orderPlacedDescription', { orderNumber: order.orderNumber }),
  });

/**
 * Place Order. One idempotency key per attempt at this cart: a request retried after a lost answer places nothing
 * twice; the key changes with the cart (`cart` fingerprints it), after an order, and after a refusal (a 4xx answer:
 * that attempt is over, and another card may be tried). With Stripe the browser goes on to its Checkout page.
 */
export function usePlaceOrder() {
  const refresh = useRefreshOrders();
  const attempt = useRef<{ cart: string; key: string } | null>(null);
  return useMutation({
    mutationFn: ({ input, cart }: { input: MerchOrderInput; cart: string }) => {
      if (attempt.current?.cart !== cart) attempt.current = { cart, key: crypto.randomUUID() };
      return apiJson<MerchCheckout>('POST', MERCH_ORDERS_KEY, input, { 'Idempotency-Key': attempt.current.key });
    },
    onSuccess: (checkout) => {
      if (checkout.status === 'redirect' && checkout.redirectUrl) {
        window.location.assign(checkout.redirectUrl);
        return;
      }
      attempt.current = null;
      orderPlacedToast(checkout.order);
      void refresh(checkout.order);
    },
    onError: (error) => {
      if (/^4\d\d:/.test(error.message)) attempt.current = null;
      toast.error(t('merch.toast.orderFailed'), { description: errorMessage(error) });
    },
  });
}

/** Checks a coupon against the cart's amount; the coupon box says what came of it. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; orderAmount: string }) =>
      apiJson<CouponValidation>('POST', '/api/coupons/validate', { ...input, appliesTo: 'merchandise' }),
  });
}

/** Back from Stripe's page: the provider is asked about the order once, and the answer shown. */
export function useConfirmOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) => apiJson<MerchOrder>('POST', `${MERCH_ORDERS_KEY}/${id}/confirm`),
    onSuccess: (order) => void refresh(order),
  });
}

/** Gives up an order whose payment was not completed (its coupon is given back). */
export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) => apiJson<MerchOrder>('POST', `${MERCH_ORDERS_KEY}/${id}/cancel`),
    onSuccess: (order) => {
      toast.success(t('merch.toast.orderCancelled'), {
        description: t('merch.toast.orderCancelledDescription', { orderNumber: order.orderNumber }),
      });
      void refresh(order);
    },
    onError: (error) =>
      toast.error(t('merch.toast.error'), { description: serverMessage(error) ?? t('merch.toast.cancelFailed') }),
  });
}

/** A design's own logo, sent as the file's bytes like the company logo; answers where it is served. */
export function useUploadDesignLogo() {
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch('/api/merchandise-designs/logo', {
        method: 'PUT',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
        credentials: 'include',
      });
      await throwIfNotOk(res);
      return (await res.json()) as MerchDesignLogo;
    },
    onError: (error) =>
      toast.error(t('merch.toast.logoNotSaved'), { description: errorMessage(error, logoMessages.type) }),
  });
}
