import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyDomains, landingPageConfigs } from '../../../db/schema';

/**
 * The storefront a domain row of `type` named `domain` (the unique domain index) leads to, when the row answers:
 * switched on, its setup paid (status active) and, for a custom domain, its DNS record verified.
 */
export async function findAnsweringDomain(db: Db, opts: { domain: string; type: 'subdomain' | 'custom' }) {
  const [row] = await db
    .select({ id: companyDomains.id, sslEnabled: companyDomains.sslEnabled, subdomain: landingPageConfigs.subdomain })
    .from(companyDomains)
    .innerJoin(landingPageConfigs, eq(landingPageConfigs.companyId, companyDomains.companyId))
    .where(
      and(
        eq(companyDomains.domain, opts.domain),
        eq(companyDomains.domainType, opts.type),
        eq(companyDomains.isActive, true),
        eq(companyDomains.status, 'active'),
        eq(companyDomains.dnsVerified, true),
      ),
    );
  return row;
}

/** Whether a storefront has this subdomain (the unique subdomain index). */
export async function storefrontExists(db: Db, opts: { subdomain: string }) {
  const [row] = await db
    .select({ id: landingPageConfigs.id })
    .from(landingPageConfigs)
    .where(eq(landingPageConfigs.subdomain, opts.subdomain));
  return row !== undefined;
}

/** Notes that the domain was served over HTTPS, once. */
export async function markSslEnabled(db: Db, opts: { id: number }) {
  await db
    .update(companyDomains)
    .set({ sslEnabled: true })
    .where(and(eq(companyDomains.id, opts.id), eq(companyDomains.sslEnabled, false)));
}
