import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageOf } from '@shared/account/preference-values';
import type { Quote, QuotePreview } from '@shared/quotes/quotes.schemas';
import type { QuotePaymentOptions } from '@shared/payments/deposit-payments.schemas';
import { apiJson } from '@client/lib/api';
import { switchLanguage } from '@client/i18n/i18n';

const previewUrl = (id: string, token: string) =>
  `/api/quote-preview/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/**
 * The quote as its preview shows it. A customer's link carries the token; the owner, signed in, opens it
 * without one: their own quote gives the token, and the same preview follows. The customer reads it in the
 * business's language (the page stays loading until its messages are there); the owner, in their own.
 */
export function useQuotePreview(id: string, token: string | null) {
  return useQuery({
    queryKey: ['/api/quote-preview', id, token],
    queryFn: async () => {
      const quoteToken = token ?? (await apiJson<Quote>('GET', `/api/quotes/${encodeURIComponent(id)}`)).previewToken;
      const preview = await apiJson<QuotePreview>('GET', previewUrl(id, quoteToken));
      if (token !== null) await switchLanguage(languageOf(preview.language));
      return { preview, token: quoteToken };
    },
  });
}

export const previewPdfUrl = (id: string, token: string) =>
  `/api/quote-preview/${encodeURIComponent(id)}/pdf?token=${encodeURIComponent(token)}`;

type PreviewAnswer = { kind: 'accept'; signerName: string } | { kind: 'decline'; reason: string | null };

/**
 * The customer answers the quote from its e-mailed link (the preview token is the proof). Either way the
 * preview is read again, so the page shows the quote as it now stands.
 */
export function useAnswerPreviewQuote(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: PreviewAnswer) =>
      apiJson<{ status: string; quoteNumber: string }>(
        'POST',
        `/api/quote-preview/${encodeURIComponent(id)}/${answer.kind}?token=${encodeURIComponent(token)}`,
        answer.kind === 'accept' ? { signerName: answer.signerName } : { reason: answer.reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/quote-preview', id] }),
  });
}

/** Whether the deposit of a quote opened from its e-mailed link can be paid there, how, and how much is left. */
export function useQuotePaymentOptions(id: string, token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/quote-preview', id, token, 'payment-options'],
    queryFn: () =>
      apiJson<QuotePaymentOptions>(
        'GET',
        `/api/quote-preview/${encodeURIComponent(id)}/payment-options?token=${encodeURIComponent(token)}`,
      ),
    enabled,
  });
}
