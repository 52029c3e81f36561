import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
import type { QuoteStatus } from '@shared/quotes/quote-values';
import type { Quote, QuoteConversion, QuoteInput } from '@shared/quotes/quotes.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { QUOTES_KEY, quoteSummaryQuery, quotesQuery, type QuoteFilters } from './quotes.queries';

export function useQuotes(filters: QuoteFilters) {
  return useQuery(quotesQuery(filters));
}

export function useQuoteSummary() {
  return useQuery(quoteSummaryQuery);
}

/** The server's CSV of every quote with the list's filter, streamed as the browser downloads it. */
export const quotesExportHref = (status: QuoteStatus | '') =>
  `${QUOTES_KEY}/export.csv${status ? `?status=${encodeURIComponent(status)}` : ''}`;

/** After a change: everything that shows quotes (and invoices, which a conversion adds to). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [first] }) =>
        typeof first === 'string' && /^\/api\/(quotes|invoices|customers|dashboard)/.test(first),
    });
}

export function useSaveQuote(id?: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: QuoteInput) =>
      apiJson<Quote>(id ? 'PUT' : 'POST', id ? `${QUOTES_KEY}/${id}` : QUOTES_KEY, input),
    onSuccess: () => {
      void refresh();
      toast.success(t('quotes.toast.success'), {
        description: id ? t('quotes.toast.updated') : t('quotes.toast.created'),
      });
    },
    onError: (error) => failureToast(error, id ? t('quotes.toast.updateFailed') : t('quotes.toast.createFailed')),
  });
}

export type QuoteAction =
  { kind: 'send'; quote: Quote } | { kind: 'status'; quote: Quote; status: 'accepted' | 'declined' };

/** Send (or resend) by e-mail, or record the customer's answer. */
export function useUpdateQuoteStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: QuoteAction) =>
      action.kind === 'send'
        ? apiJson<Quote>('POST', `${QUOTES_KEY}/${action.quote.id}/send`)
        : apiJson<Quote>('PUT', `${QUOTES_KEY}/${action.quote.id}`, {
            status: action.status,
            ...(action.status === 'accepted' ? { acceptedDate: new Date().toISOString() } : {}),
          }),
    onSuccess: () => {
      void refresh();
      toast.success(t('quotes.toast.success'), { description: t('quotes.toast.updated') });
    },
    onError: (error) => failureToast(error, t('quotes.toast.updateFailed')),
  });
}

export function useConvertQuote(onConverted: (conversion: QuoteConversion, quote: Quote) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (quote: Quote) => apiJson<QuoteConversion>('POST', `${QUOTES_KEY}/${quote.id}/convert`),
    onSuccess: (conversion, quote) => {
      void refresh();
      onConverted(conversion, quote);
    },
    onError: (error) => failureToast(error, t('quotes.toast.convertFailed')),
  });
}

export function useDeleteQuote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (quote: Quote) => apiJson<void>('DELETE', `${QUOTES_KEY}/${quote.id}`),
    onSuccess: () => {
      void refresh();
      toast.success(t('quotes.toast.success'), { description: t('quotes.toast.deleted') });
    },
    onError: (error) => failureToast(error, t('quotes.toast.deleteFailed')),
  });
}
