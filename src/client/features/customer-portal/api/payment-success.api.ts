import { useQuery } from '@tanstack/react-query';
import { languageOf } from '@shared/account/preference-values';
import { useEffect, useRef } from 'react';
import type { PaidInvoice } from '@shared/payments/card-payments.schemas';
import type { PaidDeposit } from '@shared/payments/deposit-payments.schemas';
import { switchLanguage } from '@client/i18n/i18n';
import { apiJson, throwIfNotOk } from '@client/lib/api';

/** How long the page waits for the provider's word on a payment still pending, asking every 2 s. */
const CONFIRM_TRIES = 15;

const proof = (paymentId: string) => `payment_id=${encodeURIComponent(paymentId)}`;

/**
 * The success page's nudge, sent once on arrival (`url` null: nothing to nudge): the server checks with the
 * provider, never trusting it. A failure is only logged; the page reads the payment either way.
 */
function useNudgeOnce(url: string | null, body: object | undefined, onDone: () => void) {
  const sent = useRef(false);
  const payload = JSON.stringify(body);
  useEffect(() => {
    if (sent.current || !url) return;
    sent.current = true;
    apiJson('POST', url, payload === undefined ? undefined : JSON.parse(payload))
      .catch((error: unknown) => console.warn('The payment nudge failed', error))
      .finally(onDone);
  }, [url, payload, onDone]);
}

/** What the success page reads: 404 (null) without a payment id of it; asked again while still pending. */
function usePaymentView<T extends { payment: { status: string }; language: string }>(
  key: unknown[],
  url: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<T | null> => {
      const res = await fetch(url);
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      const view = (await res.json()) as T;
      // In the business's language, as the portal the customer paid from: loading until its messages are there.
      await switchLanguage(languageOf(view.language));
      return view;
    },
    enabled,
    refetchInterval: (query) =>
      query.state.data?.payment.status === 'pending' && query.state.dataUpdateCount < CONFIRM_TRIES ? 2000 : false,
  });
}

/** The invoice's mark-paid, sent once with the payment id. */
export function useMarkPaidOnce(invoice: string, paymentId: string, onDone: () => void) {
  const url =
    invoice && paymentId ? `/api/invoices/${encodeURIComponent(invoice)}/mark-paid?${proof(paymentId)}` : null;
  useNudgeOnce(url, { paymentMethod: 'card', transactionId: paymentId }, onDone);
}

/** The invoice as the success page may see it. */
export function usePaidInvoice(invoice: string, paymentId: string, enabled: boolean) {
  return usePaymentView<PaidInvoice>(
    ['/api/invoices', invoice, 'payment', paymentId],
    `/api/invoices/${encodeURIComponent(invoice)}?${proof(paymentId)}`,
    enabled && Boolean(invoice && paymentId),
  );
}

/** The deposit's confirmation nudge, sent once with the payment id. */
export function useConfirmDepositOnce(quote: string, paymentId: string, onDone: () => void) {
  const url =
    quote && paymentId ? `/api/quotes/${encodeURIComponent(quote)}/deposit/confirm?${proof(paymentId)}` : null;
  useNudgeOnce(url, undefined, onDone);
}

/** A quote's deposit as the success page may see it. */
export function usePaidDeposit(quote: string, paymentId: string, enabled: boolean) {
  return usePaymentView<PaidDeposit>(
    ['/api/quotes', quote, 'deposit', paymentId],
    `/api/quotes/${encodeURIComponent(quote)}/deposit?${proof(paymentId)}`,
    enabled && Boolean(quote && paymentId),
  );
}
