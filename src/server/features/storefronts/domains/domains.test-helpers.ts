import { asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { companyDomains, landingPageTemplates } from '../../../db/schema';
import { seedLandingConfig } from '../../../db/seed/storefront-factories';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const MISSING_ID = 2_147_483_647;

let sequence = 0;
/** A name no other test file uses (they share the template database, each with its own copy). */
export const uniqueName = (stem: string) => `${stem}-${process.pid}-${++sequence}`;

/** The calls and rows the domain tests share, on the test app `app()` returns once it exists. */
export function domainTestApi(app: () => TestApp) {
  const db = () => app().db;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A signed-in owner, with a storefront unless `storefront` is false. */
  async function owner(opts: { storefront?: boolean } = {}) {
    const o = await signedInOwner(app());
    const config =
      opts.storefront === false
        ? undefined
        : await seedLandingConfig(db(), { companyId: o.company.id, subdomain: uniqueName('shop') });
    return { ...o, config };
  }

  const firstTemplateId = async () =>
    (await db().select().from(landingPageTemplates).orderBy(asc(landingPageTemplates.id)).limit(1))[0].id;

  /** A valid domain form (a subdomain by default); `overrides` may make it invalid on purpose. */
  const form = async (overrides: Record<string, unknown> = {}) => ({
    domainType: 'subdomain',
    subdomain: uniqueName('label'),
    landingPageTemplate: await firstTemplateId(),
    primaryColor: '#3B82F6',
    seoTitle: 'Greenline Lawn Care',
    seoDescription: 'Mowing and seasonal cleanups in Springfield.',
    contactEmail: 'Hello@Greenline.test',
    contactPhone: '555-0100',
    serviceAreas: 'Springfield, Shelbyville',
    isActive: true,
    ...overrides,
  });

  const domainRow = async (id: number) =>
    (await db().select().from(companyDomains).where(eq(companyDomains.id, id)))[0];

  /** A domain row as the checkout and the DNS check leave it (active, verified by default). */
  async function seedDomain(values: Partial<typeof companyDomains.$inferInsert> & { companyId: number }) {
    const [row] = await db()
      .insert(companyDomains)
      .values({ domain: `${uniqueName('site')}.example`, domainType: 'custom', dnsVerified: true, ...values })
      .returning();
    return row;
  }

  return { call, owner, form, firstTemplateId, domainRow, seedDomain };
}
