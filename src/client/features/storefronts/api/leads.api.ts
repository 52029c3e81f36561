import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertLeadResult, Lead, LeadStatus } from '@shared/storefronts/storefront.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { builderTexts, leadName } from '../storefront-format';
import { LEADS_KEY } from './storefront.queries';
import { t } from '@client/i18n/i18n';

/** Moves a lead to another status (new, contacted, converted, lost); the lists are read again. */
export function useLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; status: LeadStatus }) =>
      apiJson<Lead>('PATCH', `${LEADS_KEY}/${change.id}`, { status: change.status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LEADS_KEY] }),
    onError: (error) => failureToast(error, builderTexts.leadUpdateFailed()),
  });
}

/** Makes the lead a customer (found by e-mail, or created) in one call; the answer names the customer. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<ConvertLeadResult>('POST', `${LEADS_KEY}/${id}/convert`),
    onSuccess: (result) => {
      toast.success(t('storefronts.toast.success'), { description: builderTexts.leadConverted(leadName(result.lead)) });
      void queryClient.invalidateQueries({ queryKey: ['/api/customers'] });
      return queryClient.invalidateQueries({ queryKey: [LEADS_KEY] });
    },
    onError: (error) => failureToast(error, builderTexts.leadConvertFailed()),
  });
}
