import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CouponValidation } from '@shared/merch/coupons.schemas';
import type {
  DomainConfirmResult,
  DomainOrder,
  DomainPaymentResult,
  ProcessDomainPaymentInput,
} from '@shared/storefronts/domain-checkout.schemas';
import { apiJson } from '@client/lib/api';

export const domainOrderQuery = (subdomain: string) =>
  queryOptions({
    queryKey: ['/api/domain-order', subdomain],
    queryFn: () => apiJson<DomainOrder>('GET', `/api/domain-order/${encodeURIComponent(subdomain)}`),
  });

/** The order of a pending domain; a paid or unknown one fails with 404 'Domain order not found'. */
export const useDomainOrder = (subdomain: string, enabled = true) =>
  useQuery({ ...domainOrderQuery(subdomain), enabled });

/** The coupon box's check, for the setup fee (a signed-in owner's: the coupons' own rule). */
export function useValidateDomainCoupon() {
  return useMutation({
    mutationFn: (input: { code: string; orderAmount: string }) =>
      apiJson<CouponValidation>('POST', '/api/coupons/validate', { ...input, appliesTo: 'domain' }),
  });
}

/**
 * Pay. One idempotency key per attempt with these values: a request retried after a lost answer takes nothing twice;
 * a new key after a refusal (a 4xx answer: that attempt is over, and another card may be tried).
 */
/** The domain manager's list (another feature's key, named here as the API names it): stale once a domain is paid. */
const DOMAINS_KEY = '/api/domains';

export function useProcessDomainPayment() {
  const attempt = useRef<{ values: string; key: string } | null>(null);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProcessDomainPaymentInput) => {
      const values = JSON.stringify(input);
      if (attempt.current?.values !== values) attempt.current = { values, key: crypto.randomUUID() };
      return apiJson<DomainPaymentResult>('POST', '/api/process-domain-payment', input, {
        'Idempotency-Key': attempt.current.key,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DOMAINS_KEY] }),
    onError: (error) => {
      if (/^4\d\d:/.test(error.message)) attempt.current = null;
    },
  });
}

/** Back from Stripe's page: the server asks Stripe about the session the domain names. */
export function useConfirmDomainOrder(subdomain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiJson<DomainConfirmResult>('POST', `/api/domain-order/${encodeURIComponent(subdomain)}/confirm`, {
        sessionId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DOMAINS_KEY] }),
  });
}
