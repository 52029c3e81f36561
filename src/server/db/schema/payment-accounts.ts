import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';
import { companies } from './company';
import { invoices, quotes } from './billing';
import { payments } from './payments';
import { storefrontOrders } from './storefront-orders';

/**
 * A business's payout account at a card provider (a Stripe Connect Express account; in test mode, one the test
 * provider verifies at once). Customers' card payments go to it, less the platform's fee. Of the tax ID, only its
 * last four digits are kept: the provider collects the rest during its own onboarding.
 */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** stripe (the only one offered) */
    processor: varchar({ length: 20 }).notNull(),
    /** The provider's id of the account (acct_...). */
    accountId: varchar({ length: 255 }).notNull().unique(),
    /** verified | pending | restricted */
    status: varchar({ length: 20 }).notNull().default('pending'),
    businessName: varchar({ length: 255 }).notNull(),
    businessType: varchar({ length: 30 }).notNull(),
    taxIdLast4: varchar({ length: 4 }),
    platformFeeRate: numeric({ precision: 5, scale: 2 }).notNull().default('2.90'),
    capabilities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the provider still needs: pending | complete */
    requirementsStatus: varchar({ length: 20 }).notNull().default('pending'),
    verifiedAt: timestamp({ withTimezone: true }),
    lastPayoutAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.companyId, t.processor)],
);

/**
 * One try at paying an invoice by card: a Stripe Checkout session, or a card the test provider charged or
 * declined. The success page's `payment_id` names one (its `reference`); a try that succeeds points at its
 * payment. The same idempotency key again answers the same try, so a double click or a retried request never
 * charges twice.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The invoice paid, or (for a deposit) the quote: exactly one of the two. */
    invoiceId: integer().references(() => invoices.id, { onDelete: 'cascade' }),
    quoteId: integer().references(() => quotes.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 20 }).notNull(),
    /** The Checkout session's id (cs_...) or the test charge's id: the success page's payment_id. */
    reference: varchar({ length: 255 }).notNull().unique(),
    amount: money().notNull(),
    /** pending | succeeded | failed | expired */
    status: varchar({ length: 20 }).notNull().default('pending'),
    failureMessage: varchar({ length: 255 }),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
    /** Where the customer pays (a hosted checkout page); null in test mode. */
    checkoutUrl: text(),
    idempotencyKey: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.companyId, t.idempotencyKey),
    index().on(t.invoiceId, t.status),
    index().on(t.paymentId),
    index().on(t.quoteId, t.status),
    // Platform Reports: the failed payments of a period.
    index().on(t.status, t.createdAt),
    check('payment_attempts_amount_positive', sql`${t.amount} > 0`),
    check('payment_attempts_of_invoice_or_quote', sql`(${t.invoiceId} is null) <> (${t.quoteId} is null)`),
  ],
);

/**
 * The platform's fee on each card payment to a business (and, as a negative row, what a refund gave back of it):
 * the fee is `platform_fee_percent` of the amount, rounded to the cent; the business receives the rest.
 */
export const platformTransactions = pgTable(
  'platform_transactions',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
    /** A storefront order's payment (no invoice, no payment row): its fee is the storefront tier's. */
    storefrontOrderId: integer().references(() => storefrontOrders.id, { onDelete: 'set null' }),
    /** payment | refund */
    type: varchar({ length: 20 }).notNull(),
    amount: money().notNull(),
    platformFeePercent: numeric({ precision: 5, scale: 2 }).notNull().default('2.90'),
    platformFeeAmount: money().notNull(),
    providerAmount: money().notNull(),
    /** pending | processed | failed */
    status: varchar({ length: 20 }).notNull().default('pending'),
    paymentMethod: varchar({ length: 20 }),
    connectedAccountId: integer().references(() => connectedAccounts.id, { onDelete: 'set null' }),
    externalTransactionId: varchar({ length: 255 }),
    customerPaysDirectly: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    index().on(t.paymentId),
    index().on(t.invoiceId),
    index().on(t.storefrontOrderId),
    // Platform Reports: the transactions of a period.
    index().on(t.createdAt),
    indexWhereSet(t.connectedAccountId),
  ],
);

/** Each provider event handled, by its id: a replayed webhook is answered and ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: varchar({ length: 20 }).notNull(),
    eventId: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 100 }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
