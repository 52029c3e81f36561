import { sql } from 'drizzle-orm';
import {
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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { customers } from './billing';
import { coupons } from './commerce';
import { companies } from './company';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';

const when = () => timestamp({ withTimezone: true });

/**
 * A business's storefront (one per company): the public page at /landing/{subdomain}, on `{subdomain}.ROOT_DOMAIN`
 * and on a verified custom domain. `tierName` is the storefront tier (landing_page_tiers), which sets the product
 * limit and the fee on its orders.
 */
export const landingPageConfigs = pgTable('landing_page_configs', {
  id: id(),
  companyId: integer()
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Lower-case letters, digits and hyphens, 3 to 63 characters; some names are reserved. */
  subdomain: varchar({ length: 63 }).notNull().unique(),
  customDomain: varchar({ length: 253 }),
  customUrl: varchar({ length: 500 }),
  contactEmail: varchar({ length: 255 }),
  title: varchar({ length: 120 }).notNull(),
  description: text(),
  logoUrl: varchar({ length: 500 }),
  primaryColor: varchar({ length: 7 }).notNull().default('#3b82f6'),
  secondaryColor: varchar({ length: 7 }).notNull().default('#1f2937'),
  isActive: boolean().notNull().default(true),
  /** basic | pro | enterprise (landing_page_tiers, by name) */
  tierName: varchar({ length: 20 }).notNull().default('basic'),
  industry: varchar({ length: 40 }),
  /** What the business sells with (shipping, pickup, order notes...): free-form settings of the storefront. */
  merchantSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What a storefront sells. `inventory` -1 is unlimited; never below -1 (orders take stock in their transaction). */
export const landingPageProducts = pgTable(
  'landing_page_products',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    description: text(),
    price: money().notNull(),
    category: varchar({ length: 60 }),
    imageUrl: varchar({ length: 500 }),
    sku: varchar({ length: 60 }),
    inventory: integer().notNull().default(-1),
    weight: numeric({ precision: 8, scale: 2 }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    check('landing_page_products_inventory', sql`${t.inventory} >= -1`),
    check('landing_page_products_price', sql`${t.price} >= 0`),
  ],
);

/** Page designs a domain starts from, by industry (seeded). */
export const landingPageTemplates = pgTable('landing_page_templates', {
  id: id(),
  name: varchar({ length: 80 }).notNull(),
  industry: varchar({ length: 40 }).notNull(),
  description: text(),
  previewImageUrl: varchar({ length: 500 }),
  templateData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A domain a business bought for its storefront: a subdomain of ours, or its own domain verified by a DNS TXT record
 * (`verificationToken`). Answers only once active, verified and (for custom domains) served over HTTPS.
 */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case, without scheme or path. */
    domain: varchar({ length: 253 }).notNull().unique(),
    /** subdomain | custom */
    domainType: varchar({ length: 20 }).notNull().default('subdomain'),
    templateId: integer().references(() => landingPageTemplates.id, { onDelete: 'set null' }),
    primaryColor: varchar({ length: 7 }).notNull().default('#3b82f6'),
    logoUrl: varchar({ length: 500 }),
    customCss: text(),
    seoTitle: varchar({ length: 120 }),
    seoDescription: varchar({ length: 300 }),
    contactEmail: varchar({ length: 255 }),
    contactPhone: varchar({ length: 40 }),
    serviceAreas: text(),
    isActive: boolean().notNull().default(true),
    /** pending (setup fee not paid) | active | suspended */
    status: varchar({ length: 20 }).notNull().default('active'),
    dnsVerified: boolean().notNull().default(false),
    sslEnabled: boolean().notNull().default(false),
    setupFee: money().notNull().default('29.00'),
    monthlyFee: money().notNull().default('9.00'),
    verificationToken: varchar({ length: 64 }),
    lastCheckedAt: when(),
    /** The setup fee's payment (to the platform): the provider's id, what was paid after the coupon, the coupon. */
    setupPaymentId: varchar({ length: 255 }).unique(),
    setupAmountPaid: money(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    /** Stripe: the Checkout page opened to pay the setup fee, until it is paid or lapses. */
    checkoutSessionId: varchar({ length: 255 }).unique(),
    activatedAt: when(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    // The job's sweep of custom domains still waiting on their DNS record.
    index().on(t.dnsVerified, t.lastCheckedAt),
    // Platform Reports: the setup fees of a period.
    index().on(t.activatedAt),
    indexWhereSet(t.couponId),
    indexWhereSet(t.templateId),
  ],
);

/** A visitor's request from a storefront: it reaches the owner at once; the owner works it to a customer or drops it. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domainId: integer().references(() => companyDomains.id, { onDelete: 'set null' }),
    firstName: varchar({ length: 120 }).notNull(),
    lastName: varchar({ length: 120 }),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 40 }),
    serviceRequested: varchar({ length: 120 }),
    message: text(),
    leadScore: integer().notNull().default(50),
    /** new | contacted | converted | lost */
    status: varchar({ length: 20 }).notNull().default('new'),
    /** landing_page | booking */
    source: varchar({ length: 20 }).notNull().default('landing_page'),
    assignedTo: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The customer it became. */
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    contactedAt: when(),
    convertedAt: when(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.id),
    index().on(t.companyId, t.status, t.id),
    // The analytics' leads per day.
    index().on(t.companyId, t.createdAt),
    indexWhereSet(t.assignedTo),
    indexWhereSet(t.customerId),
    indexWhereSet(t.domainId),
  ],
);

/** Page views of a storefront per day, counted on the server (no cookies, bots left out). */
export const landingPageViews = pgTable(
  'landing_page_views',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
