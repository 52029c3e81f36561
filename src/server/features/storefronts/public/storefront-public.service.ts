import {
  fallbackServicesFor,
  SUBDOMAIN_MAX,
  SUBDOMAIN_PATTERN,
  type StorefrontBasics,
} from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { pageColours } from './page/page-colours';
import * as q from './storefront-public.queries';

export type { StorefrontRow } from './storefront-public.queries';

/** A subdomain as a visitor may write it in a path or a host, lower-cased; undefined when it cannot be one. */
export function normalSubdomain(raw: string): string | undefined {
  const subdomain = raw.toLowerCase();
  return subdomain.length <= SUBDOMAIN_MAX && SUBDOMAIN_PATTERN.test(subdomain) ? subdomain : undefined;
}

/** A picture the page may show: a path on our origin or an https address; nothing that could run or mislead. */
export const safeImage = (url: string | null) =>
  url && ((url.startsWith('/') && !url.startsWith('//')) || /^https:\/\/[^\s"'<>]+$/i.test(url)) ? url : null;

export const storefrontUrl = (origin: string, subdomain: string) => `${origin}/landing/${subdomain}`;

/** The active storefront of `rawSubdomain` with what its page shows; undefined when there is none. */
export async function findStorefront(db: Db, rawSubdomain: string, origin: string) {
  const subdomain = normalSubdomain(rawSubdomain);
  if (subdomain === undefined) return undefined;
  const row = await q.findActiveStorefront(db, { subdomain });
  if (!row) return undefined;
  const services = await q.findShownServices(db, { companyId: row.companyId });
  const colours = pageColours(row.primaryColor, row.secondaryColor);
  const view: StorefrontBasics = {
    subdomain: row.subdomain,
    title: row.title,
    description: row.description,
    businessName: row.businessName,
    logoUrl: safeImage(row.logoUrl) ?? safeImage(row.companyLogo),
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    accentColor: colours.accent,
    services:
      services.length > 0
        ? services.map((s) => ({ name: s.name, description: s.description, baseRate: s.baseRate, own: true }))
        : fallbackServicesFor(row.subdomain).map((name) => ({ name, description: null, baseRate: null, own: false })),
    contact: { phone: row.phone, email: row.contactEmail ?? row.companyEmail, address: row.address },
    url: storefrontUrl(origin, row.subdomain),
  };
  return { row, view, services };
}

export type FoundStorefront = NonNullable<Awaited<ReturnType<typeof findStorefront>>>;
