import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useConfirmTierCheckout } from '../api/tier.api';
import { tierLabel } from '../storefront-format';
import { t } from '@client/i18n/i18n';

/**
 * Back from Stripe's page (`?tab=pricing&checkout=<session>`): the page is confirmed once from Stripe's record (the
 * webhook may not have come yet), the address keeps only its tab, and the owner is told what came of it.
 */
export function useTierCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const { mutate: confirm } = useConfirmTierCheckout();
  const confirmed = useRef<string | null>(null);
  const session = params.get('checkout');

  useEffect(() => {
    if (!session || confirmed.current === session) return;
    confirmed.current = session;
    setParams({ tab: 'pricing' }, { replace: true });
    confirm(session, {
      onSuccess: (tier) => {
        if (tier.status === 'trialing' || tier.status === 'active') {
          const name = tierLabel(tier.tierName);
          toast.success(t('storefronts.tier.toastTitle', { name }), {
            description: t('storefronts.tier.subscribed', { name }),
          });
        } else toast.info(t('storefronts.tier.stillConfirming'));
      },
      onError: (error) => failureToast(error, t('storefronts.tier.confirmFailed')),
    });
  }, [session, confirm, setParams]);
}
