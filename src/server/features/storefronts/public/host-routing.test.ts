import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { landingPageViews, leads } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/app';
import { storefrontHostPattern } from './host-routing';
import { BROWSER, seedStorefront } from './public.test-helpers';

const ROOT = 'crewdesk.test';
const APP = 'https://office.crewdesk.test';

describe('storefronts on <subdomain>.ROOT_DOMAIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ROOT_DOMAIN: ROOT, PUBLIC_URL: APP } });
  });
  afterAll(() => t.close());

  const onHost = (host: string, url = '/') => t.app.inject({ url, headers: { host, 'user-agent': BROWSER } });
  const isStorefront = (html: string) => html.includes('id="lead-form"');

  it("answers the storefront's page at / of its host, in any case and on any port", async () => {
    const { company, config } = await seedStorefront(t);
    for (const host of [`${config.subdomain}.${ROOT}`, `${config.subdomain.toUpperCase()}.CREWDESK.TEST:8443`]) {
      const response = await onHost(host);
      expect(response.statusCode, host).toBe(200);
      const doc = new JSDOM(response.body).window.document;
      expect(doc.title).toBe('Bluewater Pool Service');
      expect(doc.querySelector('#lead-form')?.getAttribute('action')).toBe('/lead');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${APP}/landing/${config.subdomain}`,
      );
    }
    expect(
      (await t.db.select().from(landingPageViews).where(eq(landingPageViews.companyId, company.id)))[0].views,
    ).toBe(2);
  });

  it("takes the form's post on the host and sends the visitor back to the host's thanks", async () => {
    const { company, config } = await seedStorefront(t);
    const host = `${config.subdomain}.${ROOT}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/lead',
      payload: 'name=Riley+Chen&email=riley%40example.com&phone=555-0101',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '192.0.2.77',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?sent=1#contact');
    const thanks = new JSDOM((await onHost(host, '/?sent=1')).body).window.document;
    expect(thanks.getElementById('lead-status')?.textContent).toBe(m.leadSent);
    // The script's call from the storefront's host is the same site's.
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/submit-lead',
      payload: { name: 'Sam', email: 'sam@example.com', phone: '1', subdomain: config.subdomain },
      headers: { host, origin: `http://${host}` },
      remoteAddress: '192.0.2.77',
    });
    expect(api.statusCode).toBe(201);
    expect(await t.db.select().from(leads).where(eq(leads.companyId, company.id))).toHaveLength(2);
  });

  it('answers the not-found page for a host naming no storefront', async () => {
    const response = await onHost(`no-such-shop.${ROOT}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(m.notFoundTitle);
  });

  it("leaves the app's own hosts, reserved names, deeper names and other domains to the app", async () => {
    const { config } = await seedStorefront(t);
    for (const host of [
      'office.crewdesk.test',
      `www.${ROOT}`,
      `app.${ROOT}`,
      ROOT,
      `a.${config.subdomain}.${ROOT}`,
      `${config.subdomain}.${ROOT}.evil.example`,
      `${config.subdomain}crewdesk.test`,
    ]) {
      const response = await onHost(host);
      expect(isStorefront(response.body), host).toBe(false);
      expect(response.body, host).not.toContain(m.notFoundTitle);
    }
    const postElsewhere = await t.app.inject({ method: 'POST', url: '/lead', headers: { host: `www.${ROOT}` } });
    expect(postElsewhere.statusCode).toBe(404);
  });

  it("never takes the app's own host for a storefront's", () => {
    const pattern = storefrontHostPattern('crewdesk.app', 'https://office.crewdesk.app');
    expect(pattern.test('acme.crewdesk.app')).toBe(true);
    expect(pattern.test('acme-pools.crewdesk.app:3000')).toBe(true);
    for (const host of ['office.crewdesk.app', 'www.crewdesk.app', 'api.crewdesk.app', '-acme.crewdesk.app']) {
      expect(pattern.test(host), host).toBe(false);
    }
  });
});
