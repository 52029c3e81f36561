import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Domain, LandingTemplate } from '@shared/storefronts/domain.schemas';
import { fetchPage } from '@client/lib/api';

// The reads of the domain manager, without its mutations (and their toasts).

export const DOMAINS_KEY = '/api/domains';
export const TEMPLATES_KEY = '/api/landing-templates';
/** The storefront's configuration (the Store Builder's read, same key and cache): a domain is another address of it. */
export const STOREFRONT_KEY = '/api/landing-page-config';

export const DOMAIN_PAGE_SIZE = 12;

/** The company's domains, newest first, a page at a time. */
export function domainsQuery(page: number) {
  return queryOptions({
    queryKey: [DOMAINS_KEY, page],
    queryFn: () => fetchPage<Domain>(DOMAINS_KEY, page, DOMAIN_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const templatesQuery = queryOptions<LandingTemplate[]>({ queryKey: [TEMPLATES_KEY] });

/** Whether the business has a storefront: the configuration, or null before it is created. */
export const storefrontQuery = queryOptions<{ subdomain: string } | null>({ queryKey: [STOREFRONT_KEY] });
