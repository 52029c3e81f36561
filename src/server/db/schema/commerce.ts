import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MerchOrderLine, ShippingAddress } from '../../../shared/merch/merch.schemas';
import { users } from './auth';
import { customers } from './billing';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';
import { companies } from './company';

const when = () => timestamp({ withTimezone: true });

/**
 * The supplies and merchandise catalogue (decision 3: one catalogue): seeded with the six products of the
 * specification, edited by the administrator. Customer price = base price + markup; the business's commission on
 * an order is the markup times the quantity.
 */
export const merchandiseProducts = pgTable(
  'merchandise_products',
  {
    id: id(),
    /** The specification's product id (`yard-signs`): what the order payload's items are keyed by. */
    slug: varchar({ length: 40 }).notNull().unique(),
    name: varchar({ length: 120 }).notNull(),
    description: text().notNull(),
    /** cards | signs | apparel | promotional */
    category: varchar({ length: 20 }).notNull(),
    basePrice: money().notNull(),
    markup: money().notNull(),
    /** The drawn picture, a path the app serves (`/merch/yard-signs.svg`). */
    imageUrl: text().notNull(),
    /** 0.0 to 5.0 */
    rating: numeric({ precision: 2, scale: 1 }).notNull().default('0'),
    customizable: boolean().notNull().default(true),
    /** What the customisation's preview draws on: card | sign | shirt | bottle | magnet | keychain. */
    previewShape: varchar({ length: 20 }).notNull(),
    /** Inactive products are not sold; orders keep what they bought. */
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('merchandise_products_prices', sql`${t.basePrice} >= 0 and ${t.markup} >= 0`),
    check('merchandise_products_rating', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

/**
 * Branded merchandise a business ordered, paid to the platform through the card provider. Every figure is computed
 * on the server from the catalogue and the coupon when the order is placed, and the lines keep what was bought at
 * which price with its customisation. pending (waiting for the provider's confirmation) -> paid -> in_production ->
 * shipped (tracking number) -> delivered; cancelled (refunded when it was paid).
 */
export const merchandiseOrders = pgTable(
  'merchandise_orders',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who placed it: the coupon's per-user limit counts by this. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    orderNumber: varchar({ length: 30 }).notNull().unique(),
    items: jsonb().$type<MerchOrderLine[]>().notNull(),
    /** Base prices times quantities. */
    subtotal: money().notNull(),
    tax: money().notNull().default('0'),
    /** Markups times quantities: what the business earns on it. */
    commission: money().notNull().default('0'),
    /** subtotal + commission, before the coupon. */
    originalTotal: money().notNull().default('0'),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar({ length: 50 }),
    discountAmount: money().notNull().default('0'),
    /** What was charged: original total less the discount. */
    total: money().notNull(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    shippingAddress: jsonb().$type<ShippingAddress>(),
    carrier: varchar({ length: 40 }),
    trackingNumber: varchar({ length: 100 }),
    /** test | stripe */
    provider: varchar({ length: 20 }),
    /** The provider's payment (pi_... at Stripe): what a refund names. */
    providerPaymentId: varchar({ length: 255 }).unique(),
    /** The Stripe Checkout session while it waits for payment. */
    checkoutSessionId: varchar({ length: 255 }).unique(),
    checkoutUrl: text(),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    /** The client's key for one checkout: the same key again answers the same order. */
    idempotencyKey: varchar({ length: 100 }),
    paidAt: when(),
    shippedAt: when(),
    deliveredAt: when(),
    cancelledAt: when(),
    refundedAt: when(),
    providerRefundId: varchar({ length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.companyId, t.idempotencyKey),
    index().on(t.companyId, t.status),
    index().on(t.companyId, t.createdAt, t.id),
    // The administrator's list of every business's orders, newest first, whole or by status.
    index().on(t.createdAt, t.id),
    index().on(t.status, t.createdAt, t.id),
    // Platform Reports: orders paid, and refunded, in a period.
    index().on(t.paidAt),
    index().on(t.refundedAt),
    check('merchandise_orders_total', sql`${t.total} >= 0 and ${t.discountAmount} >= 0`),
    indexWhereSet(t.couponId),
    indexWhereSet(t.customerId),
    indexWhereSet(t.userId),
  ],
);

/**
 * Coupons (decision 4: one table for the manager and for checkout). A percentage takes value % of the amount,
 * rounded to cents; a fixed amount takes the value; the total never falls below 0. `usage_count` moves with
 * `coupon_usages`, in the transaction of the order or subscription that redeems it, under the coupon's row lock.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 100 }),
    /** percentage | fixed_amount */
    type: varchar({ length: 20 }).notNull(),
    value: money().notNull(),
    /** Internal: what the coupon is for. */
    description: varchar({ length: 500 }),
    /** The smallest order it applies to. */
    minimumAmount: money(),
    /** The most a percentage takes off. */
    maxDiscount: money(),
    /** null: unlimited */
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    /** How many times one user may redeem it. */
    userLimit: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    startsAt: when(),
    expiresAt: when(),
    /** What it applies to (merchandise | subscription | domain); null: everything. */
    applicableServices: jsonb().$type<string[]>(),
    excludedServices: jsonb().$type<string[]>(),
    /** On a subscription: how many monthly charges it takes off (null: the first one only). */
    durationMonths: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    index().on(t.createdAt, t.id),
    check('coupons_type', sql`${t.type} in ('percentage', 'fixed_amount')`),
    check('coupons_value', sql`${t.value} >= 0 and (${t.type} <> 'percentage' or ${t.value} <= 100)`),
    check('coupons_usage', sql`${t.usageCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 1)`),
    check('coupons_user_limit', sql`${t.userLimit} >= 1`),
    indexWhereSet(t.createdBy),
  ],
);

/** Each redemption of a coupon, written in the transaction of what it paid for. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: id(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The merchandise order, subscription or domain order's id (of the table `order_type` names). */
    orderId: integer().notNull(),
    /** merchandise | subscription | domain */
    orderType: varchar({ length: 20 }).notNull(),
    discountAmount: money().notNull(),
    originalAmount: money().notNull(),
    finalAmount: money().notNull(),
    usedAt: when().notNull().defaultNow(),
  },
  // One purchase may redeem coupons more than once over time (a plan subscribed to again after it ended).
  (t) => [index().on(t.orderType, t.orderId), index().on(t.couponId, t.userId), index().on(t.userId)],
);
