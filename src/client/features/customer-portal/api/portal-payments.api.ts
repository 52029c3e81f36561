import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PayInvoiceInput } from '@shared/payments/card-payments.schemas';
import type { z } from 'zod';
import type { payInvoiceResultSchema } from '@shared/payments/card-payments.schemas';
import { apiJson } from '@client/lib/api';

type PayResult = z.infer<typeof payInvoiceResultSchema>;

/** What a portal payment pays: an invoice's balance (or part of it), or a quote's deposit. */
export type PaymentSubject = { kind: 'invoice' | 'deposit'; id: number };

const payUrl = (token: string, subject: PaymentSubject) =>
  `/api/customer-portal/${encodeURIComponent(token)}/${
    subject.kind === 'invoice' ? `invoices/${subject.id}/pay` : `quotes/${subject.id}/pay-deposit`
  }`;

/**
 * Pays an invoice or a quote's deposit from the portal. One idempotency key per try: a request retried after a
 * lost answer takes nothing twice, and a refused card gets a fresh key so the customer may try another.
 */
export function usePortalPayment(token: string, subject: PaymentSubject, onPaid: (result: PayResult) => void) {
  const queryClient = useQueryClient();
  const key = useRef<string>(crypto.randomUUID());
  return useMutation({
    mutationFn: (input: PayInvoiceInput) =>
      apiJson<PayResult>('POST', payUrl(token, subject), input, { 'Idempotency-Key': key.current }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/customer-portal', token] });
      onPaid(result);
    },
    onError: (error) => {
      // An answer came (4xx): that try is over. Without one (network), the same key retries the same try.
      if (/^4\d\d:/.test(error.message)) key.current = crypto.randomUUID();
    },
  });
}
