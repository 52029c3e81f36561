import { toCents } from '../money';
import type { PlansResponse } from './marketing.schemas';
import { findPageMeta, SITE_NAME } from './page-meta';

type Offer = {
  '@type': 'Offer';
  name: string;
  description: string;
  price: string;
  priceCurrency: 'USD';
  priceSpecification: {
    '@type': 'UnitPriceSpecification';
    price: string;
    priceCurrency: 'USD';
    unitText: 'MONTH';
    referenceQuantity: { '@type': 'QuantitativeValue'; value: 1; unitCode: 'MON' };
  };
};

export type SoftwareApplicationJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'SoftwareApplication';
  name: string;
  description: string;
  applicationCategory: 'BusinessApplication';
  operatingSystem: 'Web';
  url?: string;
  offers: {
    '@type': 'AggregateOffer';
    priceCurrency: 'USD';
    lowPrice: string;
    highPrice: string;
    offerCount: number;
    offers: Offer[];
  };
};

/**
 * schema.org SoftwareApplication for the landing page: one monthly Offer per plan at today's price (GET
 * /api/plans), gathered in an AggregateOffer whose lowPrice is the cheapest plan. The server and the client
 * build it here so both write the same thing.
 */
export function softwareApplicationJsonLd(plans: PlansResponse, url?: string): SoftwareApplicationJsonLd {
  const offers: Offer[] = plans.plans.map((plan) => ({
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    price: plan.price,
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.price,
      priceCurrency: 'USD',
      unitText: 'MONTH',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
  }));
  const byPrice = [...offers].sort((a, b) => toCents(a.price) - toCents(b.price));
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    description: findPageMeta('/')?.description ?? SITE_NAME,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    ...(url ? { url } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: byPrice[0]?.price ?? '0.00',
      highPrice: byPrice.at(-1)?.price ?? '0.00',
      offerCount: offers.length,
      offers,
    },
  };
}
