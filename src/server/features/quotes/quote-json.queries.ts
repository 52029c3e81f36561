import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { QuoteStatus } from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import { customers, emailOutbox, quotes, quoteStatusTotals } from '../../db/schema';
import { isoTime, jsonObject, preparedOnce, statementName } from '../../lib/json-object';
import { jsonPageAnswer, jsonPageColumns, pageIds, readTotal } from '../../lib/json-page';
import { afterPosition, cursorTime, pageWindow, type ListPosition } from '../../lib/list-page';
import { memberJson } from '../../lib/member-name';
import { quoteCreator } from './quotes.queries';

/** Each key of the API's quote (`quoteSchema`), in its order, and what writes it (as `toQuote` maps a row). */
const quoteJson = jsonObject([
  ['id', quotes.id, 'raw'],
  ['quoteNumber', quotes.quoteNumber, 'text'],
  ['customerId', quotes.customerId, 'raw'],
  ['customerName', customers.name, 'text'],
  ['amount', quotes.amount, 'plain'],
  ['depositType', quotes.depositType, 'plain'],
  ['depositValue', quotes.depositValue, 'plain'],
  ['depositAmount', quotes.depositAmount, 'plain'],
  ['depositPaid', quotes.depositPaid, 'plain'],
  ['description', quotes.description, 'text'],
  ['validUntil', quotes.validUntil, 'plain'],
  ['notes', quotes.notes, 'text'],
  ['status', quotes.status, 'text'],
  ['createdAt', isoTime(quotes.createdAt), 'plain'],
  ['sentDate', isoTime(quotes.sentDate), 'plain'],
  ['acceptedDate', isoTime(quotes.acceptedDate), 'plain'],
  ['signerName', quotes.signerName, 'text'],
  ['declinedDate', isoTime(quotes.declinedDate), 'plain'],
  ['declineReason', quotes.declineReason, 'text'],
  ['convertedInvoiceId', quotes.convertedInvoiceId, 'raw'],
  ['previewToken', quotes.previewToken, 'text'],
  [
    'delivery',
    sql`case when ${emailOutbox.status} is not null then json_build_object('status', ${emailOutbox.status}, 'error', ${emailOutbox.lastError}, 'to', coalesce(${emailOutbox.to}, '')) end`,
    'raw',
  ],
  ['items', quotes.items, 'raw'],
  ['createdBy', memberJson(quoteCreator), 'raw'],
]);

/** How many quotes the company has (of one status), from quote_status_totals, which triggers keep. */
const keptQuoteCount = (companyId: Placeholder | number, status?: Placeholder | QuoteStatus) =>
  sql`(select coalesce(sum(${quoteStatusTotals.quoteCount}), 0) from ${quoteStatusTotals}
    where ${and(sql`${quoteStatusTotals.companyId} = ${companyId}`, status === undefined ? undefined : sql`${quoteStatusTotals.status} = ${status}`)})`;

type Variant = { byStatus: boolean; byCursor: boolean; fromEnd?: boolean };

/**
 * The page's statement for one combination of filters (a named prepared statement, see `preparedOnce`): the
 * page's ids from the (company_id[, status], created_at, id) index alone (after the cursor's position, or at the
 * offset: a deep one read from the end, see `pageIds`), one more than the page to know whether another follows; then those quotes by key in the
 * ids' order (`unnest ... with ordinality`, see the customer list), with their customer, last e-mail and creator. The
 * total is the kept count (`quote_status_totals`), not a count of the rows.
 */
export function quotePageQuery(db: Db, { byStatus, byCursor, fromEnd = false }: Variant) {
  const companyId = sql.placeholder('companyId');
  const status = sql.placeholder('status');
  const filter = and(sql`${quotes.companyId} = ${companyId}`, byStatus ? sql`${quotes.status} = ${status}` : undefined);
  const after = byCursor
    ? afterPosition(
        quotes.createdAt,
        quotes.id,
        sql`(${sql.placeholder('afterKey')}::timestamptz, ${sql.placeholder('afterId')}::int)`,
        true,
      )
    : undefined;
  const total = keptQuoteCount(companyId, byStatus ? status : undefined);
  const ids = pageIds({
    table: quotes,
    id: quotes.id,
    key: quotes.createdAt,
    where: and(filter, after),
    descending: true,
    fromEnd,
  });
  return db
    .select(jsonPageColumns({ object: quoteJson, lastKey: cursorTime(quotes.createdAt), lastId: quotes.id, total }))
    .from(sql`${ids}`)
    .innerJoin(quotes, sql`${quotes.id} = page_ids.id`)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, quotes.lastEmailId))
    .leftJoin(quoteCreator, eq(quoteCreator.id, quotes.createdByUserId));
}

type PageOptions = { companyId: number; status?: QuoteStatus; limit: number; offset: number; after?: ListPosition };

/**
 * A page of the company's quotes, newest first, as the JSON text of the API's array: at an offset or after a
 * cursor's position, with the kept total and the next page's cursor.
 */
export async function findQuotePage(db: Db, opts: PageOptions) {
  const window = await pageWindow(opts, () => readTotal(db, keptQuoteCount(opts.companyId, opts.status)));
  const variant = { byStatus: Boolean(opts.status), byCursor: Boolean(opts.after), fromEnd: window.fromEnd };
  const name = statementName('quote_page', { status: variant.byStatus, after: variant.byCursor, end: window.fromEnd });
  const statement = preparedOnce(db, name, () => quotePageQuery(db, variant).prepare(name));
  const [row] = await statement.execute({
    companyId: opts.companyId,
    status: opts.status,
    limit: opts.limit,
    scanLimit: window.scanLimit,
    scanOffset: window.scanOffset,
    afterKey: opts.after?.key,
    afterId: opts.after?.id,
  });
  return jsonPageAnswer('quotes', row, opts);
}
