import { queryOptions } from '@tanstack/react-query';
import type { InvoiceAging } from '@shared/invoices/invoice-aging.schemas';
import { teamFresh } from '@client/lib/team-freshness';
import { INVOICES_KEY } from './invoices.queries';

/** The receivables by days past due: under the invoices' key, so whatever changes an invoice refreshes it. */
export const invoiceAgingQuery = queryOptions<InvoiceAging>({ queryKey: [INVOICES_KEY, 'aging'], ...teamFresh });

/** The server's CSV of the outstanding invoices behind the aging, streamed as the browser downloads it. */
export const INVOICE_AGING_CSV_HREF = `${INVOICES_KEY}/aging.csv`;
