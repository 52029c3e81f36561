/** The specification's texts for storefronts (2-commercial.md), kept exactly; and ours. */
export const storefrontMessages = {
  // Landing config (spec 5).
  titleRequired: 'Title is required',
  subdomainShort: 'Subdomain must be at least 3 characters',
  emailInvalid: 'Please enter a valid email',
  saveFailed: 'Failed to save configuration',
  // Ours: the subdomain's other rules.
  subdomainLong: 'Subdomain must be at most 63 characters',
  subdomainChars: 'Use lower-case letters, digits and hyphens, not starting or ending with a hyphen',
  subdomainReserved: 'This subdomain is reserved. Please choose another.',
  subdomainTaken: 'This subdomain is already taken. Please choose another.',
  colorInvalid: 'Use a colour like #3b82f6',
  configExists: 'Your storefront already exists: update it instead.',
  configMissing: 'Set up your storefront first.',
  tierUnknown: 'Please choose a storefront tier',
  configNotFound: 'Storefront not found',
  productNotFound: 'Product not found',
  leadNotFound: 'Lead not found',
  leadStatusInvalid: 'Please choose a status',
  // Landing product (spec 5).
  productNameRequired: 'Product name is required',
  priceRequired: 'Price is required',
  productSaveFailed: 'Failed to save product',
  productDeleteFailed: 'Failed to delete product',
  productDeleteConfirm: 'Are you sure you want to delete this product?',
  priceInvalid: 'Please enter a price like 25.00',
  inventoryInvalid: 'Inventory must be a whole number, -1 for unlimited',
  weightInvalid: 'Please enter a weight like 1.5',
  productLimit: (tier: string, limit: number) =>
    `Your ${tier} storefront tier includes ${limit} products. Choose a higher tier to add more.`,
  // Public page and lead form (spec 2, 5, 8).
  notFoundTitle: 'Service Not Found',
  notFoundText: 'This service page is not available.',
  pageNotFound: 'Landing page not found',
  missingTitle: 'Missing Information',
  missingText: 'Please fill in all required fields.',
  leadFailed: 'Failed to submit request. Please try again.',
  leadSent: "Thanks! We've received your request and will be in touch soon.",
  leadRateLimited: 'Too many requests. Please try again in a few minutes.',
} as const;

/** The specification's default colours of a storefront, and the public page's accent when none is set. */
export const DEFAULT_PRIMARY_COLOR = '#3b82f6';
export const DEFAULT_SECONDARY_COLOR = '#1f2937';
export const FALLBACK_ACCENT = '#0EA5E9';

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 63;
/** A DNS label: lower-case letters, digits and inner hyphens. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Names that belong to the platform (its own hosts, mail and well-known services), never a business's. */
export const RESERVED_SUBDOMAINS = new Set([
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'cdn',
  'static',
  'assets',
  'blog',
  'help',
  'support',
  'status',
  'docs',
  'dev',
  'staging',
  'test',
  'login',
  'signup',
  'billing',
  'dashboard',
  'crewdesk',
  'landing',
  'webmail',
  'autodiscover',
]);

export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The specification's tiers by name: a config's `tierName` is one of these. */
export const STOREFRONT_TIER_NAMES = ['basic', 'pro', 'enterprise'] as const;
export type StorefrontTierName = (typeof STOREFRONT_TIER_NAMES)[number];

/** Analytics periods, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The public page's service lists (spec 2) when the business has no services of its own. */
export const FALLBACK_SERVICES = {
  pool: [
    'Pool Cleaning',
    'Chemical Balancing',
    'Equipment Repair',
    'Pool Opening & Closing',
    'Leak Detection',
    'Filter Maintenance',
  ],
  landscape: [
    'Lawn Mowing',
    'Landscape Design',
    'Tree & Shrub Care',
    'Irrigation Systems',
    'Seasonal Cleanup',
    'Hardscaping',
  ],
  generic: ['Home Repairs', 'Maintenance Plans', 'Installations', 'Inspections', 'Emergency Service', 'Free Estimates'],
} as const;

/** Which fallback list a subdomain gets: 'pool' or 'landscape' in it, else the generic one. */
export function fallbackServicesFor(subdomain: string): readonly string[] {
  if (subdomain.includes('pool')) return FALLBACK_SERVICES.pool;
  if (subdomain.includes('landscape')) return FALLBACK_SERVICES.landscape;
  return FALLBACK_SERVICES.generic;
}
