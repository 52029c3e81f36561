import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import type { LandingConfig, Lead, LeadStatus } from '@shared/storefronts/storefront.schemas';
import { t } from '@client/i18n/i18n';

/** A translate function: `t` of `@client/i18n/i18n` outside React, a component's `useT()` in one. */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The builder's toasts, in the language active when they are shown. */
export const builderTexts = {
  configCreated: () => t('storefronts.toast.configCreated'),
  configSaved: () => t('storefronts.toast.configSaved'),
  productCreated: () => t('storefronts.toast.productCreated'),
  productUpdated: () => t('storefronts.toast.productUpdated'),
  productDeleted: () => t('storefronts.toast.productDeleted'),
  leadUpdateFailed: () => t('storefronts.toast.leadUpdateFailed'),
  leadConvertFailed: () => t('storefronts.toast.leadConvertFailed'),
  leadConverted: (name: string) => t('storefronts.toast.leadConverted', { name }),
  urlCopied: () => t('storefronts.toast.urlCopied'),
  copyFailed: () => t('storefronts.toast.copyFailed'),
};

export const leadStatusLabels = (t: Translate): Record<LeadStatus, string> => ({
  new: t('storefronts.lead.status.new'),
  contacted: t('storefronts.lead.status.contacted'),
  converted: t('storefronts.lead.status.converted'),
  lost: t('storefronts.lead.status.lost'),
});

export const leadStatusTones = { new: 'blue', contacted: 'amber', converted: 'green', lost: 'grey' } as const;

export const leadName = (lead: Lead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');

/** Where the owner previews the page: always on this site, whatever host it also answers at. */
export const previewPath = (config: LandingConfig) => `/landing/${config.subdomain}`;

/** The page's address to share, absolute. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** "12 of 50 products", or "12 products (unlimited)" when the tier sets no limit. */
export function productUsage(config: Pick<LandingConfig, 'productCount' | 'productLimit'>, t: Translate) {
  return config.productLimit === null
    ? t('storefronts.products.usageUnlimited', { count: config.productCount })
    : t('storefronts.products.usage', { count: config.productCount, limit: config.productLimit });
}

export const atProductLimit = (config: Pick<LandingConfig, 'productCount' | 'productLimit'>) =>
  config.productLimit !== null && config.productCount >= config.productLimit;

/** A tier of the tiers call is the storefront's when their names match (`Pro` and `pro`). */
export const isTier = (tier: LandingPageTier, tierName: string) => tier.name.toLowerCase() === tierName.toLowerCase();

export const tierLabel = (tierName: string) => tierName.charAt(0).toUpperCase() + tierName.slice(1);

/** `2.90` as `2.9%`. */
export const formatPercent = (value: string) => `${Number(value)}%`;
