import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyBillingSettings, CompanyBillingSettingsUpdate } from '@shared/invoices/invoices.schemas';
import { apiJson, errorMessage } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { billingSettingsQuery } from './payments.queries';

export function useBillingSettings() {
  return useQuery(billingSettingsQuery);
}

/** Turns partial payments on or off; the other billing settings stay as they are (PUT takes a partial body). */
export function useUpdatePartialPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowPartialPayments: boolean) =>
      apiJson<CompanyBillingSettings>('PUT', '/api/billing-settings', {
        allowPartialPayments,
      } satisfies CompanyBillingSettingsUpdate),
    onSuccess: (settings) => {
      queryClient.setQueryData(billingSettingsQuery.queryKey, settings);
      toast.success(settings.allowPartialPayments ? 'Partial payments on' : 'Partial payments off', {
        description: settings.allowPartialPayments
          ? 'Customers may pay part of an invoice online.'
          : 'Customers pay the whole balance of an invoice online.',
      });
    },
    onError: (error) => toast.error('Failed to update partial payments', { description: errorMessage(error) }),
  });
}
