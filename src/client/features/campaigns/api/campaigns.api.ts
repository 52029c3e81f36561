import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignInput } from '@shared/campaigns/campaigns.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
import { CAMPAIGNS_KEY, campaignQuery } from './campaigns.queries';

/**
 * After a change: the campaign's page takes the answer at once, then everything that shows campaigns (the list,
 * the figures, the recipients) is read again.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (campaign?: Campaign) => {
    if (campaign) queryClient.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
    return queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
  };
}

/** Creates a campaign ('Campaign created successfully'); a form shows field errors itself from the thrown error. */
export function useCreateCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CampaignInput) => apiJson<Campaign>('POST', CAMPAIGNS_KEY, input),
    onSuccess: (campaign) => {
      toast.success(t('campaigns.toast.success'), { description: t('campaigns.toast.created') });
      void refresh(campaign);
    },
    onError: (error) => failureToast(error, t('campaigns.toast.createFailed')),
  });
}

export function useUpdateCampaign(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CampaignInput) => apiJson<Campaign>('PUT', `${CAMPAIGNS_KEY}/${id}`, input),
    onSuccess: (campaign) => {
      toast.success(t('campaigns.toast.success'), { description: t('campaigns.toast.updated') });
      void refresh(campaign);
    },
    onError: (error) => failureToast(error, t('campaigns.toast.updateFailed')),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `${CAMPAIGNS_KEY}/${id}`),
    onSuccess: (_, id) => {
      toast.success(t('campaigns.toast.success'), { description: t('campaigns.toast.deleted') });
      queryClient.removeQueries({ queryKey: campaignQuery(id).queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
    },
    onError: (error) => failureToast(error, t('campaigns.toast.deleteFailed')),
  });
}

/** Send now: the recipients are fixed and queued; the page then follows them as they go out. */
export function useSendCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<Campaign>('POST', `${CAMPAIGNS_KEY}/${id}/send`),
    onSuccess: (campaign) => {
      toast.success(t('campaigns.toast.success'), {
        description: t('campaigns.toast.sending', { count: campaign.recipientCount }),
      });
      void refresh(campaign);
    },
    onError: (error) => failureToast(error, t('campaigns.toast.sendFailed')),
  });
}

export function useScheduleCampaign(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (scheduledDate: string) =>
      apiJson<Campaign>('POST', `${CAMPAIGNS_KEY}/${id}/schedule`, { scheduledDate }),
    onSuccess: (campaign) => {
      toast.success(t('campaigns.toast.success'), { description: t('campaigns.toast.scheduled') });
      void refresh(campaign);
    },
    onError: (error) => failureToast(error, t('campaigns.toast.scheduleFailed')),
  });
}

export function useCancelSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<Campaign>('POST', `${CAMPAIGNS_KEY}/${id}/cancel`),
    onSuccess: (campaign) => {
      toast.success(t('campaigns.toast.success'), { description: t('campaigns.toast.scheduleCancelled') });
      void refresh(campaign);
    },
    onError: (error) => failureToast(error, t('campaigns.toast.cancelFailed')),
  });
}

/** Sends the campaign to the owner's own address, filled as for their first customer. */
export function useSendTest() {
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('POST', `${CAMPAIGNS_KEY}/${id}/test`),
    onSuccess: () => toast.success(t('campaigns.toast.success'), { description: t('campaigns.toast.testSent') }),
    onError: (error) => failureToast(error, t('campaigns.toast.testFailed')),
  });
}
