import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import type { Subscription, SubscriptionCharge } from '@shared/subscriptions/subscriptions.schemas';
import { fetchPage } from '@client/lib/api';

// The reads of the owner's plan, without the mutations (and their toasts): the profile menu and the trial banner
// read the subscription on every signed-in screen, so this module stays small.

export const SUBSCRIPTION_KEY = '/api/subscription';
export const CHARGES_KEY = '/api/subscription/charges';
export const CHARGES_PAGE_SIZE = 10;

/** The owner's plan: one read, cached, shared by the profile menu, the trial banner and the subscribe page. */
export const subscriptionQuery = queryOptions<Subscription>({ queryKey: [SUBSCRIPTION_KEY] });

/** Plans with today's prices and the trial's length: the same key the landing and pricing pages read. */
export const plansQuery = queryOptions<PlansResponse>({ queryKey: ['/api/plans'] });

/** The plan's charges, newest first, a page at a time. */
export function chargesQuery(page: number) {
  return queryOptions({
    queryKey: [CHARGES_KEY, page],
    queryFn: () => fetchPage<SubscriptionCharge>(CHARGES_KEY, page, CHARGES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}
