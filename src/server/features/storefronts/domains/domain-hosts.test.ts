import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as sm } from '../../../../shared/storefronts/storefront.schemas';
import type { Domain } from '../../../../shared/storefronts/domain.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildApp } from '../../../app';
import { BROWSER, seedStorefront } from '../public/public.test-helpers';
import { domainTestApi, uniqueName } from './domains.test-helpers';

const ROOT = 'crewdesk.test';
const APP = 'https://office.crewdesk.test';

const isStorefront = (html: string) => html.includes('id="lead-form"');

describe('domains on their hosts: the storefront, HTTPS and the proxy’s question', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ROOT_DOMAIN: ROOT, PUBLIC_URL: APP, TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const { call, owner, form, domainRow, seedDomain } = domainTestApi(() => t);
  const onHost = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/', headers: { host, 'user-agent': BROWSER, ...headers } });
  const ask = (domain: string) => t.app.inject({ url: `/api/domains/tls-ask?domain=${encodeURIComponent(domain)}` });

  /** A storefront and a domain row of its company (active and verified unless `values` say otherwise). */
  async function storefrontWith(values: Parameters<typeof seedDomain>[0] extends infer V ? Partial<V> : never = {}) {
    const { company, config } = await seedStorefront(t);
    const row = await seedDomain({ companyId: company.id, status: 'active', ...values });
    return { company, config, row };
  }

  it("answers an active, verified custom domain with the business's storefront, in any case and on any port", async () => {
    const { row } = await storefrontWith();
    for (const host of [row.domain, `${row.domain.toUpperCase()}:8443`]) {
      const response = await onHost(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('Bluewater Pool Service');
      expect(isStorefront(response.body)).toBe(true);
      expect(response.body).toContain('action="/lead"');
    }
  });

  it("takes the form's post on a custom domain", async () => {
    const { row } = await storefrontWith();
    const response = await t.app.inject({
      method: 'POST',
      url: '/lead',
      payload: 'name=Riley+Chen&email=riley%40example.com&phone=555-0101',
      headers: {
        host: row.domain,
        origin: `https://${row.domain}`,
        'x-forwarded-proto': 'https',
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: '192.0.2.90',
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/?sent=1#contact');
  });

  it("gives an unverified, unpaid or switched-off custom domain the app's usual answer", async () => {
    const normal = await onHost(`${uniqueName('nobody')}.example`);
    expect(isStorefront(normal.body)).toBe(false);
    for (const values of [
      { dnsVerified: false },
      { status: 'pending' },
      { status: 'suspended' },
      { isActive: false },
    ]) {
      const { row } = await storefrontWith(values);
      const response = await onHost(row.domain);
      expect(isStorefront(response.body), JSON.stringify(values)).toBe(false);
      expect(response.statusCode).toBe(normal.statusCode);
      expect((await t.app.inject({ method: 'POST', url: '/lead', headers: { host: row.domain } })).statusCode).toBe(
        404,
      );
    }
  });

  it("answers an active subdomain row's host with its business's storefront; a pending one is not found", async () => {
    const { row } = await storefrontWith({ domainType: 'subdomain', domain: uniqueName('label') });
    const response = await onHost(`${row.domain}.${ROOT}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Bluewater Pool Service');
    const { row: unpaid } = await storefrontWith({
      domainType: 'subdomain',
      domain: uniqueName('label'),
      status: 'pending',
    });
    const missing = await onHost(`${unpaid.domain}.${ROOT}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(sm.notFoundTitle);
  });

  it('notes once that a custom domain was served over HTTPS, behind the proxy', async () => {
    const { row } = await storefrontWith();
    await onHost(row.domain);
    expect((await domainRow(row.id)).sslEnabled).toBe(false);
    expect((await onHost(row.domain, { 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
    expect((await domainRow(row.id)).sslEnabled).toBe(true);
  });

  it('shows a subdomain under ROOT_DOMAIN and refuses names of the platform as custom domains', async () => {
    const { cookie } = await owner();
    const created = await call('POST', '/api/domains', cookie, await form({ subdomain: 'shopfront-x' + process.pid }));
    expect(created.statusCode, created.body).toBe(201);
    const domain = created.json<Domain>();
    expect(domain).toMatchObject({ host: `${domain.domain}.${ROOT}`, url: `https://${domain.domain}.${ROOT}/` });
    for (const [overrides, field] of [
      [{ domainType: 'custom', domain: ROOT }, 'domain'],
      [{ domainType: 'custom', domain: `shop.${ROOT}` }, 'domain'],
      [{ subdomain: 'office' }, 'subdomain'],
    ] as const) {
      const response = await call('POST', '/api/domains', cookie, await form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields).toEqual({ [field]: expect.any(String) });
    }
  });

  it('lets the proxy get certificates only for hosts that answer', async () => {
    const verified = await storefrontWith();
    const label = await storefrontWith({ domainType: 'subdomain', domain: uniqueName('label') });
    const { config } = await seedStorefront(t);
    for (const host of [verified.row.domain, `${label.row.domain}.${ROOT}`, `${config.subdomain}.${ROOT}`]) {
      const response = await ask(host.toUpperCase());
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toEqual({ domain: host });
    }
    const unverified = await storefrontWith({ dnsVerified: false });
    const unpaid = await storefrontWith({ status: 'pending' });
    const off = await storefrontWith({ isActive: false });
    for (const host of [
      unverified.row.domain,
      unpaid.row.domain,
      off.row.domain,
      `${uniqueName('nobody')}.example`,
      `no-such-shop.${ROOT}`,
      ROOT,
      'office.crewdesk.test',
      '127.0.0.1',
    ]) {
      expect((await ask(host)).statusCode, host).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/domains/tls-ask' })).statusCode).toBe(400);
  });
});

describe('custom domains without ROOT_DOMAIN, with the client built', () => {
  let t: TestApp;
  let dir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-domains-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>Crewdesk</title></head><body><div id="root"></div></body></html>',
    );
    app = await buildApp(t.ctx, { clientDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const { seedDomain } = domainTestApi(() => t);
  const get = (host: string) => app.inject({ url: '/', headers: { host, 'user-agent': BROWSER } });

  it("answers an active, verified custom domain with the storefront, any other host with the app's page", async () => {
    const { company } = await seedStorefront(t);
    const row = await seedDomain({ companyId: company.id, status: 'active' });
    const response = await get(row.domain);
    expect(response.statusCode).toBe(200);
    expect(isStorefront(response.body)).toBe(true);
    const usual = await get('localhost');
    expect(usual.body).toContain('<title>');
    expect(isStorefront(usual.body)).toBe(false);
    for (const host of [`${uniqueName('nobody')}.example`, '127.0.0.1:3000']) {
      const other = await get(host);
      expect(other.statusCode, host).toBe(usual.statusCode);
      expect(other.body, host).toBe(usual.body);
    }
    const pending = await seedDomain({ companyId: company.id, status: 'active', dnsVerified: false });
    expect((await get(pending.domain)).body).toBe(usual.body);
  });
});
