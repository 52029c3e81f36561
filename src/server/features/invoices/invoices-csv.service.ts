import type { z } from 'zod';
import {
  INVOICE_CSV_COLUMNS,
  invoiceExportQuerySchema,
  invoiceStatusLabels,
  type InvoiceStatus,
} from '../../../shared/invoices/invoices.schemas';
import type { Db } from '../../db/client';
import { csvLines, type NewestFirstKey } from '../../lib/csv-export';
import { refreshOverdueOnRead } from './invoices.service';
import * as q from './invoices-csv.queries';

type ExportQuery = z.output<typeof invoiceExportQuerySchema>;

/** The company's invoices with the list's filters as CSV, newest first, read in batches as the file is sent. */
export async function exportInvoices(db: Db, companyId: number, query: ExportQuery, now = new Date()) {
  await refreshOverdueOnRead(db, companyId, now); // the file says what the list would
  return csvLines({
    header: INVOICE_CSV_COLUMNS,
    read: (after: NewestFirstKey | undefined, limit: number) =>
      q.findInvoiceExportBatch(db, { companyId, status: query.status, search: query.search, after, limit }),
    keyOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
    fields: (row) => [
      row.invoiceNumber,
      row.customerName,
      row.createdDate,
      row.dueDate,
      row.total,
      invoiceStatusLabels[row.status as InvoiceStatus],
    ],
  });
}
