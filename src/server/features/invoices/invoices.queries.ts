import { and, eq, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Db } from '../../db/client';
import { billingSettings, companies, customers, invoiceStatusTotals, invoices, users } from '../../db/schema';
import { businessToday } from '../../lib/business-day';

export type InvoiceRow = typeof invoices.$inferSelect;
type Tenant = { companyId: number };

/**
 * Number or notes contain the `pattern` (see `containsPattern`), whatever the case: the lowered text the row
 * keeps (`search_text`), whose trigrams `invoices_search_idx` holds.
 */
export const invoiceSearch = (pattern: string | Placeholder) => sql`${invoices.searchText} like lower(${pattern})`;

export async function findInvoice(db: Db, opts: Tenant & { id: number }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, opts.id), eq(invoices.companyId, opts.companyId)));
  return row;
}

const money = (condition: SQL) =>
  sql<string>`coalesce(sum(${invoiceStatusTotals.total}) filter (where ${condition}), 0)::numeric(14, 2)::text`;
/** What is still due on the invoices `condition` picks: their totals less their partial payments. */
const due = (condition: SQL) =>
  sql<string>`coalesce(sum(${invoiceStatusTotals.total} - ${invoiceStatusTotals.amountPaid}) filter (where ${condition}), 0)::numeric(14, 2)::text`;
const tally = (condition: SQL) =>
  sql<number>`coalesce(sum(${invoiceStatusTotals.invoiceCount}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * The four figures of /invoices, from the count, total and amount paid per status that the triggers keep
 * (`invoice_status_totals`): a handful of rows however many invoices the company has. Billed and paid are
 * totals; pending and overdue are what is still due (partial payments deducted).
 */
export async function summarizeInvoices(db: Db, opts: Tenant) {
  const status = invoiceStatusTotals.status;
  // Billed: everything sent to a customer and not cancelled (drafts are not revenue yet).
  const billed = sql`${status} not in ('draft', 'cancelled')`;
  const paid = sql`${status} = 'paid'`;
  const pending = sql`${status} in ('sent', 'viewed')`;
  const overdue = sql`${status} = 'overdue'`;
  const [row] = await db
    .select({
      revenueAmount: money(billed),
      revenueCount: tally(billed),
      paidAmount: money(paid),
      paidCount: tally(paid),
      pendingAmount: due(pending),
      pendingCount: tally(pending),
      overdueAmount: due(overdue),
      overdueCount: tally(overdue),
    })
    .from(invoiceStatusTotals)
    .where(eq(invoiceStatusTotals.companyId, opts.companyId));
  return row;
}

/**
 * Sent or viewed invoices due before the business's today (its owner's time zone) become overdue: for one
 * company (served by the (company_id, status, due_date) index) or, without one, for every company. Returns how
 * many changed.
 */
export async function markOverdue(db: Db, opts: { now: Date; companyId?: number }) {
  const changed = await db
    .update(invoices)
    .set({ status: 'overdue' })
    .where(
      and(
        opts.companyId === undefined ? undefined : eq(invoices.companyId, opts.companyId),
        inArray(invoices.status, ['sent', 'viewed']),
        lt(invoices.dueDate, businessToday(opts.companyId ?? invoices.companyId, opts.now)),
      ),
    )
    .returning({ id: invoices.id });
  return changed.length;
}

export async function insertInvoice(db: Db, values: PgInsertValue<typeof invoices>) {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row;
}

/** Updates the invoice only while its status is one of `statuses`, so a change made meanwhile is not overwritten. */
export async function updateInvoiceRow(
  db: Db,
  opts: Tenant & { id: number; statuses: readonly InvoiceStatus[] },
  values: PgUpdateSetSource<typeof invoices>,
) {
  const [row] = await db
    .update(invoices)
    .set(values)
    .where(
      and(eq(invoices.id, opts.id), eq(invoices.companyId, opts.companyId), inArray(invoices.status, opts.statuses)),
    )
    .returning({ id: invoices.id });
  return row;
}

/** What an invoice's PDF and e-mails show besides the invoice: the company and the customer. */
export async function findInvoiceParties(db: Db, opts: Tenant & { customerId: number }) {
  const [row] = await db
    .select({ company: companies, customer: customers })
    .from(companies)
    .innerJoin(customers, and(eq(customers.companyId, companies.id), eq(customers.id, opts.customerId)))
    .where(eq(companies.id, opts.companyId));
  return row;
}
export type InvoiceParties = NonNullable<Awaited<ReturnType<typeof findInvoiceParties>>>;

/** Reminder thresholds: the nth reminder once the invoice is at least `days` past due. */
export const REMINDER_SCHEDULE = [3, 7, 14] as const;

/** Reminders go out from this hour of the business's day (its owner's time zone), not in the night. */
const REMINDER_HOUR = 9;

/**
 * Overdue invoices due for their next reminder at `now`, of companies that have reminders on (no settings row
 * means on), each with the business's today: the first at 3 days past due, the second at 7, the third at 14,
 * never a fourth; only once the business's morning has come.
 */
export async function findReminderCandidates(db: Db, opts: { now: Date }) {
  const local = sql`(${opts.now.toISOString()}::timestamptz at time zone ${users.timezone})`;
  const today = sql`${local}::date`;
  const due = REMINDER_SCHEDULE.map(
    (days, sent) => sql`(${invoices.remindersSent} = ${sent} and ${invoices.dueDate} <= ${today} - ${days}::int)`,
  );
  return db
    .select({ invoice: invoices, today: sql<string>`${today}::text` })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(billingSettings, eq(billingSettings.companyId, invoices.companyId))
    .where(
      and(
        eq(invoices.status, 'overdue'),
        sql`coalesce(${billingSettings.paymentRemindersEnabled}, true)`,
        sql`extract(hour from ${local}) >= ${REMINDER_HOUR}`,
        sql`(${sql.join(due, sql` or `)})`,
      ),
    )
    .orderBy(invoices.id);
}

/** Counts the reminder only if no other run counted it first; false when it did. */
export async function claimReminder(db: Db, opts: { id: number; remindersSent: number; now: Date }) {
  const rows = await db
    .update(invoices)
    .set({ remindersSent: opts.remindersSent + 1, lastReminderSent: opts.now })
    .where(
      and(eq(invoices.id, opts.id), eq(invoices.remindersSent, opts.remindersSent), eq(invoices.status, 'overdue')),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function setLastEmail(db: Db, opts: { id: number; emailId: number }) {
  await db.update(invoices).set({ lastEmailId: opts.emailId }).where(eq(invoices.id, opts.id));
}

export async function findBillingSettings(db: Db, opts: Tenant) {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.companyId, opts.companyId));
  return row;
}

export async function upsertBillingSettings(
  db: Db,
  opts: Tenant & { paymentRemindersEnabled?: boolean; allowPartialPayments?: boolean },
) {
  const { companyId, ...changes } = opts;
  const [row] = await db
    .insert(billingSettings)
    .values(opts)
    .onConflictDoUpdate({ target: billingSettings.companyId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

/**
 * How many invoices the company created since the start of this calendar month in its owner's time zone, counted up
 * to `cap` (a plan's monthly limit needs to know only whether it is reached): the `(company_id, created_at, id)` index.
 */
export async function countInvoicesThisMonth(db: Db, opts: { companyId: number; timezone: string; cap: number }) {
  const monthStart = sql`(date_trunc('month', now() at time zone ${opts.timezone}::text) at time zone ${opts.timezone}::text)`;
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, opts.companyId), sql`${invoices.createdAt} >= ${monthStart}`))
    .limit(opts.cap);
  return rows.length;
}
