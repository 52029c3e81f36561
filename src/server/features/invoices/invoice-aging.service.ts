import {
  AGING_BUCKETS,
  agingBucketOf,
  INVOICE_AGING_CSV_COLUMNS,
  type InvoiceAging,
} from '../../../shared/invoices/invoice-aging.schemas';
import type { Db } from '../../db/client';
import { csvLines } from '../../lib/csv-export';
import * as q from './invoice-aging.queries';

/**
 * What the company is owed, by how long it is past due on the business's calendar at `now`. Every outstanding
 * invoice counts whatever its status says (sent, viewed or overdue): the days come from its due date, so the
 * figures do not wait for the overdue sweep.
 */
export async function getInvoiceAging(db: Db, companyId: number, now = new Date()): Promise<InvoiceAging> {
  const [row] = await q.findAgingSummary(db, { companyId, now });
  return {
    buckets: AGING_BUCKETS.map((bucket, i) => ({
      key: bucket.key,
      label: bucket.label,
      count: Number(row[`count${i}`]),
      amount: String(row[`amount${i}`]),
    })),
    total: { count: Number(row.totalCount), amount: String(row.totalAmount) },
  };
}

/** The outstanding invoices behind the aging as CSV, most past due first, read in batches as the file is sent. */
export function exportInvoiceAging(db: Db, companyId: number, now = new Date(), batch?: number) {
  return csvLines(
    {
      header: INVOICE_AGING_CSV_COLUMNS,
      read: (after: q.AgingKey | undefined, limit: number) =>
        q.findAgingExportBatch(db, { companyId, now, after, limit }),
      keyOf: (row) => ({ dueDate: row.dueDateKey, id: row.id }),
      fields: (row) => [
        row.invoiceNumber,
        row.customerName,
        row.dueDate,
        // Not yet due is 0 days past due; without a due date there is no count at all.
        row.daysPastDue === null ? '' : String(Math.max(0, row.daysPastDue)),
        agingBucketOf(row.daysPastDue).label,
        row.total,
        row.amountPaid,
        row.balanceDue,
      ],
    },
    batch,
  );
}
