import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Db } from '../../db/client';
import { documentCounters, emailOutbox, invoiceStatusTotals, invoices } from '../../db/schema';
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

type PageOptions = { companyId: number; status?: InvoiceStatus; search?: string; limit: number; offset: number };
type Variant = { byStatus: boolean; bySearch: boolean };

/**
 * The page's statement for one combination of filters, with placeholders for every value, so PostgreSQL parses
 * and plans it once per connection (a named prepared statement) and Node builds its text once.
 */
function pageStatement(db: Db, { byStatus, bySearch }: Variant) {
  const filter = and(
    sql`${invoices.companyId} = ${sql.placeholder('companyId')}`,
    byStatus ? sql`${invoices.status} = ${sql.placeholder('status')}` : undefined,
    bySearch ? invoiceSearch(sql.placeholder('pattern')) : undefined,
  );
  // Without a search, the counts the triggers keep (the company's in document_counters, each status's in
  // invoice_status_totals): a long list's first page does not count every row of the company.
  const total = bySearch
    ? sql`(select count(*) from ${invoices} where ${filter})`
    : byStatus
      ? sql`(select ${invoiceStatusTotals.invoiceCount} from ${invoiceStatusTotals}
             where ${invoiceStatusTotals.companyId} = ${sql.placeholder('companyId')}
               and ${invoiceStatusTotals.status} = ${sql.placeholder('status')})`
      : sql`(select ${documentCounters.invoiceCount} from ${documentCounters} where ${documentCounters.companyId} = ${sql.placeholder('companyId')})`;
  return db
    .select({
      page: sql<string>`'[' || coalesce(string_agg(${invoiceJson}, ',' order by ${invoices.createdAt} desc, ${invoices.id} desc), '') || ']'`,
      total: sql<string | number | null>`${total}`,
    })
    .from(
      sql`(select * from ${invoices} where ${filter}
           order by ${invoices.createdAt} desc, ${invoices.id} desc
           limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ${invoices}`,
    )
    .leftJoin(emailOutbox, eq(emailOutbox.id, invoices.lastEmailId))
    .prepare(`invoice_page${byStatus ? '_status' : ''}${bySearch ? '_search' : ''}`);
}

const statements = new WeakMap<Db, Map<string, ReturnType<typeof pageStatement>>>();

/**
 * A page of the company's invoices, newest first (the (company_id, created_at) index), as the JSON text of the
 * API's array, with the count of every match.
 */
export async function findInvoicePage(db: Db, opts: PageOptions) {
  const variant = { byStatus: Boolean(opts.status), bySearch: Boolean(opts.search) };
  const key = `${variant.byStatus}:${variant.bySearch}`;
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
  });
  return { json: row.page, total: Number(row.total ?? 0) };
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
