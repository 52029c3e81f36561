import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteStatus, QuoteSummary } from '@shared/quotes/quotes.schemas';
import { fetchPage } from '@client/lib/api';
import { teamFresh } from '@client/lib/team-freshness';

// The reads of the quotes screen, without its mutations (and their toasts): the app starts them at once for the
// screen's first render (app/route-prefetch.ts), from the entry script.

export const QUOTES_PAGE_SIZE = 20;

/** Every quote query starts with this segment, so one invalidation reaches the list, the summary and each quote. */
export const QUOTES_KEY = '/api/quotes';

export type QuoteFilters = { page: number; status: QuoteStatus | '' };

/** What the screen opens with: the first page, every status. */
export const firstQuotesPage: QuoteFilters = { page: 0, status: '' };

export function quotesQuery(filters: QuoteFilters) {
  const query = filters.status ? `?status=${filters.status}` : '';
  return queryOptions({
    queryKey: [QUOTES_KEY, 'list', filters],
    queryFn: () => fetchPage<Quote>(`${QUOTES_KEY}${query}`, filters.page, QUOTES_PAGE_SIZE),
    placeholderData: keepPreviousData,
    ...teamFresh,
    // E-mails are delivered by a background job: while one is on its way, look again until it has an outcome.
    refetchInterval: (q) => (q.state.data?.items.some((quote) => quote.delivery?.status === 'queued') ? 4000 : false),
  });
}

export const quoteSummaryQuery = queryOptions<QuoteSummary>({ queryKey: [QUOTES_KEY, 'summary'], ...teamFresh });
