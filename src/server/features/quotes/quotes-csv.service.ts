import type { z } from 'zod';
import {
  QUOTE_CSV_COLUMNS,
  quoteExportQuerySchema,
  quoteStatusLabels,
  type QuoteStatus,
} from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import { csvLines, type NewestFirstKey } from '../../lib/csv-export';
import { refreshExpired } from './quotes.service';
import * as q from './quotes-csv.queries';

type ExportQuery = z.output<typeof quoteExportQuerySchema>;

/** The company's quotes with the list's filter as CSV, newest first, read in batches as the file is sent. */
export async function exportQuotes(db: Db, companyId: number, query: ExportQuery, now = new Date()) {
  await refreshExpired(db, companyId, now); // the file says what the list would
  return csvLines({
    header: QUOTE_CSV_COLUMNS,
    read: (after: NewestFirstKey | undefined, limit: number) =>
      q.findQuoteExportBatch(db, { companyId, status: query.status, after, limit }),
    keyOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
    fields: (row) => [
      row.quoteNumber,
      row.customerName,
      row.amount,
      quoteStatusLabels[row.status as QuoteStatus],
      row.createdDate,
    ],
  });
}
