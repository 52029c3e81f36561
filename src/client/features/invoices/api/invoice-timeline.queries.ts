import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import type { InvoiceTimeline } from '@shared/invoices/invoice-timeline.schemas';
import { apiJson } from '@client/lib/api';
import { INVOICES_KEY } from './invoices.queries';

/**
 * What happened to the invoice, under the invoice's own key: whatever refreshes invoices after a change (a payment
 * recorded, a send, a cancellation) refreshes it too. Its last e-mail's delivery is part of the key, so the entry
 * waiting to be delivered turns delivered as the invoice's does; the last answer stays up while the next loads.
 */
export function invoiceTimelineQuery(invoice: Pick<Invoice, 'id' | 'delivery'>) {
  return queryOptions({
    queryKey: [INVOICES_KEY, invoice.id, 'timeline', invoice.delivery?.status ?? null],
    queryFn: () => apiJson<InvoiceTimeline>('GET', `${INVOICES_KEY}/${invoice.id}/timeline`),
    placeholderData: keepPreviousData,
  });
}
