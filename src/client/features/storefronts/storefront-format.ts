import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import type { LandingConfig, Lead, LeadStatus } from '@shared/storefronts/storefront.schemas';

/** The builder's own texts (the specification's are in `storefrontMessages`). */
export const builderTexts = {
  configCreated: 'Storefront created',
  configSaved: 'Configuration saved',
  productCreated: 'Product added',
  productUpdated: 'Product updated',
  productDeleted: 'Product deleted',
  leadUpdateFailed: 'Failed to update lead',
  leadConvertFailed: 'Failed to convert lead',
  leadConverted: (name: string) => `${name} is now one of your customers.`,
  urlCopied: 'Public URL copied',
  copyFailed: 'Could not copy the link',
  needsStorefront: 'Set up your storefront first',
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

export const leadStatusTones = { new: 'blue', contacted: 'amber', converted: 'green', lost: 'grey' } as const;

export const leadName = (lead: Lead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');

/** Where the owner previews the page: always on this site, whatever host it also answers at. */
export const previewPath = (config: LandingConfig) => `/landing/${config.subdomain}`;

/** The page's address to share, absolute. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** `-1` (unlimited) as the screens say it. */
export const unlimited = (n: number, noun: string) => (n === -1 ? `Unlimited ${noun}` : `${n} ${noun}`);

/** "12 of 50 products", or "12 products (unlimited)" when the tier sets no limit. */
export function productUsage(config: Pick<LandingConfig, 'productCount' | 'productLimit'>) {
  const noun = config.productCount === 1 && config.productLimit === null ? 'product' : 'products';
  return config.productLimit === null
    ? `${config.productCount} ${noun} (unlimited)`
    : `${config.productCount} of ${config.productLimit} ${noun}`;
}

export const atProductLimit = (config: Pick<LandingConfig, 'productCount' | 'productLimit'>) =>
  config.productLimit !== null && config.productCount >= config.productLimit;

/** A tier of the tiers call is the storefront's when their names match (`Pro` and `pro`). */
export const isTier = (tier: LandingPageTier, tierName: string) => tier.name.toLowerCase() === tierName.toLowerCase();

export const tierLabel = (tierName: string) => tierName.charAt(0).toUpperCase() + tierName.slice(1);

/** `2.90` as `2.9%`. */
export const formatPercent = (value: string) => `${Number(value)}%`;
