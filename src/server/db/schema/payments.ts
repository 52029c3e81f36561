import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';
import { companies } from './company';
import { invoices } from './billing';

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
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.companyId, t.idempotencyKey),
    index().on(t.invoiceId, t.paidAt),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);
