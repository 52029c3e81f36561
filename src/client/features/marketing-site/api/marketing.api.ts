import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ContactMessageInput,
  LandingPageTier,
  NewsletterInput,
  PlansResponse,
} from '@shared/marketing-site/marketing.schemas';
import { apiJson } from '@client/lib/api';

/** Plans with today's prices: the landing page, /pricing and the subscribe page all read this one source. */
export const plansQuery = queryOptions<PlansResponse>({ queryKey: ['/api/plans'] });
export const landingPageTiersQuery = queryOptions<LandingPageTier[]>({ queryKey: ['/api/landing-page-tiers'] });

export function usePlans() {
  return useQuery(plansQuery);
}

export function useLandingPageTiers() {
  return useQuery(landingPageTiersQuery);
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => apiJson<{ message: string }>('POST', '/api/contact-messages', input),
  });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (input: NewsletterInput) =>
      apiJson<{ message: string }>('POST', '/api/newsletter-subscriptions', input),
  });
}
