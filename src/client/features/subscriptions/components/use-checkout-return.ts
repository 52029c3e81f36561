import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { failureToast } from '@client/lib/failure-toast';
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
        if (sub.plan && sub.status !== 'canceled') toast.success(`You are subscribed to ${planName(sub.plan)}.`);
        else toast.info('Stripe is still confirming your payment: your plan shows here in a moment.');
      },
      onError: (error) => failureToast(error, 'Could not confirm your payment'),
    });
  }, [session, confirm, setParams]);
}
