import { listQuerySchema } from '../billing/fields';
import { emailAddress } from '../email';
import { moneyPattern } from '../money';
import { singleLine } from '../text';
import { z } from '../zod';
import { storefrontPaymentsSchema } from './order.schemas';
import {
  ANALYTICS_PERIODS,
  LEAD_STATUSES,
  RESERVED_SUBDOMAINS,
  STOREFRONT_TIER_NAMES,
  SUBDOMAIN_MAX,
  SUBDOMAIN_MIN,
  SUBDOMAIN_PATTERN,
  storefrontMessages as m,
} from './storefront-values';

export * from './storefront-values';

const text = (max: number) =>
  singleLine(z.string().trim().max(max, `Must be at most ${max} characters`))
    .optional()
    .nullable()
    .transform((v) => v || null);

const color = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid)
    .transform((v) => v.toLowerCase())
    .optional()
    .transform((v) => v ?? fallback);

/** A subdomain as typed: trimmed and lower-cased, then the DNS label rules and the reserved names. */
export const subdomainField = z
  .string({ error: m.subdomainShort })
  .trim()
  .toLowerCase()
  .min(SUBDOMAIN_MIN, m.subdomainShort)
  .max(SUBDOMAIN_MAX, m.subdomainLong)
  .regex(SUBDOMAIN_PATTERN, m.subdomainChars)
  .refine((v) => !RESERVED_SUBDOMAINS.has(v), m.subdomainReserved);

/** POST /api/landing-page-config and PUT /api/landing-page-config/{id}: the specification's fields. */
export const landingConfigInputSchema = z.object({
  title: singleLine(
    z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(120, 'Must be at most 120 characters'),
  ),
  description: z
    .string()
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
  subdomain: subdomainField,
  customDomain: text(253),
  customUrl: text(500),
  contactEmail: z
    .union([z.literal(''), emailAddress(m.emailInvalid)])
    .optional()
    .nullable()
    .transform((v) => v || null),
  logoUrl: text(500),
  primaryColor: color('#3b82f6'),
  secondaryColor: color('#1f2937'),
  isActive: z.boolean().optional().default(true),
  tierName: z.enum(STOREFRONT_TIER_NAMES, { error: m.tierUnknown }).optional().default('basic'),
  industry: text(40),
  merchantSettings: z.record(z.string(), z.unknown()).optional().default({}),
});
export type LandingConfigInput = z.input<typeof landingConfigInputSchema>;

export const landingConfigSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  subdomain: z.string(),
  customDomain: z.string().nullable(),
  customUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  isActive: z.boolean(),
  tierName: z.enum(STOREFRONT_TIER_NAMES),
  industry: z.string().nullable(),
  merchantSettings: z.record(z.string(), z.unknown()),
  /** Where the page answers: /landing/{subdomain} on this site (and the subdomain's host when configured). */
  publicUrl: z.string(),
  /** Products now, and how many the tier and the plan allow together (null: unlimited). */
  productCount: z.number(),
  productLimit: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LandingConfig = z.infer<typeof landingConfigSchema>;

const price = z
  .union([z.string(), z.number()], { error: m.priceRequired })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => v !== '', m.priceRequired)
  .refine((v) => v === '' || moneyPattern.test(v), m.priceInvalid);

/** POST /api/landing-page-products and PUT /api/landing-page-products/{id}. */
export const landingProductInputSchema = z.object({
  name: singleLine(
    z
      .string({ error: m.productNameRequired })
      .trim()
      .min(1, m.productNameRequired)
      .max(120, 'Must be at most 120 characters'),
  ),
  description: z
    .string()
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
  price,
  category: text(60),
  imageUrl: text(500),
  sku: text(60),
  /** A whole number; -1 (the default) is unlimited. */
  inventory: z
    .union([z.number(), z.string().trim()], { error: m.inventoryInvalid })
    .optional()
    .transform((v) => (v === undefined || v === '' ? -1 : Number(v)))
    .refine((v) => Number.isInteger(v) && v >= -1 && v <= 1_000_000, m.inventoryInvalid),
  weight: z
    .union([z.number(), z.string().trim()], { error: m.weightInvalid })
    .optional()
    .nullable()
    .transform((v) => (v === undefined || v === null || v === '' ? null : String(v)))
    .refine((v) => v === null || /^\d{1,6}(\.\d{1,2})?$/.test(v), m.weightInvalid),
  isActive: z.boolean().optional().default(true),
});
export type LandingProductInput = z.input<typeof landingProductInputSchema>;

