import { and, desc, eq, sql } from 'drizzle-orm';
import type { QuoteStatus } from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import { customers, quotes } from '../../db/schema';
import { beforeKey, businessDate, type NewestFirstKey } from '../../lib/csv-export';

/**
 * The next `limit` of the company's quotes after `after`, newest first like the list (the (company_id,
 * created_at) index), with what the export writes: money as PostgreSQL's exact text, the day in the business's.
 */
export function findQuoteExportBatch(
  db: Db,
  opts: { companyId: number; status?: QuoteStatus; after?: NewestFirstKey; limit: number },
) {
  return db
    .select({
      id: quotes.id,
      createdAt: sql<string>`${quotes.createdAt}::text`,
      quoteNumber: quotes.quoteNumber,
      customerName: customers.name,
      amount: quotes.amount,
      status: quotes.status,
      createdDate: businessDate(quotes.createdAt, opts.companyId, 'timestamp'),
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(
      and(
        eq(quotes.companyId, opts.companyId),
        opts.status ? eq(quotes.status, opts.status) : undefined,
        beforeKey(quotes.createdAt, quotes.id, opts.after),
      ),
    )
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(opts.limit);
}
