import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  domainMessages as m,
  type Domain,
  type DomainInput,
  type DomainVerifyResult,
} from '@shared/storefronts/domain.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
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
      toast.success('Domain added', { description: `${domain.host ?? domain.domain}: complete its setup to use it.` });
      void refresh();
    },
    onError: (error) => failureToast(error, m.createFailed),
  });
}

/** The active switch; 'Failed to Update Domain' otherwise. */
export function useSetDomainActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; isActive: boolean }) =>
      apiJson<Domain>('PATCH', `${DOMAINS_KEY}/${v.id}`, { isActive: v.isActive }),
    onSuccess: () => void refresh(),
    onError: (error) => failureToast(error, m.updateFailed),
  });
}

/** Checks the domain's DNS record now and says what was found. */
export function useVerifyDomain() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<DomainVerifyResult>('POST', `${DOMAINS_KEY}/${id}/verify`),
    onSuccess: (result) => {
      if (result.found) toast.success('Domain verified', { description: result.message });
      else toast.error('Not verified yet', { description: result.message });
      void refresh();
    },
    onError: (error) => failureToast(error, m.updateFailed),
  });
}
