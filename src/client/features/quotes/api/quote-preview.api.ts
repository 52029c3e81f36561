import { useQuery } from '@tanstack/react-query';
import type { Quote, QuotePreview } from '@shared/quotes/quotes.schemas';
import { apiJson } from '@client/lib/api';

const previewUrl = (id: string, token: string) =>
  `/api/quote-preview/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/**
 * The quote as its preview shows it. A customer's link carries the token; the owner, signed in, opens it
 * without one: their own quote gives the token, and the same preview follows.
 */
export function useQuotePreview(id: string, token: string | null) {
  return useQuery({
    queryKey: ['/api/quote-preview', id, token],
    queryFn: async () => {
      const quoteToken = token ?? (await apiJson<Quote>('GET', `/api/quotes/${encodeURIComponent(id)}`)).previewToken;
      const preview = await apiJson<QuotePreview>('GET', previewUrl(id, quoteToken));
      return { preview, token: quoteToken };
    },
  });
}

export const previewPdfUrl = (id: string, token: string) =>
  `/api/quote-preview/${encodeURIComponent(id)}/pdf?token=${encodeURIComponent(token)}`;
