import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LineItem } from '../../../shared/billing/line-items';
import { users } from './auth';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';
import { companies } from './company';
import { emailOutbox } from './messaging';
import { jobs } from './scheduling';

const companyId = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const when = () => timestamp({ withTimezone: true });

/**
 * The numbers a company hands out (INV-0001, Q-0001): one row per company and kind, incremented in the
 * transaction that creates the document, so numbers are neither repeated nor skipped under concurrency.
 */
export const documentCounters = pgTable('document_counters', {
  companyId: companyId().primaryKey(),
  lastInvoiceNumber: integer().notNull().default(0),
  lastQuoteNumber: integer().notNull().default(0),
  /**
   * How many invoices the company has, kept by triggers on `invoices` (migration 0003), so the unfiltered list
   * answers its total without counting a hundred thousand rows on every page.
   */
  invoiceCount: integer().notNull().default(0),
});

/** Per-company billing preferences. */
export const billingSettings = pgTable('billing_settings', {
  companyId: companyId().primaryKey(),
  /** Reminder e-mails for overdue invoices at 3, 7 and 14 days past due. */
  paymentRemindersEnabled: boolean().notNull().default(true),
  /** Whether a customer may pay less than the balance from the portal (at least $1.00). */
  allowPartialPayments: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: companyId(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 255 }),
    phone: varchar({ length: 40 }),
    address: varchar({ length: 255 }),
    notes: text(),
    /** 32 random bytes, base64url: the customer's portal link. Regenerating it retires the old link. */
    accessToken: varchar({ length: 64 }).notNull().unique(),
    /**
     * How many invoices point at the customer, kept by triggers on `invoices` (migration 0010): a customer is
     * active from the first, and the company's count of active customers moves when this leaves or reaches 0.
     */
    invoiceCount: integer().notNull().default(0),
    /**
     * When the customer unsubscribed from the business's campaigns through a campaign's link: no campaign goes to
     * them again (transactional e-mails do). Only their own link sets it back.
     */
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** What a search looks in (name, e-mail, phone), lowered: kept by PostgreSQL, see `customers_search_idx`. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${customers.name} || ' ' || coalesce(${customers.email}, '') || ' ' || coalesce(${customers.phone}, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's order, with the id tie-break: a deep page's ids are read from the index alone.
    index().on(t.companyId, t.name, t.id),
    // The trigrams of the searched text. No pending list (fastupdate): only VACUUM empties it, which the
    // embedded database never runs, and the planner then prices the index above a sequential scan. The text
    // has a histogram of 300 (migrations 0011, 0012): the planner's estimate of how often a searched word occurs.
    index('customers_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The job whose visit it was made from (Create Invoice on a completed visit). */
    jobId: integer().references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    invoiceNumber: varchar({ length: 20 }).notNull(),
    customerName: varchar({ length: 120 }).notNull(),
    customerEmail: varchar({ length: 255 }).notNull(),
    amount: money().notNull(),
    subtotal: money().notNull(),
    tax: money().notNull().default('0'),
    discount: money().notNull().default('0'),
    total: money().notNull(),
    /** draft | sent | viewed | paid | overdue | cancelled */
    status: varchar({ length: 20 }).notNull().default('draft'),
    dueDate: date({ mode: 'string' }),
    paidDate: when(),
    sentDate: when(),
    viewedDate: when(),
    items: jsonb().$type<LineItem[]>().notNull(),
    notes: text(),
    terms: text(),
    paymentInstructions: text(),
    pdfUrl: text(),
    emailsSent: integer().notNull().default(0),
    /** The last e-mail that carried this invoice: its outbox row tells whether it was delivered. */
    lastEmailId: integer().references(() => emailOutbox.id, { onDelete: 'set null' }),
    remindersSent: integer().notNull().default(0),
    lastReminderSent: when(),
    paymentMethod: varchar({ length: 40 }),
    externalTransactionId: varchar({ length: 255 }),
    /** What its payments brought in, less refunds (see `payments`): never more than the total. */
    amountPaid: money().notNull().default('0'),
    /** What is left to pay, kept by PostgreSQL. */
    balanceDue: money()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${invoices.total} - ${invoices.amountPaid}`),
    /** What a search looks in (number, notes), lowered: kept by PostgreSQL, see `invoices_search_idx`. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${invoices.invoiceNumber} || ' ' || coalesce(${invoices.notes}, ''))`),
    /** The team member who made it (null once they are gone, or for rows made before teams). */
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    indexWhereSet(t.createdByUserId),
    unique().on(t.companyId, t.invoiceNumber),
    // The list's order (newest first, id tie-break), unfiltered and by status: a page's ids from the index alone.
    index().on(t.companyId, t.createdAt, t.id),
    index().on(t.companyId, t.status, t.createdAt, t.id),
    index().on(t.companyId, t.status, t.dueDate),
    // The dashboard's revenue by month: paid invoices of a company by payment date, and nothing else.
    index('invoices_paid_date_idx')
      .on(t.companyId, t.paidDate)
      .where(sql`${t.status} = 'paid'`),
    // A customer's invoices; with status and total, the customer list's sums read the index alone.
    index('invoices_customer_sums_idx').on(t.customerId, t.status, t.total),
    index().on(t.jobId),
    check('invoices_amount_paid_within_total', sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.total}`),
    // As customers_search_idx: the trigrams of the searched text, no pending list, a histogram of 300.
    index('invoices_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    indexWhereSet(t.lastEmailId),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    quoteNumber: varchar({ length: 20 }).notNull(),
    amount: money().notNull(),
    description: text(),
    /** draft | sent | accepted | declined | expired */
    status: varchar({ length: 20 }).notNull().default('draft'),
    validUntil: date({ mode: 'string' }),
    sentDate: when(),
    acceptedDate: when(),
    /** The name the customer typed to accept in the portal. */
    signerName: varchar({ length: 120 }),
    declinedDate: when(),
    declineReason: text(),
    items: jsonb().$type<LineItem[]>().notNull(),
    notes: text(),
    /** Unguessable: the link a customer opens without an account (/quote-preview/{id}?token=). */
    previewToken: varchar({ length: 64 }).notNull().unique(),
    emailsSent: integer().notNull().default(0),
    lastEmailId: integer().references(() => emailOutbox.id, { onDelete: 'set null' }),
    /** Set once, when the accepted quote became an invoice. */
    convertedInvoiceId: integer()
      .unique()
      .references(() => invoices.id, { onDelete: 'set null' }),
    /** The deposit asked before the work: percent (of the amount) | fixed | null for none. */
    depositType: varchar({ length: 10 }),
    /** The percentage (e.g. 25.00) or the fixed sum the owner entered. */
    depositValue: numeric({ precision: 10, scale: 2 }),
    /** The deposit in money, computed on the server from the type and value (0.00 without one). */
    depositAmount: money().notNull().default('0'),
    /** What the customer has paid of it, by card in the portal; carried onto the invoice at conversion. */
    depositPaid: money().notNull().default('0'),
    /** The team member who made it (null once they are gone, or for rows made before teams). */
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    indexWhereSet(t.createdByUserId),
    unique().on(t.companyId, t.quoteNumber),
    // The list's order (newest first, id tie-break), unfiltered and by status: a page's ids from the index alone.
    index().on(t.companyId, t.createdAt, t.id),
    index().on(t.companyId, t.status, t.createdAt, t.id),
    index().on(t.customerId),
    indexWhereSet(t.lastEmailId),
  ],
);

/**
 * Per company and invoice status: how many invoices and their total. Kept by triggers on `invoices`
 * (migration 0005), so the dashboard reads a handful of rows however many invoices there are.
 */
export const invoiceStatusTotals = pgTable(
  'invoice_status_totals',
  {
    companyId: companyId(),
    status: varchar({ length: 20 }).notNull(),
    invoiceCount: integer().notNull().default(0),
    total: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** What those invoices have received (partial payments): the outstanding figure is total less this. */
    amountPaid: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** Paid revenue per company and day of payment in the owner's time zone, kept by the same triggers. */
export const paidRevenueByDay = pgTable(
  'paid_revenue_by_day',
  {
    companyId: companyId(),
    day: date({ mode: 'string' }).notNull(),
    total: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * Per company and quote status: how many quotes and their amount. Kept by statement-level triggers on `quotes`
 * (migration 0010), so the quotes' summary and list totals read a handful of rows.
 */
export const quoteStatusTotals = pgTable(
  'quote_status_totals',
  {
    companyId: companyId(),
    status: varchar({ length: 20 }).notNull(),
    quoteCount: integer().notNull().default(0),
    total: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/**
 * Per company: how many customers, and how many of them have an invoice (active). Kept by triggers on
 * `customers` and `invoices` (migration 0010). Its own row rather than `document_counters`', which creating
 * an invoice locks first: deleting a customer locks the customer, then this row.
 */
export const customerTotals = pgTable('customer_totals', {
  companyId: companyId().primaryKey(),
  customerCount: integer().notNull().default(0),
  activeCustomerCount: integer().notNull().default(0),
});
