import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';
import { coupons } from './commerce';

const when = () => timestamp({ withTimezone: true });

/**
 * What an owner pays the platform for monthly: the account's plan (decision "Trial and plans": one row per owner,
 * made at sign-up with the trial's end fixed then), and as rows of their own, billed alike, the storefront's tier
 * and each domain bought (`product` storefront or domain; `monthlyPrice` fixed when chosen or bought).
 * trialing (no plan paid yet; a plan may be chosen, charged when the trial ends) -> active -> past_due (a renewal
 * failed; limited 7 days later) -> active again once paid, or canceled (at the period's end, when asked). The plan's
 * limits apply to the owner's whole business.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** plan | storefront (the storefront's tier) | domain (a company_domains row's monthly fee) */
    product: varchar({ length: 20 }).notNull().default('plan'),
    /** Which one of the product: '' for the plan and the storefront, the company_domains id for a domain. */
    productRef: varchar({ length: 40 }).notNull().default(''),
    /**
     * basic | pro | enterprise: the plan (or storefront tier) chosen, or null while the trial runs without one;
     * 'domain' for a domain.
     */
    plan: varchar({ length: 20 }),
    /** A storefront tier's or domain's monthly price, fixed when chosen; null for plans (priced by platform settings). */
    monthlyPrice: money(),
    /** trialing | active | past_due | canceled */
    status: varchar({ length: 20 }).notNull().default('trialing'),
    trialEndsAt: when().notNull(),
    currentPeriodStart: when(),
    currentPeriodEnd: when(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** When a renewal first failed: 7 days later the account is limited. */
    pastDueSince: when(),
    /** test | stripe */
    provider: varchar({ length: 20 }),
    providerCustomerId: varchar({ length: 255 }),
    providerSubscriptionId: varchar({ length: 255 }).unique(),
    /** Stripe: the Checkout page opened to subscribe, until it is paid or lapses (its coupon is held meanwhile). */
    checkoutSessionId: varchar({ length: 255 }).unique(),
    /** Test mode: the provider's reference of the saved card, charged by the renewal job. Never a card number. */
    cardToken: varchar({ length: 255 }),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    /** The coupon taken at subscribing, and how many more monthly charges it still takes off (test mode). */
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    discountMonthsLeft: integer().notNull().default(0),
    /** Money owed back by a downgrade's proration, taken off the next charges. */
    creditCents: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.userId, t.product, t.productRef),
    // The renewal job's and the trial's sweeps: what comes due, soonest first.
    index().on(t.status, t.currentPeriodEnd),
    index().on(t.status, t.trialEndsAt),
    check('subscriptions_credit', sql`${t.creditCents} >= 0 and ${t.discountMonthsLeft} >= 0`),
    indexWhereSet(t.couponId),
  ],
);

/** Every charge of a subscription (the first, renewals, an upgrade's proration), paid or failed: the billing history. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: id(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    plan: varchar({ length: 20 }).notNull(),
    /** first | renewal | proration */
    kind: varchar({ length: 20 }).notNull(),
    /** What the plan cost before the coupon and credit; then what was charged. */
    originalAmount: money().notNull(),
    discountAmount: money().notNull().default('0'),
    amount: money().notNull(),
    /** paid | failed */
    status: varchar({ length: 20 }).notNull(),
    failureMessage: text(),
    periodStart: when(),
    periodEnd: when(),
    provider: varchar({ length: 20 }),
    providerPaymentId: varchar({ length: 255 }).unique(),
    cardBrand: varchar({ length: 20 }),
    cardLast4: varchar({ length: 4 }),
    /** One charge per subscription and period (or request): a job run twice never charges twice. */
    idempotencyKey: varchar({ length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.idempotencyKey),
    index().on(t.subscriptionId, t.createdAt),
    // Platform Reports: the charges of a period.
    index().on(t.createdAt),
  ],
);
