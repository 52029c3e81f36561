import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponValidation } from '@shared/merch/coupons.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import type { CardInput } from '@shared/payments/card.schemas';
import type { SubscribeInput, SubscribeResult, Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { apiJson } from '@client/lib/api';
import { CHARGES_KEY, chargesQuery, plansQuery, SUBSCRIPTION_KEY, subscriptionQuery } from './subscriptions.queries';

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQuery, enabled });
}

export function usePlans() {
  return useQuery(plansQuery);
}

export function useCharges(page: number) {
  return useQuery(chargesQuery(page));
}

/** After a change the plan's answer is the new state; its charges are read again. */
function useStore() {
  const queryClient = useQueryClient();
  return (subscription?: Subscription) => {
    if (subscription) queryClient.setQueryData(subscriptionQuery.queryKey, subscription);
    else void queryClient.invalidateQueries({ queryKey: [SUBSCRIPTION_KEY] });
    void queryClient.invalidateQueries({ queryKey: [CHARGES_KEY] });
  };
}

/** POST /api/get-or-create-subscription: the specification's payload; the server prices it again. */
export function useSubscribe() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: SubscribeInput) => apiJson<SubscribeResult>('POST', '/api/get-or-create-subscription', input),
    onSuccess: () => store(),
  });
}

export function useChangePlan() {
  const store = useStore();
  return useMutation({
    mutationFn: (planType: PlanId) =>
      apiJson<{ message: string; subscription: Subscription }>('POST', '/api/subscription/plan', { planType }),
    onSuccess: (result) => store(result.subscription),
  });
}

export function useCancelPlan() {
  const store = useStore();
  return useMutation({
    mutationFn: () => apiJson<Subscription>('POST', '/api/subscription/cancel'),
    onSuccess: store,
  });
}

export function useResumePlan() {
  const store = useStore();
  return useMutation({
    mutationFn: () => apiJson<Subscription>('POST', '/api/subscription/resume'),
    onSuccess: store,
  });
}

export function useUpdateCard() {
  const store = useStore();
  return useMutation({
    mutationFn: (paymentMethod: CardInput) => apiJson<Subscription>('PUT', '/api/subscription/card', { paymentMethod }),
    onSuccess: store,
  });
}

/** Back from Stripe's page: the server reads Stripe's record of it and answers the plan as it is now. */
export function useConfirmPlanCheckout() {
  const store = useStore();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiJson<Subscription>('POST', '/api/subscription/confirm-checkout', { sessionId }),
    onSuccess: store,
  });
}

/** Stripe's page for the card of the plan (with Stripe the card is never typed here). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiJson<{ url: string }>('POST', '/api/subscription/billing-portal'),
  });
}

/** Checks a coupon against a plan's monthly price; the coupon box says what came of it. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; orderAmount: string }) =>
      apiJson<CouponValidation>('POST', '/api/coupons/validate', { ...input, appliesTo: 'subscription' }),
  });
}
