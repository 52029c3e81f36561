import { and, desc, eq, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { beforeKey, businessDate, type NewestFirstKey } from '../../lib/csv-export';
import { containsPattern } from '../../lib/search-pattern';
import { invoiceSearch } from './invoices.queries';

/**
 * The next `limit` of the company's invoices after `after`, newest first like the list, filtered as the list
 * is (status, search on number and notes), with what the export writes: money as PostgreSQL's exact text,
 * days in the business's calendar.
 */
export function findInvoiceExportBatch(
  db: Db,
  opts: { companyId: number; status?: InvoiceStatus; search?: string; after?: NewestFirstKey; limit: number },
) {
  return db
    .select({
      id: invoices.id,
      createdAt: sql<string>`${invoices.createdAt}::text`,
      invoiceNumber: invoices.invoiceNumber,
      customerName: invoices.customerName,
      createdDate: businessDate(invoices.createdAt, opts.companyId, 'timestamp'),
      dueDate: businessDate(invoices.dueDate, opts.companyId, 'date'),
      total: invoices.total,
      status: invoices.status,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, opts.companyId),
        opts.status ? eq(invoices.status, opts.status) : undefined,
        opts.search ? invoiceSearch(containsPattern(opts.search)) : undefined,
        beforeKey(invoices.createdAt, invoices.id, opts.after),
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(opts.limit);
}
