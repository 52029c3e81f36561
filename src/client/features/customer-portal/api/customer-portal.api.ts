import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageOf } from '@shared/account/preference-values';
import { toast } from '@client/lib/toast';
import type { Portal, PortalInvoice, PortalQuote } from '@shared/customer-portal/customer-portal.schemas';
import type { PortalVisit } from '@shared/scheduling/visit-notices.schemas';
import { apiJson, errorMessage, fieldErrors, throwIfNotOk } from '@client/lib/api';
import { switchLanguage, t } from '@client/i18n/i18n';

const base = (token: string) => `/api/customer-portal/${encodeURIComponent(token)}`;

export const portalQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/customer-portal', token],
    /**
     * An unknown or retired link answers 404: that is "no access", not a failure to retry. The portal is in its
     * business's language: the page stays loading until that language's messages are there.
     */
    queryFn: async (): Promise<Portal | null> => {
      const res = await fetch(base(token));
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      const portal = (await res.json()) as Portal;
      await switchLanguage(languageOf(portal.language));
      return portal;
    },
  });

export function usePortal(token: string) {
  return useQuery(portalQuery(token));
}

export const invoicePdfUrl = (token: string, id: number) => `${base(token)}/invoices/${id}/pdf`;
export const quotePdfUrl = (token: string, id: number) => `${base(token)}/quotes/${id}/pdf`;

/** Opening an invoice records that the customer has seen it. */
export function usePortalInvoice(token: string, id: number | null) {
  return useQuery({
    queryKey: ['/api/customer-portal', token, 'invoices', id],
    queryFn: () => apiJson<PortalInvoice>('GET', `${base(token)}/invoices/${id}`),
    enabled: id !== null,
  });
}

const quoteKey = (token: string, id: number | null) => ['/api/customer-portal', token, 'quotes', id];

export function usePortalQuote(token: string, id: number | null) {
  return useQuery({
    queryKey: quoteKey(token, id),
    queryFn: () => apiJson<PortalQuote>('GET', `${base(token)}/quotes/${id}`),
    enabled: id !== null,
  });
}

type Answer = { kind: 'accept'; signerName: string } | { kind: 'decline'; reason: string | null };

/**
 * Accepts or declines a quote; the portal's lists and figures are read again either way. `onDone` gets the quote as
 * answered (none when the answer was refused because the quote changed meanwhile).
 */
export function useAnswerQuote(token: string, quoteId: number, onDone: (quote?: PortalQuote) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: portalQuery(token).queryKey, exact: true });
  return useMutation({
    mutationFn: (answer: Answer) =>
      apiJson<PortalQuote>(
        'POST',
        `${base(token)}/quotes/${quoteId}/${answer.kind}`,
        answer.kind === 'accept' ? { signerName: answer.signerName } : { reason: answer.reason },
      ),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKey(token, quoteId), quote);
      void refresh();
      onDone(quote);
      const values = { number: quote.quoteNumber };
      if (quote.status === 'accepted') {
        toast.success(t('customer-portal.quoteAnswer.accepted'), {
          description: t('customer-portal.quoteAnswer.acceptedText', values),
        });
      } else {
        toast.success(t('customer-portal.quoteAnswer.declined'), {
          description: t('customer-portal.quoteAnswer.declinedText', values),
        });
      }
    },
    onError: (error) => {
      // Field messages show beside their fields; a toast is for what the form cannot show.
      if (Object.keys(fieldErrors(error)).length > 0) return;
      // The quote changed meanwhile (answered, expired, gone): show it as it now is.
      if (/^40[49]:/.test(error.message)) {
        void refresh();
        onDone();
      }
      toast.error(t('customer-portal.answerFailed'), { description: errorMessage(error) });
    },
  });
}

/**
 * Confirm or Can't make it on the Next Service visit: the card shows the visit as answered. A refusal (the visit
 * moved, was answered elsewhere, is gone) reads the portal again, so the card shows it as it now is.
 */
export function useAnswerVisit(token: string, companyName: string) {
  const queryClient = useQueryClient();
  const key = portalQuery(token).queryKey;
  return useMutation({
    mutationFn: (answer: { id: number; verb: 'confirm' | 'decline' }) =>
      apiJson<PortalVisit>('POST', `${base(token)}/visits/${answer.id}/${answer.verb}`),
    onSuccess: (visit, { verb }) => {
      queryClient.setQueryData(key, (portal) =>
        portal && portal.nextService?.id === visit.id ? { ...portal, nextService: visit } : portal,
      );
      if (verb === 'confirm') {
        toast.success(t('customer-portal.visitAnswer.confirmed'), {
          description: t('customer-portal.visitAnswer.confirmedText', { name: companyName }),
        });
      } else {
        toast.success(t('customer-portal.visitAnswer.declined'), {
          description: t('customer-portal.visitAnswer.declinedText', { name: companyName }),
        });
      }
    },
    onError: (error) => {
      if (/^40[49]:/.test(error.message)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      toast.error(t('customer-portal.answerFailed'), { description: errorMessage(error) });
    },
  });
}
