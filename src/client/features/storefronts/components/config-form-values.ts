import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type LandingConfig,
  type LandingConfigInput,
} from '@shared/storefronts/storefront.schemas';

/** The form's fields: the specification's, as typed (the tier is shown, not chosen here). */
export type ConfigFormValues = Pick<
  LandingConfigInput,
  | 'title'
  | 'description'
  | 'subdomain'
  | 'contactEmail'
  | 'logoUrl'
  | 'primaryColor'
  | 'secondaryColor'
  | 'isActive'
  | 'industry'
  | 'customUrl'
>;

/** A new storefront: the specification's colours, active; or the saved one. */
export function configFormDefaults(config: LandingConfig | null): ConfigFormValues {
  return {
    title: config?.title ?? '',
    description: config?.description ?? '',
    subdomain: config?.subdomain ?? '',
    contactEmail: config?.contactEmail ?? '',
    logoUrl: config?.logoUrl ?? '',
    primaryColor: config?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: config?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    isActive: config?.isActive ?? true,
    industry: config?.industry ?? '',
    customUrl: config?.customUrl ?? '',
  };
}

/**
 * What an update keeps that the form does not edit: the update takes the whole configuration, and left out these
 * would fall back to their defaults (the tier to basic, the custom domain and the merchant settings to none).
 */
export function keptFields(config: LandingConfig | null): Partial<LandingConfigInput> {
  if (!config) return {};
  return { tierName: config.tierName, customDomain: config.customDomain, merchantSettings: config.merchantSettings };
}

/** The trades the platform serves, offered as suggestions; any other is typed. */
export const INDUSTRY_SUGGESTIONS = ['Pool', 'Landscaping', 'Electrical', 'Plumbing', 'HVAC', 'Cleaning'];
