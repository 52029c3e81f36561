import { companyDomains } from '../server/db/schema';
import { seedLead, seedStorefrontOrder } from '../server/db/seed/storefront-factories';
import type { TestApp } from './app';
import { call } from './tenant-call';

/** The company's storefront, through the API: its page, a product, a lead and one converted to its customer. */
export async function seedTenantStorefront(t: TestApp, cookie: string, opts: { tag: string; companyId: number }) {
  const { tag, companyId } = opts;
  const lower = tag.toLowerCase();
  const as = (method: string, url: string, payload?: unknown) => call(t, cookie, method, url, payload);
  const subdomain = `${lower}-shop`;
  await as('POST', '/api/landing-page-config', { title: `${tag} Shop`, subdomain, contactEmail: `shop@${lower}.test` });
  await as('POST', '/api/landing-page-products', { name: `${tag} Gift card`, price: '25.00', sku: `${tag}-GC1` });
  await seedLead(t.db, {
    companyId,
    firstName: `${tag} Visitor`,
    email: `visitor@${lower}.test`,
    message: `${tag} hi`,
  });
  const lead = await seedLead(t.db, { companyId, firstName: `${tag} Customer`, email: `customer@${lower}.test` });
  await as('POST', `/api/leads/${lead.id}/convert`);
  // A custom domain of the storefront, waiting on its DNS record. Written directly: through the API it would name a
  // template, a platform row every tenant's domain shares, which would make each tenant's rows the other's.
  await t.db.insert(companyDomains).values({
    companyId,
    domain: `www.${lower}-shop.test`,
    domainType: 'custom',
    status: 'pending',
    seoTitle: `${tag} Shop`,
    contactEmail: `shop@${lower}.test`,
    setupFee: '49.00',
    monthlyFee: '19.00',
    verificationToken: `${lower}0verify0token`,
    // Older than the DNS re-check job looks (14 days): no job touches the row while the checks compare it.
    createdAt: new Date(Date.now() - 30 * 86_400_000),
  });
  const order = await seedStorefrontOrder(t.db, { companyId, buyerName: `${tag} Buyer`, notes: `${tag} order` });
  /**
   * The storefront's subdomain: its public page's address, which anyone may open; an order's receipt token; the
   * pending domain's name, which its public checkout is addressed by.
   */
  return { subdomain, orderToken: order.publicToken, pendingDomain: `www.${lower}-shop.test` };
}
