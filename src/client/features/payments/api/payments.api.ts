import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { connectAccountResultSchema, ConnectAccountInput } from '@shared/payments/connected-accounts.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
import {
  CONNECTED_ACCOUNTS_KEY,
  connectedAccountsQuery,
  paymentModeQuery,
  platformTransactionsQuery,
} from './payments.queries';

export function usePaymentMode() {
  return useQuery(paymentModeQuery);
}

export function useConnectedAccounts() {
  return useQuery(connectedAccountsQuery);
}

export function usePlatformTransactions() {
  return useQuery(platformTransactionsQuery);
}

/** 'Setup Failed', with why the server refused (a Square account, one already verified) when it said. */
const setupFailed = (error: unknown) =>
  toast.error(t('payments.connect.setupFailed'), {
    description: serverMessage(error) ?? t('payments.connect.setupFailedFallback'),
  });

/** Stripe's onboarding is on Stripe's site: the whole page goes there, and Stripe sends the owner back here. */
const goToStripe = (url: string) => window.location.assign(url);

/**
 * Connects the business's Stripe account. In test mode it is verified at once; with Stripe the browser goes on to
 * Stripe's onboarding (the account shows as pending meanwhile).
 */
export function useConnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectAccountInput) =>
      apiJson<z.infer<typeof connectAccountResultSchema>>('POST', CONNECTED_ACCOUNTS_KEY, input),
    onSuccess: ({ account, onboardingUrl }) => {
      queryClient.setQueryData(connectedAccountsQuery.queryKey, (accounts = []) => [
        ...accounts.filter((a) => a.id !== account.id),
        account,
      ]);
      if (onboardingUrl) goToStripe(onboardingUrl);
      else toast.success(t('payments.connect.done'), { description: t('payments.connect.doneText') });
    },
    onError: (error) => {
      setupFailed(error);
      // 409: a verified account exists that this screen did not know of (connected from another tab): show it.
      if (error.message.startsWith('409:')) {
        void queryClient.invalidateQueries({ queryKey: connectedAccountsQuery.queryKey });
      }
    },
  });
}

/** "Finish setup": a fresh link into Stripe's onboarding for an account Stripe has not verified yet. */
export function useFinishSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ url: string | null }>('POST', `${CONNECTED_ACCOUNTS_KEY}/${id}/onboarding-link`),
    onSuccess: ({ url }) => {
      if (url) goToStripe(url);
      // No link: nothing is left to finish at the provider (test mode), so the account's status is stale.
      else void queryClient.invalidateQueries({ queryKey: connectedAccountsQuery.queryKey });
    },
    onError: setupFailed,
  });
}
