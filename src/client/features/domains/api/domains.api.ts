import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Domain, DomainInput, DomainVerifyResult } from '@shared/storefronts/domain.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
import { DOMAINS_KEY } from './domains.queries';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [DOMAINS_KEY] });
}

/** Creates a domain; 'Failed to Create Domain' otherwise (the form also shows the server's field messages). */
export function useCreateDomain() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DomainInput) => apiJson<Domain>('POST', DOMAINS_KEY, input),
    onSuccess: (domain) => {
      toast.success(t('domains.toast.added'), {
        description: t('domains.toast.addedText', { name: domain.host ?? domain.domain }),
      });
      void refresh();
    },
    onError: (error) => failureToast(error, t('domains.toast.createFailed')),
  });
}

/** The active switch; 'Failed to Update Domain' otherwise. */
export function useSetDomainActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; isActive: boolean }) =>
      apiJson<Domain>('PATCH', `${DOMAINS_KEY}/${v.id}`, { isActive: v.isActive }),
    onSuccess: () => void refresh(),
    onError: (error) => failureToast(error, t('domains.toast.updateFailed')),
  });
}

/** Checks the domain's DNS record now and says what was found. */
export function useVerifyDomain() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<DomainVerifyResult>('POST', `${DOMAINS_KEY}/${id}/verify`),
    onSuccess: (result) => {
      if (result.found) toast.success(t('domains.toast.verified'), { description: result.message });
      else toast.error(t('domains.toast.notVerified'), { description: result.message });
      void refresh();
    },
    onError: (error) => failureToast(error, t('domains.toast.updateFailed')),
  });
}
