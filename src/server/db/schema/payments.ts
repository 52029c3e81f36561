import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, indexWhereSet, money } from './columns';
import { companies } from './company';
import { invoices, quotes } from './billing';

/**
 * Money received for an invoice: recorded by the owner (cash, check, transfer...) or confirmed by a card
 * provider. The invoice's `amount_paid` is the sum of its payments less what was refunded, kept in the
 * transaction that writes the payment, with the invoice's row locked: two payments at once never take more
 * than the balance. Of a card, only its brand and last four digits are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null while a quote's deposit waits for the quote to become an invoice. */
    invoiceId: integer().references(() => invoices.id, { onDelete: 'cascade' }),
    /** The quote whose deposit this is, when it is one. */
    quoteId: integer().references(() => quotes.id, { onDelete: 'set null' }),
    amount: money().notNull(),
    refundedAmount: money().notNull().default('0'),
    /** cash | check | bank_transfer | card | other */
    method: varchar({ length: 20 }).notNull(),
    /** The card provider that took it (test | stripe), or null when the owner recorded it. */
    provider: varchar({ length: 20 }),
    providerPaymentId: varchar({ length: 255 }).unique(),
    /** succeeded | refunded */
    status: varchar({ length: 20 }).notNull().default('succeeded'),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    /** The owner's note of it: a check number, a transfer reference. */
    reference: varchar({ length: 120 }),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    /** The client's key for one attempt: the same key again answers the payment already made. */
    idempotencyKey: varchar({ length: 100 }),
    /** The team member who recorded it; null for a payment the customer made online. */
    recordedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    indexWhereSet(t.recordedByUserId),
    unique().on(t.companyId, t.idempotencyKey),
    index().on(t.invoiceId, t.paidAt),
    index().on(t.quoteId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_of_invoice_or_quote', sql`${t.invoiceId} is not null or ${t.quoteId} is not null`),
    check('payments_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * Money given back of a payment, through the provider for a card: each on its own day, so the dashboard's revenue
 * falls on the day of the refund (triggers, migration 0016), and the payment's `refunded_amount` is their sum.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
    /** The provider's id of the refund (re_...); null for money the owner gave back by hand. */
    providerRefundId: varchar({ length: 255 }).unique(),
    reason: varchar({ length: 255 }),
    refundedAt: timestamp({ withTimezone: true }).notNull(),
    idempotencyKey: varchar({ length: 100 }),
    /** The team member who gave it back. */
    recordedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    indexWhereSet(t.recordedByUserId),
    unique().on(t.companyId, t.idempotencyKey),
    index().on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
