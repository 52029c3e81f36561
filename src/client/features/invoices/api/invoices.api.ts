import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { Invoice, InvoiceInput } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import type { Payment, RecordPaymentInput } from '@shared/payments/payments.schemas';
import type { RefundPaymentInput, RefundResult } from '@shared/payments/refunds.schemas';
import { t } from '@client/i18n/i18n';
import { apiJson, errorMessage } from '@client/lib/api';
import { INVOICES_KEY, invoicesQuery, invoiceSummaryQuery, type InvoiceFilters } from './invoices.queries';

/** The server's CSV of every invoice with the list's filters, streamed as the browser downloads it. */
export function invoicesExportHref(filters: Omit<InvoiceFilters, 'page'>) {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  const query = params.toString();
  return `${INVOICES_KEY}/export.csv${query ? `?${query}` : ''}`;
}

export function useInvoices(filters: InvoiceFilters) {
  return useQuery(invoicesQuery(filters));
}

export function useInvoiceSummary() {
  return useQuery(invoiceSummaryQuery);
}

export function useInvoice(id: number | null) {
  return useQuery<Invoice>({
    queryKey: [INVOICES_KEY, id],
    enabled: id !== null,
    // The e-mail is delivered by a background job: while it is on its way, look again until it has an outcome.
    refetchInterval: (query) => (query.state.data?.delivery?.status === 'queued' ? 4000 : false),
  });
}

/** After a change: the invoice itself now, then everything that sums invoices (lists, cards, customers' totals). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (invoice?: Invoice) => {
    if (invoice) queryClient.setQueryData([INVOICES_KEY, invoice.id], invoice);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [first] }) =>
        typeof first === 'string' && /^\/api\/(invoices|customers|dashboard)/.test(first),
    });
  };
}

export function useSaveInvoice(id?: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      apiJson<Invoice>(id ? 'PUT' : 'POST', id ? `${INVOICES_KEY}/${id}` : INVOICES_KEY, input),
    onSuccess: (invoice) => {
      refresh(invoice);
      if (id) {
        toast.success(t('invoices.toast.updated'), {
          description: t('invoices.toast.updatedText', { number: invoice.invoiceNumber }),
        });
      } else toast.success(t('invoices.toast.created'), { description: t('invoices.toast.createdText') });
    },
    onError: (error) =>
      toast.error(id ? t('invoices.toast.updateFailed') : t('invoices.toast.createFailed'), {
        description: errorMessage(error),
      }),
  });
}

export function useSendInvoice() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiJson<Invoice>('POST', `${INVOICES_KEY}/${id}/send`),
    onSuccess: (invoice) => {
      refresh(invoice);
      toast.success(t('invoices.toast.sent'), { description: t('invoices.toast.sentText') });
    },
    onError: (error) => toast.error(t('invoices.toast.sendFailed'), { description: errorMessage(error) }),
  });
}

/**
 * Money received for the invoice. `key` names one attempt (the form's): sent again after a lost answer, the
 * server answers the payment it made instead of making a second.
 */
export function useRecordPayment(id: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ input, key }: { input: RecordPaymentInput; key: string }) =>
      apiJson<{ payment: Payment; invoice: Invoice }>('POST', `${INVOICES_KEY}/${id}/payments`, input, {
        'Idempotency-Key': key,
      }),
    onSuccess: ({ invoice }) => {
      refresh(invoice);
      toast.success(t('invoices.toast.paymentRecorded'), {
        description:
          invoice.status === 'paid'
            ? t('invoices.toast.paidInFull', { number: invoice.invoiceNumber })
            : t('invoices.toast.leftToPay', {
                amount: formatMoney(invoice.balanceDue),
                number: invoice.invoiceNumber,
              }),
      });
    },
    onError: (error) => toast.error(t('invoices.toast.paymentFailed'), { description: errorMessage(error) }),
  });
}

/**
 * Gives back (part of) a payment of the invoice. `key` names one attempt (an opening of the refund dialog): sent
 * again after a lost answer, the server answers the refund it made instead of refunding twice. The invoice, its
 * payments and its timeline are read again (they sit under the invoice's key).
 */
export function useRefundPayment(invoiceId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ paymentId, input, key }: { paymentId: number; input: RefundPaymentInput; key: string }) =>
      apiJson<RefundResult>('POST', `${INVOICES_KEY}/${invoiceId}/payments/${paymentId}/refunds`, input, {
        'Idempotency-Key': key,
      }),
    onSuccess: ({ invoice, refund }) => {
      refresh(invoice);
      toast.success(t('invoices.toast.refunded'), {
        description: t('invoices.toast.refundedText', {
          amount: formatMoney(refund.amount),
          number: invoice.invoiceNumber,
        }),
      });
    },
  });
}

export function useCancelInvoice(id: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => apiJson<Invoice>('POST', `${INVOICES_KEY}/${id}/cancel`),
    onSuccess: (invoice) => {
      refresh(invoice);
      toast.success(t('invoices.toast.cancelled'), {
        description: t('invoices.toast.cancelledText', { number: invoice.invoiceNumber }),
      });
    },
    onError: (error) => toast.error(t('invoices.toast.cancelFailed'), { description: errorMessage(error) }),
  });
}
