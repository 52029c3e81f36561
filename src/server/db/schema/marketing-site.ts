import { boolean, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

/** The storefront plans (a product of their own, apart from the subscription plans in platform_settings). */
export const landingPageTiers = pgTable('landing_page_tiers', {
  id: id(),
  name: varchar({ length: 60 }).notNull(),
  description: text(),
  monthlyFee: money().notNull(),
  transactionFeePercent: numeric({ precision: 5, scale: 2 }).notNull(),
  /** -1: unlimited */
  maxProducts: integer().notNull().default(-1),
  customDomain: boolean().notNull().default(false),
  advancedAnalytics: boolean().notNull().default(false),
  prioritySupport: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** What visitors send through the landing page's contact form; administrators read it in the inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    ipAddress: varchar({ length: 64 }),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/** Blog newsletter sign-ups; addresses are stored lower-cased, so the unique index catches every spelling. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: varchar({ length: 255 }).notNull().unique(),
    source: varchar({ length: 40 }).notNull().default('blog'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
