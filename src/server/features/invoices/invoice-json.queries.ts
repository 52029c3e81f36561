import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Db } from '../../db/client';
import { documentCounters, emailOutbox, invoiceStatusTotals, invoices } from '../../db/schema';
import { afterPosition, cursorTime, pageWindow, type ListPosition } from '../../lib/list-page';
import { cappedCount, jsonPageAnswer, jsonPageColumns, pageIds, readTotal } from '../../lib/json-page';
import { isoTime, jsonObject, preparedOnce, statementName, type JsonField } from '../../lib/json-object';
import { memberJson, usersAs } from '../../lib/member-name';
import { containsPattern } from '../../lib/search-pattern';
import { invoiceSearch } from './invoices.queries';

/** The member who created the invoice (a left join by primary key: no query per row). */
const creator = usersAs('invoice_creator');

/** Each key of the API's invoice (`invoiceSchema`), in its order, and the expression that writes it. */
const fields: JsonField[] = [
  ['id', invoices.id, 'raw'],
  ['invoiceNumber', invoices.invoiceNumber, 'text'],
  ['customerId', invoices.customerId, 'raw'],
  ['customerName', invoices.customerName, 'text'],
  ['customerEmail', invoices.customerEmail, 'text'],
  ['notes', invoices.notes, 'text'],
  ['amount', invoices.amount, 'plain'],
  ['subtotal', invoices.subtotal, 'plain'],
  ['tax', invoices.tax, 'plain'],
  ['discount', invoices.discount, 'plain'],
  ['total', invoices.total, 'plain'],
  ['amountPaid', invoices.amountPaid, 'plain'],
  ['balanceDue', invoices.balanceDue, 'plain'],
  ['dueDate', invoices.dueDate, 'plain'],
  ['terms', invoices.terms, 'text'],
  ['paymentInstructions', invoices.paymentInstructions, 'text'],
  ['status', invoices.status, 'text'],
  ['createdAt', isoTime(invoices.createdAt), 'plain'],
  ['sentDate', isoTime(invoices.sentDate), 'plain'],
  ['viewedDate', isoTime(invoices.viewedDate), 'plain'],
  ['paidDate', isoTime(invoices.paidDate), 'plain'],
  ['paymentMethod', invoices.paymentMethod, 'text'],
  ['emailsSent', invoices.emailsSent, 'raw'],
  ['remindersSent', invoices.remindersSent, 'raw'],
  ['lastReminderSent', isoTime(invoices.lastReminderSent), 'plain'],
  [
    'delivery',
    sql`case when ${emailOutbox.id} is not null then json_build_object('status', ${emailOutbox.status}, 'error', ${emailOutbox.lastError}, 'to', ${emailOutbox.to}) end`,
    'raw',
  ],
  ['items', invoices.items, 'raw'],
  ['createdBy', memberJson(creator), 'raw'],
];

/** The API's invoice written by the database as JSON text: the one mapping of an invoice, for a read and a list. */
const invoiceJson = jsonObject(fields);

/** How many invoices the company has (of one status): the company's in document_counters, a status's in
 * invoice_status_totals, both kept by triggers. */
const keptInvoiceCount = (companyId: Placeholder | number, status?: Placeholder | InvoiceStatus) =>
  status === undefined
    ? sql`(select ${documentCounters.invoiceCount} from ${documentCounters} where ${documentCounters.companyId} = ${companyId})`
    : sql`(select ${invoiceStatusTotals.invoiceCount} from ${invoiceStatusTotals}
           where ${invoiceStatusTotals.companyId} = ${companyId} and ${invoiceStatusTotals.status} = ${status})`;

type PageOptions = {
  companyId: number;
  status?: InvoiceStatus;
  search?: string;
  limit: number;
  offset: number;
  after?: ListPosition;
};
type Variant = { byStatus: boolean; bySearch: boolean; byCursor: boolean; fromEnd: boolean };

