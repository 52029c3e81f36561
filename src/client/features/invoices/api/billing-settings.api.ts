import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { CompanyBillingSettings, CompanyBillingSettingsUpdate } from '@shared/invoices/invoices.schemas';
import { t } from '@client/i18n/i18n';
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
      if (settings.paymentRemindersEnabled) {
        toast.success(t('invoices.reminders.onToast'), { description: t('invoices.reminders.onToastText') });
      } else {
        toast.success(t('invoices.reminders.offToast'), { description: t('invoices.reminders.offToastText') });
      }
    },
    onError: (error) => toast.error(t('invoices.reminders.failed'), { description: errorMessage(error) }),
  });
}
