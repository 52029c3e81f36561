import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { QuoteStatus } from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import { companies, customers, emailOutbox, invoices, quotes, quoteStatusTotals } from '../../db/schema';
import { businessToday } from '../../lib/business-day';
import { memberName, usersAs } from '../../lib/member-name';

export type QuoteRow = typeof quotes.$inferSelect;
type Tenant = { companyId: number };

/** The member who created a quote (a left join by primary key: no query per row). */
export const quoteCreator = usersAs('quote_creator');

/** A quote as lists and screens need it: with its customer's name, its last e-mail's fate and who created it. */
const quoteColumns = {
  quote: quotes,
  customerName: customers.name,
  delivery: {
    status: emailOutbox.status,
    lastError: emailOutbox.lastError,
    to: emailOutbox.to,
  },
  /** Null when no one is recorded (or their account is gone): a left join. */
  creatorName: sql<string | null>`${memberName(quoteCreator)}`,
};

function selectQuotes<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Db,
  where: SQL | undefined,
  extra?: Extra,
) {
  return db
    .select({ ...quoteColumns, ...(extra as Extra) })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, quotes.lastEmailId))
    .leftJoin(quoteCreator, eq(quoteCreator.id, quotes.createdByUserId))
    .where(where);
}

export async function findQuote(db: Db, opts: Tenant & { id: number }) {
  const [row] = await selectQuotes(db, and(eq(quotes.id, opts.id), eq(quotes.companyId, opts.companyId)));
  return row;
}
export type QuoteWithDetails = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

/** The quote row alone, locked until the transaction ends so two conversions cannot both pass their checks. */
export async function lockQuote(tx: Db, opts: Tenant & { id: number }) {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, opts.id), eq(quotes.companyId, opts.companyId)))
    .for('update');
  return row;
}

/** The cards of /quotes, from the count and amount per status that the triggers keep (`quote_status_totals`). */
export async function summarizeQuotes(db: Db, opts: Tenant) {
  const { quoteCount, status } = quoteStatusTotals;
  const [row] = await db
    .select({
      totalValue: sql<string>`coalesce(sum(${quoteStatusTotals.total}), 0)::text`,
      count: sql<number>`coalesce(sum(${quoteCount}), 0)`.mapWith(Number),
      accepted: sql<number>`coalesce(sum(${quoteCount}) filter (where ${status} = 'accepted'), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(${quoteCount}) filter (where ${status} = 'sent'), 0)`.mapWith(Number),
    })
    .from(quoteStatusTotals)
    .where(eq(quoteStatusTotals.companyId, opts.companyId));
  return row;
}

/** Columns to change: values, or SQL computed by the database (such as the business's day). */
export type QuoteChanges = PgUpdateSetSource<typeof quotes>;

export async function insertQuote(db: Db, values: PgInsertValue<typeof quotes>) {
  const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id });
  return row;
}

/** Updates the quote only while it still has `status`, so a change made meanwhile is not overwritten. */
export async function updateQuoteRow(db: Db, opts: Tenant & { id: number; status: QuoteStatus }, values: QuoteChanges) {
  const [row] = await db
    .update(quotes)
    .set(values)
    .where(and(eq(quotes.id, opts.id), eq(quotes.companyId, opts.companyId), eq(quotes.status, opts.status)))
    .returning({ id: quotes.id });
  return row;
}

/** Records the invoice made from the quote; undefined when another conversion got there first. */
export async function setConvertedInvoice(tx: Db, opts: Tenant & { id: number; invoiceId: number }) {
  const [row] = await tx
    .update(quotes)
    .set({ convertedInvoiceId: opts.invoiceId })
    .where(and(eq(quotes.id, opts.id), eq(quotes.companyId, opts.companyId), isNull(quotes.convertedInvoiceId)))
    .returning({ id: quotes.id });
  return row;
}

/** Deletes the quote unless a deposit paid on it still waits for its invoice; false when nothing was deleted. */
export async function deleteQuoteRow(db: Db, opts: Tenant & { id: number }) {
  const rows = await db
    .delete(quotes)
    .where(
      and(
        eq(quotes.id, opts.id),
        eq(quotes.companyId, opts.companyId),
        or(eq(quotes.depositPaid, '0'), isNotNull(quotes.convertedInvoiceId)),
      ),
    )
    .returning({ id: quotes.id });
  return rows.length > 0;
}

export async function insertInvoice(tx: Db, values: PgInsertValue<typeof invoices>) {
  const [row] = await tx
    .insert(invoices)
    .values(values)
    .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
  return row;
}

/** Everything a quote's document shows, by id alone: the caller decides who may see it. */
export async function findQuoteDocument(db: Db, id: number) {
  const [row] = await db
    .select({ quote: quotes, company: companies, customer: customers })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, id));
  return row;
}

/** Records an e-mail of the quote: sent (again) now, counted, and the outbox row that tells how it fared. */
export async function markQuoteSent(db: Db, opts: Tenant & { id: number; status: QuoteStatus; emailId: number }) {
  const [row] = await db
    .update(quotes)
    .set({ status: 'sent', sentDate: new Date(), emailsSent: sql`${quotes.emailsSent} + 1`, lastEmailId: opts.emailId })
    .where(and(eq(quotes.id, opts.id), eq(quotes.companyId, opts.companyId), eq(quotes.status, opts.status)))
    .returning({ id: quotes.id });
  return row;
}

/**
 * Sent quotes whose valid-until day has passed in the business's days (its owner's time zone) become expired;
 * for one company, or all when none is given.
 */
export async function markExpired(db: Db, opts: { now: Date; companyId?: number }) {
  const changed = await db
    .update(quotes)
    .set({ status: 'expired' })
    .where(
      and(
        opts.companyId === undefined ? undefined : eq(quotes.companyId, opts.companyId),
        eq(quotes.status, 'sent'),
        lt(quotes.validUntil, businessToday(opts.companyId ?? quotes.companyId, opts.now)),
      ),
    )
    .returning({ id: quotes.id });
  return changed.length;
}
