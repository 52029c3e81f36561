import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { CompanyBillingSettings, CompanyBillingSettingsUpdate } from '@shared/invoices/invoices.schemas';
import { apiJson, errorMessage } from '@client/lib/api';

import { billingSettingsQuery } from './invoices.queries';

const BILLING_SETTINGS_KEY = billingSettingsQuery.queryKey;

export function useBillingSettings() {
  return useQuery(billingSettingsQuery);
}

export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyBillingSettingsUpdate) =>
      apiJson<CompanyBillingSettings>('PUT', '/api/billing-settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(BILLING_SETTINGS_KEY, settings);
      toast.success(settings.paymentRemindersEnabled ? 'Payment reminders on' : 'Payment reminders off', {
        description: settings.paymentRemindersEnabled
          ? 'Customers are reminded 3, 7 and 14 days after an unpaid invoice is due.'
          : 'Customers will not be reminded of overdue invoices.',
      });
    },
    onError: (error) => toast.error('Failed to update payment reminders', { description: errorMessage(error) }),
  });
}