export const landingProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sku: z.string().nullable(),
  inventory: z.number(),
  weight: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type LandingProduct = z.infer<typeof landingProductSchema>;

/**
 * POST /api/submit-lead: the specification's payload. `website` is a field people never see (a honeypot): a request
 * that fills it is answered as if accepted and stored nowhere.
 */
export const submitLeadSchema = z.object({
  name: singleLine(z.string({ error: m.missingText }).trim().min(1, m.missingText).max(120)),
  email: emailAddress(m.emailInvalid),
  phone: singleLine(z.string({ error: m.missingText }).trim().min(1, m.missingText).max(40)),
  serviceRequested: text(120),
  message: z
    .string()
    .trim()
    .max(4000, 'Must be at most 4000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
  subdomain: z.string().trim().toLowerCase().min(1).max(SUBDOMAIN_MAX),
  website: z.string().max(200).optional(),
});
export type SubmitLeadInput = z.input<typeof submitLeadSchema>;

export const leadSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  serviceRequested: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  source: z.string(),
  customerId: z.number().nullable(),
  contactedAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadStatusSchema = z.object({ status: z.enum(LEAD_STATUSES, { error: m.leadStatusInvalid }) });

/** GET /api/landing-page-products: a page of the storefront's products, the newest first. */
export const landingProductListQuerySchema = listQuerySchema.omit({ search: true });

/** GET /api/leads: a page of the business's leads, the newest first, optionally of one status. */
export const leadListQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({ status: z.enum(LEAD_STATUSES, { error: m.leadStatusInvalid }).optional() });
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** POST /api/leads/{id}/convert: the lead, converted, and the customer it is now (found by e-mail, or created). */
export const convertLeadResultSchema = z.object({ lead: leadSchema, customerId: z.number() });
export type ConvertLeadResult = z.infer<typeof convertLeadResultSchema>;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((v) => (ANALYTICS_PERIODS as readonly number[]).includes(v), 'Choose 7, 30 or 90 days')
    .default(30),
});

/** GET /api/landing-page-analytics?days=: each day of the period (the business's days, oldest first) and totals. */
export const storefrontAnalyticsSchema = z.object({
  days: z.number(),
  series: z.array(
    z.object({
      day: z.string(),
      views: z.number(),
      leads: z.number(),
      orders: z.number(),
      revenue: z.string(),
      fees: z.string(),
    }),
  ),
  /** The storefront's orders, their `revenue` and the platform's `fees` on them (decimal strings). */
  totals: z.object({ views: z.number(), leads: z.number(), orders: z.number(), revenue: z.string(), fees: z.string() }),
});
export type StorefrontAnalytics = z.infer<typeof storefrontAnalyticsSchema>;

/** A product as the public page shows it: `price` a decimal string; `left` null when its stock is unlimited. */
export const publicProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  inStock: z.boolean(),
  left: z.number().nullable(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

/**
 * GET /api/landing/{subdomain}: what the public page shows, nothing private. `services` are the business's own
 * (`baseRate` a decimal string, or null) or, when it has none, the specification's list for the subdomain
 * (`own` false, no description or rate). `accentColor` is the primary colour the page draws with.
 */
export const publicStorefrontSchema = z.object({
  subdomain: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  services: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable(),
      baseRate: z.string().nullable(),
      own: z.boolean(),
    }),
  ),
  contact: z.object({ phone: z.string().nullable(), email: z.string().nullable(), address: z.string().nullable() }),
  url: z.string(),
  /** The storefront's active products (at most SHOWN_PRODUCTS_MAX, in the order added). */
  products: z.array(publicProductSchema),
  /** How the page takes card payments: null when the business takes none (products show without a cart). */
  payments: storefrontPaymentsSchema,
  /** Online booking: null when the schedule settings do not allow it; else the services a visitor may choose. */
  booking: z.object({ services: z.array(z.object({ id: z.number(), name: z.string() })) }).nullable(),
});
export type PublicStorefront = z.infer<typeof publicStorefrontSchema>;
/** What the page shows of a storefront before its products, payments and booking are added. */
export type StorefrontBasics = Omit<PublicStorefront, 'products' | 'payments' | 'booking'>;
