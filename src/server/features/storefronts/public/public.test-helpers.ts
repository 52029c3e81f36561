import type { InjectOptions } from 'fastify';
import { seedCompany, seedUser, type UserOverrides } from '../../../db/seed/factories';
import { seedLandingConfig } from '../../../db/seed/storefront-factories';
import type { TestApp } from '../../../../test/app';
import type { landingPageConfigs } from '../../../db/schema';
import { shopTextsIn } from './page/shop-texts';
import { storefrontText } from './storefront-text';

/** What a person's browser sends: storefront views count only such requests. */
/** The shop's and the booking form's English words (the specification's), as an English page draws them. */
export const shopTexts = shopTextsIn(storefrontText('en'));

export const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

let sequence = 0;

/** A subdomain no other test file uses (they share the template database's sequence, not its rows). */
export const uniqueSubdomain = (stem: string) => `${stem}-${process.pid}-${++sequence}`;

type ConfigOverrides = Partial<typeof landingPageConfigs.$inferInsert>;

/** An owner, their company (named and reachable) and its storefront. */
export async function seedStorefront(
  t: TestApp,
  opts: { config?: ConfigOverrides; owner?: UserOverrides; company?: Record<string, unknown> } = {},
) {
  const user = await seedUser(t.db, opts.owner);
  const company = await seedCompany(t.db, {
    userId: user.id,
    name: 'Bluewater Pools',
    phone: '(555) 010-2000',
    email: 'office@bluewater.test',
    address: '12 Harbor Road, Tampa, FL',
    ...opts.company,
  });
  const config = await seedLandingConfig(t.db, {
    companyId: company.id,
    subdomain: uniqueSubdomain('bluewater'),
    title: 'Bluewater Pool Service',
    description: 'Weekly pool care across Tampa Bay.',
    ...opts.config,
  });
  return { user, company, config };
}

/** A GET of a page as a phone's browser sends it. */
export function visit(t: TestApp, url: string, extra: Partial<InjectOptions> = {}) {
  const { headers, ...rest } = extra;
  return t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers }, ...rest });
}

/** The JSON-LD of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}
