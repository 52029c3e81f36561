import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PaidInvoice } from '@shared/payments/card-payments.schemas';
import { apiJson, throwIfNotOk } from '@client/lib/api';

/** How long the page waits for the provider's word on a payment still pending, asking every 2 s. */
const CONFIRM_TRIES = 15;

const invoiceUrl = (invoice: string, paymentId: string) =>
  `/api/invoices/${encodeURIComponent(invoice)}?payment_id=${encodeURIComponent(paymentId)}`;

/**
 * The success page's mark-paid, sent once on arrival: a nudge the server checks with the provider, never trusted.
 * A failure is only logged; the page reads the invoice either way.
 */
export function useMarkPaidOnce(invoice: string, paymentId: string, onDone: () => void) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !invoice || !paymentId) return;
    sent.current = true;
    const url = `/api/invoices/${encodeURIComponent(invoice)}/mark-paid?payment_id=${encodeURIComponent(paymentId)}`;
    apiJson('POST', url, { paymentMethod: 'card', transactionId: paymentId })
      .catch((error: unknown) => console.warn('mark-paid failed', error))
      .finally(onDone);
  }, [invoice, paymentId, onDone]);
}

/** The invoice as the success page may see it: 404 (null) without a payment id of that invoice. */
export function usePaidInvoice(invoice: string, paymentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/invoices', invoice, 'payment', paymentId],
    queryFn: async (): Promise<PaidInvoice | null> => {
      const res = await fetch(invoiceUrl(invoice, paymentId));
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      return (await res.json()) as PaidInvoice;
    },
    enabled: enabled && Boolean(invoice && paymentId),
    refetchInterval: (query) =>
      query.state.data?.payment.status === 'pending' && query.state.dataUpdateCount < CONFIRM_TRIES ? 2000 : false,
  });
}
