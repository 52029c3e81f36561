import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages as m, type Domain, type LandingTemplate } from '../../../../shared/storefronts/domain.schemas';
import { storefrontMessages as sm } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { companyDomains, landingPageTemplates } from '../../../db/schema';
import { domainTestApi, MISSING_ID, uniqueName, type Method } from './domains.test-helpers';

describe('domains: the form, the list, the switch and deleting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, form, domainRow, seedDomain } = domainTestApi(() => t);
  const rowsOf = (companyId: number) =>
    t.db.select().from(companyDomains).where(eq(companyDomains.companyId, companyId));

  it.each<[Method, string]>([
    ['GET', '/api/domains'],
    ['POST', '/api/domains'],
    ['PATCH', '/api/domains/1'],
    ['DELETE', '/api/domains/1'],
    ['POST', '/api/domains/1/verify'],
    ['GET', '/api/landing-templates'],
  ])('%s %s answers 401 to a visitor', async (method, url) => {
    expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });

  it('lists the active templates by name', async () => {
    const { cookie } = await owner();
    const [hidden] = await t.db
      .insert(landingPageTemplates)
      .values({ name: 'Retired', industry: 'other', isActive: false })
      .returning();
    const response = await call('GET', '/api/landing-templates', cookie);
    expect(response.statusCode).toBe(200);
    const templates = response.json<LandingTemplate[]>();
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(templates.map((x) => x.name)).toEqual([...templates.map((x) => x.name)].sort());
    expect(templates.find((x) => x.name === 'Green Lawn')).toMatchObject({ industry: 'landscaping' });
    expect(templates.some((x) => x.id === hidden.id)).toBe(false);
  });

  it('creates a subdomain: pending, on our own DNS, at its fees, with the form as given', async () => {
    const { cookie, config } = await owner();
    const label = uniqueName('Greenline').toUpperCase();
    const response = await call('POST', '/api/domains', cookie, await form({ subdomain: ` ${label} ` }));
    expect(response.statusCode, response.body).toBe(201);
    const domain = response.json<Domain>();
    expect(domain).toMatchObject({
      domain: label.toLowerCase(),
      domainType: 'subdomain',
      templateName: 'Green Lawn',
      primaryColor: '#3b82f6',
      seoTitle: 'Greenline Lawn Care',
      contactEmail: 'hello@greenline.test',
      serviceAreas: 'Springfield, Shelbyville',
      isActive: true,
      status: 'pending',
      dnsVerified: true,
      sslEnabled: false,
      setupFee: '29.00',
      monthlyFee: '9.00',
      host: null,
      url: `${t.ctx.origin.url}/landing/${config!.subdomain}`,
      verification: null,
      activatedAt: null,
    });
    expect(await domainRow(domain.id)).toMatchObject({ status: 'pending', verificationToken: null });
  });

  it('creates a custom domain: pending, unverified, at its fees, with the TXT record to add', async () => {
    const { cookie } = await owner();
    const name = `${uniqueName('www.greenline')}.example`;
    const response = await call(
      'POST',
      '/api/domains',
      cookie,
      await form({ domainType: 'custom', domain: `${name.toUpperCase()}.`, subdomain: undefined, isActive: false }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const domain = response.json<Domain>();
    const row = await domainRow(domain.id);
    expect(row.verificationToken).toMatch(/^[0-9a-f]{32}$/);
    expect(domain).toMatchObject({
      domain: name,
      domainType: 'custom',
      isActive: false,
      status: 'pending',
      dnsVerified: false,
      setupFee: '49.00',
      monthlyFee: '19.00',
      host: name,
      url: `https://${name}/`,
      verification: { name: `_crewdesk.${name}`, value: `crewdesk-verify=${row.verificationToken}` },
    });
  });

  it.each([
    [{ landingPageTemplate: undefined }, 'landingPageTemplate', m.templateRequired],
    [{ landingPageTemplate: '' }, 'landingPageTemplate', m.templateRequired],
    [{ landingPageTemplate: MISSING_ID }, 'landingPageTemplate', m.templateRequired],
    [{ primaryColor: '' }, 'primaryColor', m.colorRequired],
    [{ primaryColor: undefined }, 'primaryColor', m.colorRequired],
    [{ primaryColor: 'blue' }, 'primaryColor', m.colorInvalid],
    [{ seoTitle: ' ' }, 'seoTitle', m.seoTitleRequired],
    [{ seoDescription: undefined }, 'seoDescription', m.seoDescriptionRequired],
    [{ contactEmail: 'not-an-address' }, 'contactEmail', m.emailRequired],
    [{ contactEmail: undefined }, 'contactEmail', m.emailRequired],
    [{ domainType: 'wildcard' }, 'domainType', m.typeInvalid],
    [{ subdomain: 'ab' }, 'subdomain', sm.subdomainShort],
    [{ subdomain: undefined }, 'subdomain', sm.subdomainShort],
    [{ subdomain: 'www' }, 'subdomain', sm.subdomainReserved],
    [{ subdomain: '-shop' }, 'subdomain', sm.subdomainChars],
    [{ domainType: 'custom', domain: '' }, 'domain', m.domainRequired],
    [{ domainType: 'custom', domain: 'https://greenline.example' }, 'domain', m.domainScheme],
    [{ domainType: 'custom', domain: 'greenline.example/shop' }, 'domain', m.domainScheme],
    [{ domainType: 'custom', domain: 'greenline.example:8443' }, 'domain', m.domainScheme],
    [{ domainType: 'custom', domain: 'greenline' }, 'domain', m.domainInvalid],
    [{ domainType: 'custom', domain: '192.0.2.1' }, 'domain', m.domainInvalid],
    [{ domainType: 'custom', domain: 'green_line.example' }, 'domain', m.domainInvalid],
    [{ domainType: 'custom', domain: `${'a'.repeat(60)}.`.repeat(5) + 'com' }, 'domain', m.domainLong],
  ])('refuses %j with 400 and stores nothing', async (overrides, field, message) => {
    const { cookie, company } = await owner();
    const response = await call('POST', '/api/domains', cookie, await form(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await rowsOf(company.id)).toHaveLength(0);
  });

  it('refuses an inactive template', async () => {
    const { cookie, company } = await owner();
    const [retired] = await t.db
      .insert(landingPageTemplates)
      .values({ name: 'Old', industry: 'other', isActive: false })
      .returning();
    const response = await call('POST', '/api/domains', cookie, await form({ landingPageTemplate: retired.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.templateRequired);
    expect(await rowsOf(company.id)).toHaveLength(0);
  });

  it('answers 409 before the business has a storefront', async () => {
    const { cookie, company } = await owner({ storefront: false });
    const response = await call('POST', '/api/domains', cookie, await form());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.needsStorefront);
    expect(await rowsOf(company.id)).toHaveLength(0);
  });

  it("refuses a name someone holds: another business's storefront, a subdomain or a custom domain", async () => {
    const other = await owner();
    const held = await seedDomain({ companyId: other.company.id, domain: `${uniqueName('taken')}.example` });
    const heldLabel = await seedDomain({
      companyId: other.company.id,
      domain: uniqueName('held'),
      domainType: 'subdomain',
    });
    const { cookie, company } = await owner();
    for (const overrides of [
      { subdomain: other.config!.subdomain },
      { subdomain: heldLabel.domain },
      { domainType: 'custom', domain: held.domain },
    ]) {
      const response = await call('POST', '/api/domains', cookie, await form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(response.json().message).toBe(m.domainTaken);
    }
    expect(await rowsOf(company.id)).toHaveLength(0);
    // The business's own storefront name is its own to use.
    const own = await owner();
    const mine = await call('POST', '/api/domains', own.cookie, await form({ subdomain: own.config!.subdomain }));
    expect(mine.statusCode, mine.body).toBe(201);
  });

  it("lists the company's domains newest first, a page at a time with the total", async () => {
    const { cookie, company } = await owner();
    const other = await owner();
    await seedDomain({ companyId: other.company.id });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await seedDomain({ companyId: company.id })).id);
    const first = await call('GET', '/api/domains?limit=2', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json<Domain[]>().map((d) => d.id)).toEqual([ids[2], ids[1]]);
    const second = await call('GET', '/api/domains?limit=2&offset=2', cookie);
    expect(second.json<Domain[]>().map((d) => d.id)).toEqual([ids[0]]);
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'limit=x']) {
      expect((await call('GET', `/api/domains?${query}`, cookie)).statusCode, query).toBe(400);
    }
    const none = await owner();
    const empty = await call('GET', '/api/domains', none.cookie);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('switches a domain off and on; refuses a body without the switch', async () => {
    const { cookie, company } = await owner();
    const row = await seedDomain({ companyId: company.id });
    const off = await call('PATCH', `/api/domains/${row.id}`, cookie, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Domain>().isActive).toBe(false);
    expect((await domainRow(row.id)).isActive).toBe(false);
    expect((await call('PATCH', `/api/domains/${row.id}`, cookie, { isActive: true })).json<Domain>().isActive).toBe(
      true,
    );
    for (const body of [{}, { isActive: 'yes' }]) {
      const bad = await call('PATCH', `/api/domains/${row.id}`, cookie, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('isActive must be true or false');
    }
    expect((await domainRow(row.id)).isActive).toBe(true);
    expect((await call('PATCH', '/api/domains/abc', cookie, { isActive: true })).statusCode).toBe(400);
  });

  it('deletes a domain', async () => {
    const { cookie, company } = await owner();
    const row = await seedDomain({ companyId: company.id });
    expect((await call('DELETE', `/api/domains/${row.id}`, cookie)).statusCode).toBe(204);
    expect(await rowsOf(company.id)).toHaveLength(0);
    expect((await call('DELETE', `/api/domains/${row.id}`, cookie)).statusCode).toBe(404);
  });

  it("answers another company's domain exactly as a missing one, and changes nothing", async () => {
    const theirs = await owner();
    const row = await seedDomain({ companyId: theirs.company.id, dnsVerified: false, verificationToken: 'abc' });
    const { cookie } = await owner();
    for (const [method, path, body] of [
      ['PATCH', '', { isActive: false }],
      ['DELETE', '', undefined],
      ['POST', '/verify', undefined],
    ] as const) {
      const foreign = await call(method, `/api/domains/${row.id}${path}`, cookie, body);
      const missing = await call(method, `/api/domains/${MISSING_ID}${path}`, cookie, body);
      expect(foreign.statusCode, `${method} ${path}`).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(foreign.json().message).toBe(m.notFound);
    }
    expect(await domainRow(row.id)).toMatchObject({ isActive: true, lastCheckedAt: null });
  });
});
