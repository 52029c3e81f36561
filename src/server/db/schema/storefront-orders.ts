import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { customers } from './billing';
import { companies } from './company';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';
import { landingPageProducts } from './storefronts';

const when = () => timestamp({ withTimezone: true });

/**
 * A visitor's order from a storefront, paid by card to the business's connected account. Its stock is taken when the
 * order is made (in that transaction) and given back if the payment fails or its checkout lapses; it counts as
 * revenue only once the provider confirms the payment. The tier's fee is fixed on the order when it is made.
 */
export const storefrontOrders = pgTable(
  'storefront_orders',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What the buyer and the owner call it (SO-XXXXXX): random, unique, says nothing of other orders. */
    reference: varchar({ length: 20 }).notNull().unique(),
    /** The buyer's receipt link (`/landing/{subdomain}?order={token}`). */
    publicToken: varchar({ length: 64 }).notNull().unique(),
    /** The customer the buyer is (found by e-mail or made). */
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    buyerName: varchar({ length: 120 }).notNull(),
    buyerEmail: varchar({ length: 255 }).notNull(),
    buyerPhone: varchar({ length: 40 }),
    notes: text(),
    subtotal: money().notNull(),
    total: money().notNull(),
    /** The storefront tier's transaction fee at the time of the order, and its amount. */
    tierName: varchar({ length: 20 }).notNull(),
    feePercent: numeric({ precision: 5, scale: 2 }).notNull(),
    feeAmount: money().notNull(),
    /** pending (waiting on the provider) | paid | fulfilled | cancelled | failed (declined or lapsed: stock given back) */
    status: varchar({ length: 20 }).notNull().default('pending'),
    /** test | stripe */
    provider: varchar({ length: 20 }).notNull(),
    idempotencyKey: varchar({ length: 100 }).notNull(),
    checkoutSessionId: varchar({ length: 255 }).unique(),
    providerPaymentId: varchar({ length: 255 }).unique(),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    failureMessage: varchar({ length: 255 }),
    paidAt: when(),
    fulfilledAt: when(),
    cancelledAt: when(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.companyId, t.idempotencyKey),
    index().on(t.companyId, t.id),
    index().on(t.companyId, t.status, t.id),
    // The analytics' orders, revenue and fees per day.
    index().on(t.companyId, t.paidAt),
    // The sweep that gives back the stock of checkouts left unpaid.
    index().on(t.status, t.createdAt),
    check('storefront_orders_amounts', sql`${t.subtotal} >= 0 and ${t.total} >= 0 and ${t.feeAmount} >= 0`),
    indexWhereSet(t.customerId),
  ],
);

/** What an order bought, as it was at the time (name and price kept even if the product changes or goes). */
export const storefrontOrderLines = pgTable(
  'storefront_order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => storefrontOrders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => landingPageProducts.id, { onDelete: 'set null' }),
    name: varchar({ length: 120 }).notNull(),
    sku: varchar({ length: 60 }),
    unitPrice: money().notNull(),
    quantity: integer().notNull(),
    lineTotal: money().notNull(),
  },
  (t) => [
    index().on(t.orderId),
    check('storefront_order_lines_quantity', sql`${t.quantity} > 0`),
    indexWhereSet(t.productId),
  ],
);
