import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKETS, OUTSTANDING_STATUSES } from '../../../shared/invoices/invoice-aging.schemas';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { businessToday } from '../../lib/business-day';
import { businessDate } from '../../lib/csv-export';

type Tenant = { companyId: number; now: Date };

/**
 * The company's outstanding invoices: billed, neither paid nor cancelled, something left to pay. The company and
 * the statuses are the leading columns of the (company_id, status, due_date) index.
 */
const outstanding = (companyId: number) =>
  and(
    eq(invoices.companyId, companyId),
    inArray(invoices.status, [...OUTSTANDING_STATUSES]),
    gt(invoices.balanceDue, '0'),
  );

/**
 * Days from the due date to the business's today at `now` (its owner's time zone; computed once per statement):
 * negative before the due date, null without one.
 */
const daysPastDue = (opts: Tenant) =>
  sql<number | null>`(${businessToday(opts.companyId, opts.now)} - ${invoices.dueDate})`;

/**
 * The index in `AGING_BUCKETS` of an invoice `days` past due: how many of the buckets' lower bounds it has
 * reached (PostgreSQL's width_bucket over the thresholds, written from the table); no due date is current.
 */
function bucketIndex(days: SQL): SQL<number> {
  const thresholds = AGING_BUCKETS.slice(1).map((bucket) => String(bucket.min));
  return sql<number>`coalesce(width_bucket(${days}, array[${sql.raw(thresholds.join(', '))}]), 0)`;
}

const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14, 2)::text`;

/**
 * The company's receivables by aging bucket, in one statement over its outstanding invoices: grouped by bucket
 * (each invoice's days computed once), then folded into one row: per bucket (in `AGING_BUCKETS` order)
 * `count<i>` and `amount<i>`, the balance due summed, and the totals of both.
 */
export function findAgingSummary(db: Db, opts: Tenant) {
  const perBucket = db
    .select({
      bucket: bucketIndex(daysPastDue(opts)).as('bucket'),
      invoiceCount: sql<number>`count(*)`.as('invoice_count'),
      balance: sql<string>`sum(${invoices.balanceDue})`.as('balance'),
    })
    .from(invoices)
    .where(outstanding(opts.companyId))
    .groupBy(sql`1`)
    .as('per_bucket');
  const fields: Record<string, SQL<string | number>> = {
    totalCount: sql<number>`coalesce(sum(${perBucket.invoiceCount}), 0)::int`,
    totalAmount: money(sql`sum(${perBucket.balance})`),
  };
  AGING_BUCKETS.forEach((_, i) => {
    const mine = sql`${perBucket.bucket} = ${sql.raw(String(i))}`;
    fields[`count${i}`] = sql<number>`coalesce(sum(${perBucket.invoiceCount}) filter (where ${mine}), 0)::int`;
    fields[`amount${i}`] = money(sql`sum(${perBucket.balance}) filter (where ${mine})`);
  });
  return db.select(fields).from(perBucket);
}

/** Where an aging export stands: the last row's due date (null sorts last) and id. */
export type AgingKey = { dueDate: string | null; id: number };

/** Rows after the key's in the export's order: due date ascending (none last), then id. */
function afterKey(key: AgingKey | undefined): SQL | undefined {
  if (key === undefined) return undefined;
  if (key.dueDate === null) return sql`(${invoices.dueDate} is null and ${invoices.id} > ${key.id})`;
  return sql`(${invoices.dueDate} is null or (${invoices.dueDate}, ${invoices.id}) > (${key.dueDate}::date, ${key.id}))`;
}

/**
 * The next `limit` outstanding invoices of the company after `after`, most past due first, with what the aging
 * export writes: money as PostgreSQL's exact text, the due date on the business's calendar, and the days past due
 * (negative before the due date, null without one).
 */
export function findAgingExportBatch(db: Db, opts: Tenant & { after?: AgingKey; limit: number }) {
  return db
    .select({
      id: invoices.id,
      dueDateKey: invoices.dueDate,
      invoiceNumber: invoices.invoiceNumber,
      customerName: invoices.customerName,
      dueDate: businessDate(invoices.dueDate, opts.companyId, 'date'),
      daysPastDue: daysPastDue(opts),
      total: invoices.total,
      amountPaid: invoices.amountPaid,
      balanceDue: invoices.balanceDue,
    })
    .from(invoices)
    .where(and(outstanding(opts.companyId), afterKey(opts.after)))
    .orderBy(sql`${invoices.dueDate} asc nulls last`, asc(invoices.id))
    .limit(opts.limit);
}
