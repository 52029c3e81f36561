import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import type { Translate } from '../storefront-text';

/** An address for a page's head: a path on our origin made absolute, an https address as it is. */
export const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** The meta description: the storefront's own, else one line from the business and its first services. */
export function pageDescription(view: PublicStorefront, t: Translate): string {
  const own = view.description?.replace(/\s+/g, ' ').trim();
  const services = view.services
    .slice(0, 3)
    .map((s) => s.name)
    .join(', ');
  const text = own || t('storefronts.site.describe', { business: view.businessName, services });
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

/** schema.org LocalBusiness of the storefront: who, where, how to reach them, and the services they offer. */
export function localBusinessJsonLd(view: PublicStorefront, origin: string, t: Translate) {
  const offers = view.services.map((s) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: s.name, ...(s.description ? { description: s.description } : {}) },
    ...(s.baseRate ? { price: s.baseRate, priceCurrency: 'USD' } : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: view.businessName,
    description: pageDescription(view, t),
    url: view.url,
    ...(view.logoUrl ? { image: absolute(origin, view.logoUrl), logo: absolute(origin, view.logoUrl) } : {}),
    ...(view.contact.phone ? { telephone: view.contact.phone } : {}),
    ...(view.contact.email ? { email: view.contact.email } : {}),
    ...(view.contact.address ? { address: view.contact.address } : {}),
    hasOfferCatalog: { '@type': 'OfferCatalog', name: t('storefronts.site.catalogue'), itemListElement: offers },
  };
}
