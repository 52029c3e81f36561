import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import type { PayInvoiceInput, payInvoiceResultSchema } from '@shared/payments/card-payments.schemas';
import { apiJson } from './api';

export type CardPaymentResult = z.infer<typeof payInvoiceResultSchema>;

/**
 * A customer's card payment to `url` (an invoice from the portal, a deposit from the portal or a quote's link).
 * One idempotency key per try: a request retried after a lost answer takes nothing twice, and a refused card
 * gets a fresh key so the customer may try another. What `refresh` names is read again once paid.
 */
export function useCardPayment(url: string, refresh: readonly unknown[], onPaid: (result: CardPaymentResult) => void) {
  const queryClient = useQueryClient();
  const key = useRef<string>(crypto.randomUUID());
  return useMutation({
    mutationFn: (input: PayInvoiceInput) =>
      apiJson<CardPaymentResult>('POST', url, input, { 'Idempotency-Key': key.current }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: refresh });
      onPaid(result);
    },
    onError: (error) => {
      // An answer came (4xx): that try is over. Without one (network), the same key retries the same try.
      if (/^4\d\d:/.test(error.message)) key.current = crypto.randomUUID();
    },
  });
}
