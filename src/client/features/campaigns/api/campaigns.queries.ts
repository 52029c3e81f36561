import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CAMPAIGN_PAGE_SIZE, RECIPIENT_PAGE_SIZE, type RecipientState } from '@shared/campaigns/campaign-values';
import type {
  AudienceCounts,
  Campaign,
  CampaignPreview,
  CampaignRecipient,
  CampaignSummary,
} from '@shared/campaigns/campaigns.schemas';
import { apiJson, fetchPage, throwIfNotOk } from '@client/lib/api';

// The reads of the campaigns screens, without their mutations (and their toasts): the app starts the first ones at
// once for the screen's first render (app/route-prefetch.ts, which loads this module with the screen's code).

/** Every campaign query starts with this segment, so one invalidation reaches the list, the figures and each page. */
export const CAMPAIGNS_KEY = '/api/campaigns';

/** How often a campaign still going out is read again, with its recipients. */
export const LIVE_REFRESH_MS = 3000;

/** The newest campaigns first, a page at a time; page 0 is what the screen opens with. */
export function campaignsQuery(page: number) {
  return queryOptions({
    queryKey: [CAMPAIGNS_KEY, 'list', page],
    queryFn: () => fetchPage<Campaign>(CAMPAIGNS_KEY, page, CAMPAIGN_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const campaignSummaryQuery = queryOptions<CampaignSummary>({ queryKey: [CAMPAIGNS_KEY, 'summary'] });

export const audienceCountsQuery = queryOptions<AudienceCounts>({ queryKey: [CAMPAIGNS_KEY, 'audience'] });

/** Recipients not yet handed to the mail server: while there are any, the page follows the sending. */
export const pendingOf = (c: Campaign) =>
  c.status === 'sent' ? Math.max(0, c.recipientCount - c.emailsSent - c.failedCount) : 0;

/** One campaign, or null when the server knows none of this id for the company (its page is then not found). */
export function campaignQuery(id: number) {
  return queryOptions({
    queryKey: [CAMPAIGNS_KEY, id],
    queryFn: async (): Promise<Campaign | null> => {
      const res = await fetch(`${CAMPAIGNS_KEY}/${id}`, { credentials: 'include' });
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      return (await res.json()) as Campaign;
    },
    refetchInterval: (q) => (q.state.data && pendingOf(q.state.data) > 0 ? LIVE_REFRESH_MS : false),
  });
}

export type RecipientFilters = { state: RecipientState | ''; page: number };

/** A page of the campaign's recipients, read again every few seconds while `live` (some still queued). */
export function recipientsQuery(id: number, filters: RecipientFilters, live: boolean) {
  const query = filters.state ? `?state=${filters.state}` : '';
  return queryOptions({
    queryKey: [CAMPAIGNS_KEY, id, 'recipients', filters],
    queryFn: () =>
      fetchPage<CampaignRecipient>(`${CAMPAIGNS_KEY}/${id}/recipients${query}`, filters.page, RECIPIENT_PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (live || q.state.data?.items.some((r) => r.state === 'queued') ? LIVE_REFRESH_MS : false),
  });
}

export type PreviewRequest = { subject: string; content: string; customerId?: number };

/** The e-mail as the server would fill it for one customer (the form's text, saved or not). */
export function campaignPreviewQuery(request: PreviewRequest) {
  return queryOptions({
    queryKey: [CAMPAIGNS_KEY, 'preview', request],
    queryFn: () => apiJson<CampaignPreview>('POST', `${CAMPAIGNS_KEY}/preview`, request),
    placeholderData: keepPreviousData,
  });
}