/**
 * The page's statement for one combination of filters, with placeholders for every value, so PostgreSQL parses
 * and plans it once per connection (a named prepared statement) and Node builds its text once.
 */
function pageStatement(db: Db, { byStatus, bySearch, byCursor, fromEnd }: Variant, name: string) {
  const filter = and(
    sql`${invoices.companyId} = ${sql.placeholder('companyId')}`,
    byStatus ? sql`${invoices.status} = ${sql.placeholder('status')}` : undefined,
    bySearch ? invoiceSearch(sql.placeholder('pattern')) : undefined,
  );
  const after = byCursor
    ? afterPosition(
        invoices.createdAt,
        invoices.id,
        sql`(${sql.placeholder('afterKey')}::timestamptz, ${sql.placeholder('afterId')}::int)`,
        true,
      )
    : undefined;
  // Without a search, the counts the triggers keep: a long list's first page does not count every row of the
  // company. A search counts its matches up to the cap.
  const total = bySearch
    ? cappedCount(invoices, filter)
    : keptInvoiceCount(sql.placeholder('companyId'), byStatus ? sql.placeholder('status') : undefined);

  // The page's ids first, from the (company_id[, status], created_at, id) index alone (after the cursor's
  // position, or at the offset: a deep one read from the end, see pageIds), one more than the page to know
  // whether another follows; then those rows by key, in the ids' order.
  const ids = pageIds({
    table: invoices,
    id: invoices.id,
    key: invoices.createdAt,
    where: and(filter, after),
    descending: true,
    fromEnd,
  });
  return db
    .select(
      jsonPageColumns({ object: invoiceJson, lastKey: cursorTime(invoices.createdAt), lastId: invoices.id, total }),
    )
    .from(sql`${ids}`)
    .innerJoin(invoices, sql`${invoices.id} = page_ids.id`)
    .leftJoin(emailOutbox, eq(emailOutbox.id, invoices.lastEmailId))
    .leftJoin(creator, eq(creator.id, invoices.createdByUserId))
    .prepare(name);
}

/**
 * A page of the company's invoices, newest first, as the JSON text of the API's array: at an offset or after a
 * cursor's position, with the total (exact, or at least that many for a search) and the next page's cursor.
 */
export async function findInvoicePage(db: Db, opts: PageOptions) {
  const window = await pageWindow(opts, () => readTotal(db, keptInvoiceCount(opts.companyId, opts.status)));
  const variant = {
    byStatus: Boolean(opts.status),
    bySearch: Boolean(opts.search),
    byCursor: Boolean(opts.after),
    fromEnd: window.fromEnd,
  };
  const name = statementName('invoice_page', {
    status: variant.byStatus,
    search: variant.bySearch,
    after: variant.byCursor,
    end: variant.fromEnd,
  });
  const statement = preparedOnce(db, name, () => pageStatement(db, variant, name));
  const [row] = await statement.execute({
    companyId: opts.companyId,
    status: opts.status,
    pattern: opts.search ? containsPattern(opts.search) : undefined,
    limit: opts.limit,
    scanLimit: window.scanLimit,
    scanOffset: window.scanOffset,
    afterKey: opts.after?.key,
    afterId: opts.after?.id,
  });
  return jsonPageAnswer('invoices', row, opts);
}

/** One invoice of the company as the JSON text of the API's invoice, or undefined when it has none such. */
export async function findInvoiceJson(db: Db, opts: { companyId: number; id: number }) {
  const [row] = await db
    .select({ json: sql<string>`${invoiceJson}` })
    .from(invoices)
    .leftJoin(emailOutbox, eq(emailOutbox.id, invoices.lastEmailId))
    .leftJoin(creator, eq(creator.id, invoices.createdByUserId))
    .where(and(eq(invoices.id, opts.id), eq(invoices.companyId, opts.companyId)));
  return row?.json;
}
