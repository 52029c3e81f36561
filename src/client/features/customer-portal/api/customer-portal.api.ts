import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { Portal, PortalInvoice, PortalQuote } from '@shared/customer-portal/customer-portal.schemas';
import { visitNoticeMessages as visitMessages, type PortalVisit } from '@shared/scheduling/visit-notices.schemas';
import { apiJson, errorMessage, fieldErrors, throwIfNotOk } from '@client/lib/api';

const base = (token: string) => `/api/customer-portal/${encodeURIComponent(token)}`;

export const portalQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/customer-portal', token],
    /** An unknown or retired link answers 404: that is "no access", not a failure to retry. */
    queryFn: async (): Promise<Portal | null> => {
      const res = await fetch(base(token));
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      return (await res.json()) as Portal;
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
      toast.success(quote.status === 'accepted' ? 'Quote accepted' : 'Quote declined', {
        description:
          quote.status === 'accepted'
            ? `Thank you! Quote ${quote.quoteNumber} is accepted and your service provider has been notified.`
            : `Quote ${quote.quoteNumber} is declined and your service provider has been notified.`,
      });
    },
    onError: (error) => {
      // Field messages show beside their fields; a toast is for what the form cannot show.
      if (Object.keys(fieldErrors(error)).length > 0) return;
      // The quote changed meanwhile (answered, expired, gone): show it as it now is.
      if (/^40[49]:/.test(error.message)) {
        void refresh();
        onDone();
      }
      toast.error('Your answer was not recorded', { description: errorMessage(error) });
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
        toast.success(visitMessages.confirmed, { description: `Thank you! ${companyName} has been told.` });
      } else {
        toast.success(visitMessages.declined, {
          description: `${companyName} has been told you can't make it and will be in touch to find another time.`,
        });
      }
    },
    onError: (error) => {
      if (/^40[49]:/.test(error.message)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
      toast.error(visitMessages.answerFailed, { description: errorMessage(error) });
    },
  });
}
