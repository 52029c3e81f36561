import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingSettingsInput } from '@shared/admin/admin.schemas';
import type { RevenueReport } from '@shared/platform-reports/platform-reports.schemas';
import type {
  EmailSettingsInput,
  EmailSettingsView,
  PlatformSettings,
  PlatformSettingsInput,
  SystemStatus,
  TestEmailInput,
} from '@shared/site-settings/site-settings.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

export type BillingSettings = {
  transactionFeeRate: string;
  basicPlanPrice: string;
  proPlanPrice: string;
  enterprisePlanPrice: string;
  freeTrialDays: number;
  stripeLiveMode: boolean;
};

export const platformSettingsQuery = queryOptions<PlatformSettings>({ queryKey: ['/api/admin/platform-settings'] });
export const billingSettingsQuery = queryOptions<BillingSettings>({ queryKey: ['/api/admin/billing-settings'] });
export const emailSettingsQuery = queryOptions<EmailSettingsView>({ queryKey: ['/api/admin/email-settings'] });
export const systemStatusQuery = queryOptions<SystemStatus>({ queryKey: ['/api/admin/system'] });

/** 'Update Failed' with what the server said: the specified toast of every Site Settings save. */
export const updateFailedToast = (error: unknown) =>
  toast.error(t('site-settings.toast.updateFailed'), {
    description: serverMessage(error) ?? t('site-settings.toast.tryAgain'),
  });

function useSave<Input, Output>(url: string, done: () => string, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiJson<Output>('PUT', url, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // The System tab shows maintenance mode, and the plans' prices show on every public page.
      void queryClient.invalidateQueries({ queryKey: systemStatusQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/plans'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/site'] });
      toast.success(t('site-settings.toast.updated'), { description: done() });
    },
    onError: updateFailedToast,
  });
}

export const useSavePlatformSettings = () =>
  useSave<PlatformSettingsInput, PlatformSettings>(
    '/api/admin/platform-settings',
    () => t('site-settings.toast.platformSaved'),
    platformSettingsQuery.queryKey,
  );

export const useSaveBillingSettings = () =>
  useSave<BillingSettingsInput, BillingSettings>(
    '/api/admin/billing-settings',
    () => t('site-settings.toast.billingSaved'),
    billingSettingsQuery.queryKey,
  );

export const useSaveEmailSettings = () =>
  useSave<EmailSettingsInput, EmailSettingsView>(
    '/api/admin/email-settings',
    () => t('site-settings.toast.emailSaved'),
    emailSettingsQuery.queryKey,
  );

/** Sends a test e-mail through the saved settings; the toast carries the SMTP server's answer when it fails. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: TestEmailInput) =>
      apiJson<{ message: string }>('POST', '/api/admin/email-settings/test', input),
    onSuccess: (answer) => toast.success(t('site-settings.toast.testSent'), { description: answer.message }),
    onError: (error) =>
      toast.error(t('site-settings.toast.testFailed'), {
        description: serverMessage(error) ?? t('site-settings.toast.tryAgain'),
      }),
  });
}

/** The Billing tab's Revenue Overview: the last 30 days of Platform Reports' revenue. */
export const revenueOverviewQuery = queryOptions<RevenueReport>({
  queryKey: ['/api/admin/reports/revenue?period=30d'],
  staleTime: 0,
});
