import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { failureToast } from '@client/lib/failure-toast';
import { t } from '@client/i18n/i18n';
import { useConfirmPlanCheckout } from '../api/subscriptions.api';
import { planName } from '../subscription-format';

/**
 * Back from Stripe's page (`/subscribe?checkout=<session>`): the payment is confirmed once, from Stripe's record
 * (the webhook may not have come yet), the address is cleaned and the owner told what came of it.
 */
export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const { mutate: confirm } = useConfirmPlanCheckout();
  const confirmed = useRef<string | null>(null);
  const session = params.get('checkout');

  useEffect(() => {
    if (!session || confirmed.current === session) return;
    confirmed.current = session;
    setParams({}, { replace: true });
    confirm(session, {
      onSuccess: (sub) => {
        if (sub.plan && sub.status !== 'canceled')
          toast.success(t('subscriptions.checkoutReturn.subscribed', { plan: planName(sub.plan) }));
        else toast.info(t('subscriptions.checkoutReturn.confirming'));
      },
      onError: (error) => failureToast(error, t('subscriptions.checkoutReturn.failed')),
    });
  }, [session, confirm, setParams]);
}
