import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyBillingSettings, CompanyBillingSettingsUpdate } from '@shared/invoices/invoices.schemas';
import { apiJson, errorMessage } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
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
      if (settings.allowPartialPayments) {
        toast.success(t('payments.partial.on'), { description: t('payments.partial.onText') });
      } else {
        toast.success(t('payments.partial.off'), { description: t('payments.partial.offText') });
      }
    },
    onError: (error) => toast.error(t('payments.partial.failed'), { description: errorMessage(error) }),
  });
}
