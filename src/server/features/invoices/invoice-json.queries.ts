import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Db } from '../../db/client';
import { documentCounters, emailOutbox, invoiceStatusTotals, invoices } from '../../db/schema';
import {
  afterPosition,
  cursorTime,
  nextCursor,
  SEARCH_COUNT_CAP,
  searchTotal,
  type ListPosition,
} from '../../lib/list-page';
import { containsPattern } from '../../lib/search-pattern';
import { invoiceSearch } from './invoices.queries';

/**
 * How a value is written into JSON: `text` is escaped (free text), `plain` is a string that needs no escaping
 * (numbers as text, dates, statuses), `raw` is already JSON or a number.
 */
type Kind = 'text' | 'plain' | 'raw';
type Field = [key: string, value: PgColumn | SQL, kind: Kind];

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds). */
const isoTime = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each key of the API's invoice (`invoiceSchema`), in its order, and the expression that writes it. */
const fields: Field[] = [
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
];

const written: Record<Kind, (value: PgColumn | SQL) => SQL> = {
  text: (value) => sql`to_json(${value})::text`,
  plain: (value) => sql`'"' || ${value} || '"'`,
  raw: (value) => sql`${value}::text`,
};

/**
 * The API's invoice written by the database as JSON text: the one mapping of an invoice to the API, for a
 * single read and for a list, whose page of fifty is sent as PostgreSQL wrote it, without mapping and
 * serializing each row in Node. Concatenated rather than `json_build_object`, which looks up every argument's
 * type on each call (a third slower on a page of fifty). Rendered to text once: it has no parameters.
 */
const invoiceJson = sql.raw(
  new PgDialect({ casing: 'snake_case' }).sqlToQuery(
    sql`concat(${sql.join(
      fields.map(
        ([key, value, kind], i) =>
          sql`${sql.raw(`'${i ? ',' : '{'}"${key}":'`)}, coalesce(${written[kind](value)}, 'null')`,
      ),
      sql`, `,
    )}, '}')`,
  ).sql,
);

type PageOptions = {
  companyId: number;
  status?: InvoiceStatus;
  search?: string;
  limit: number;
  offset: number;
  after?: ListPosition;
};
type Variant = { byStatus: boolean; bySearch: boolean; byCursor: boolean };

const newestFirst = sql`${invoices.createdAt} desc, ${invoices.id} desc`;

/**
 * The page's statement for one combination of filters, with placeholders for every value, so PostgreSQL parses
 * and plans it once per connection (a named prepared statement) and Node builds its text once.
 */
function pageStatement(db: Db, { byStatus, bySearch, byCursor }: Variant) {
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
  // Without a search, the counts the triggers keep (the company's in document_counters, each status's in
  // invoice_status_totals): a long list's first page does not count every row of the company. A search counts
  // its matches up to the cap.
  const total = bySearch
    ? sql`(select count(*) from (select 1 from ${invoices} where ${filter} limit ${sql.raw(String(SEARCH_COUNT_CAP + 1))}) m)`
    : byStatus
      ? sql`(select ${invoiceStatusTotals.invoiceCount} from ${invoiceStatusTotals}
             where ${invoiceStatusTotals.companyId} = ${sql.placeholder('companyId')}
               and ${invoiceStatusTotals.status} = ${sql.placeholder('status')})`
      : sql`(select ${documentCounters.invoiceCount} from ${documentCounters} where ${documentCounters.companyId} = ${sql.placeholder('companyId')})`;
  // The page's ids first, from the (company_id[, status], created_at, id) index alone however deep the offset
  // (or after the cursor's position), one more than the page to know whether another follows; then those rows.
  const ids = sql`(select ${invoices.id}, row_number() over (order by ${newestFirst}) as n
    from (select ${invoices.id}, ${invoices.createdAt} from ${invoices} where ${and(filter, after)}
          order by ${newestFirst} limit ${sql.placeholder('limit')} + 1 offset ${sql.placeholder('offset')}) as ${invoices})`;
  const onPage = sql`page_ids.n <= ${sql.placeholder('limit')}`;
  const last = sql`page_ids.n = ${sql.placeholder('limit')}`;
  return db
    .select({
      page: sql<string>`'[' || coalesce(string_agg(${invoiceJson}, ',' order by page_ids.n) filter (where ${onPage}), '') || ']'`,
      items: sql<string | number>`count(*) filter (where ${onPage})`,
      more: sql<boolean>`coalesce(bool_or(not ${onPage}), false)`,
      lastKey: sql<string | null>`max(${cursorTime(invoices.createdAt)}) filter (where ${last})`,
      lastId: sql<number | null>`max(${invoices.id}) filter (where ${last})`,
      total: sql<string | number | null>`${total}`,
    })
    .from(sql`${ids} as page_ids`)
    .innerJoin(invoices, sql`${invoices.id} = page_ids.id`)
    .leftJoin(emailOutbox, eq(emailOutbox.id, invoices.lastEmailId))
    .prepare(`invoice_page${byStatus ? '_status' : ''}${bySearch ? '_search' : ''}${byCursor ? '_after' : ''}`);
}

const statements = new WeakMap<Db, Map<string, ReturnType<typeof pageStatement>>>();

/**
 * A page of the company's invoices, newest first, as the JSON text of the API's array: at an offset or after a
 * cursor's position, with the total (exact, or at least that many for a search) and the next page's cursor.
 */
export async function findInvoicePage(db: Db, opts: PageOptions) {
  const variant = { byStatus: Boolean(opts.status), bySearch: Boolean(opts.search), byCursor: Boolean(opts.after) };
  const key = `${variant.byStatus}:${variant.bySearch}:${variant.byCursor}`;
  const ofDb = statements.get(db) ?? new Map();
  statements.set(db, ofDb);
  const statement = ofDb.get(key) ?? pageStatement(db, variant);
  ofDb.set(key, statement);
  const [row] = await statement.execute({
    companyId: opts.companyId,
    status: opts.status,
    pattern: opts.search ? containsPattern(opts.search) : undefined,
    limit: opts.limit,
    offset: opts.offset,
    afterKey: opts.after?.key,
    afterId: opts.after?.id,
  });
  const more = Boolean(row?.more);
  const counted = Number(row?.total ?? 0);
  const last = row?.lastKey && row.lastId ? { key: row.lastKey, id: Number(row.lastId) } : undefined;
  const meta = opts.search
    ? searchTotal(counted, { offset: opts.offset, items: Number(row?.items ?? 0), more, byCursor: variant.byCursor })
    : { total: counted, exact: true };
  return { json: row?.page ?? '[]', ...meta, nextCursor: nextCursor('invoices', last, more) };
}

/** One invoice of the company as the JSON text of the API's invoice, or undefined when it has none such. */
export async function findInvoiceJson(db: Db, opts: { companyId: number; id: number }) {
  const [row] = await db
    .select({ json: sql<string>`${invoiceJson}` })
    .from(invoices)
    .leftJoin(emailOutbox, eq(emailOutbox.id, invoices.lastEmailId))
    .where(and(eq(invoices.id, opts.id), eq(invoices.companyId, opts.companyId)));
  return row?.json;
}
