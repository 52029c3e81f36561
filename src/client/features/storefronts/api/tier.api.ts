import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card } from '@shared/payments/card.schemas';
import type { TierSubscription } from '@shared/storefronts/tier.schemas';
import type { StorefrontTierName } from '@shared/storefronts/storefront-values';
import { apiJson } from '@client/lib/api';
import { CONFIG_KEY } from './storefront.queries';

export const TIER_KEY = '/api/landing-page-tier';

export const tierQuery = queryOptions<TierSubscription>({ queryKey: [TIER_KEY] });

/** Both the tier's billing and the storefront (its tier, its product limit) change with a choice or a cancellation. */
function useRefreshTier() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [TIER_KEY] });
    void queryClient.invalidateQueries({ queryKey: [CONFIG_KEY] });
  };
}

/** Chooses a tier; in test mode with a card, or none to use the card kept for the plan. */
export function useChooseTier() {
  const refresh = useRefreshTier();
  return useMutation({
    mutationFn: (input: { tierName: StorefrontTierName; paymentMethod?: Card }) =>
      apiJson<{ message: string; redirectUrl: string | null }>('POST', TIER_KEY, input),
    onSuccess: refresh,
  });
}

export function useCancelTier() {
  const refresh = useRefreshTier();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', `${TIER_KEY}/cancel`),
    onSuccess: refresh,
  });
}

/** Back from Stripe's page: the server reads Stripe's record of it and answers the tier as it is now. */
export function useConfirmTierCheckout() {
  const refresh = useRefreshTier();
  return useMutation({
    mutationFn: (sessionId: string) => apiJson<TierSubscription>('POST', `${TIER_KEY}/confirm-checkout`, { sessionId }),
    onSuccess: refresh,
  });
}
