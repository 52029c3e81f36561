import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingConfig } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { seedLandingProduct } from '../../../db/seed/storefront-factories';
import { configForm, freshSubdomain, MISSING_ID, storefrontTestApi } from './storefront.test-helpers';

describe('storefronts: the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createConfig, storefrontOwner, configRow } = storefrontTestApi(() => t);

  it('answers null before the company has a storefront', async () => {
    const { cookie } = await owner();
    const response = await call('GET', '/api/landing-page-config', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('creates it on the basic tier whatever is sent (201), with its address and product figures', async () => {
    const { cookie, company } = await owner();
    const subdomain = freshSubdomain();
    const response = await call(
      'POST',
      '/api/landing-page-config',
      cookie,
      configForm({ subdomain, tierName: 'enterprise', merchantSettings: { pickup: true } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const config = response.json<LandingConfig>();
    expect(config).toEqual({
      id: expect.any(Number),
      title: 'Greenline Lawn Care',
      description: 'Mowing, edging and seasonal cleanups.',
      subdomain,
      customDomain: null,
      customUrl: null,
      contactEmail: 'hello@greenline.test',
      logoUrl: null,
      primaryColor: '#16a34a',
      secondaryColor: '#1f2937',
      isActive: true,
      tierName: 'basic',
      industry: null,
      merchantSettings: { pickup: true },
      publicUrl: `${t.ctx.origin.url}/landing/${subdomain}`,
      productCount: 0,
      // The basic tier's 50, and the trial's plan (Pro) allows 50 too.
      productLimit: 50,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await configRow(company.id)).toMatchObject({ id: config.id, tierName: 'basic', subdomain });

    await seedLandingProduct(t.db, { companyId: company.id });
    const read = await call('GET', '/api/landing-page-config', cookie);
    expect(read.json()).toEqual({ ...config, productCount: 1 });
  });

  it('refuses a second storefront (409) and keeps the first', async () => {
    const { cookie, company, config } = await storefrontOwner();
    const before = await configRow(company.id);
    const response = await call('POST', '/api/landing-page-config', cookie, configForm({ title: 'Another' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Your storefront already exists: update it instead.' });
    expect(await configRow(company.id)).toEqual(before);
    expect(before.id).toBe(config.id);
  });

  it('creates one storefront when two creations arrive at once', async () => {
    const { cookie, company } = await owner();
    const answers = await Promise.all([1, 2].map(() => call('POST', '/api/landing-page-config', cookie, configForm())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({ message: 'Your storefront already exists: update it instead.' });
    expect((await configRow(company.id)).id).toBe(answers.find((a) => a.statusCode === 201)!.json<LandingConfig>().id);
  });

  it('updates it (200), keeping its tier, and moves updated_at at every change', async () => {
    const { cookie, company, config } = await storefrontOwner();
    const before = await configRow(company.id);
    const subdomain = freshSubdomain('renamed');
    const form = configForm({ title: 'Renamed', subdomain, tierName: 'pro', isActive: false, contactEmail: '' });
    const response = await call('PUT', `/api/landing-page-config/${config.id}`, cookie, form);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: config.id,
      title: 'Renamed',
      subdomain,
      isActive: false,
      contactEmail: null,
      tierName: 'basic',
      publicUrl: `${t.ctx.origin.url}/landing/${subdomain}`,
    });
    const after = await configRow(company.id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(response.json<LandingConfig>().updatedAt).toBe(after.updatedAt.toISOString());

    // The same values again are still a change the public page must see.
    await call('PUT', `/api/landing-page-config/${config.id}`, cookie, form);
    expect((await configRow(company.id)).updatedAt.getTime()).toBeGreaterThan(after.updatedAt.getTime());
  });

  it("answers 404 for another company's storefront exactly as for a missing one, changing nothing", async () => {
    const a = await storefrontOwner();
    const b = await storefrontOwner();
    const before = await configRow(a.company.id);
    const theirs = await call('PUT', `/api/landing-page-config/${a.config.id}`, b.cookie, configForm());
    const missing = await call('PUT', `/api/landing-page-config/${MISSING_ID}`, b.cookie, configForm());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Storefront not found' });
    expect(missing.body).toBe(theirs.body);
    expect(await configRow(a.company.id)).toEqual(before);
    // An owner without a storefront cannot reach one either.
    const c = await owner();
    expect((await call('PUT', `/api/landing-page-config/${a.config.id}`, c.cookie, configForm())).body).toBe(
      theirs.body,
    );
  });

  it.each([
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'Must be at most 120 characters'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email'],
    [{ primaryColor: 'green' }, 'primaryColor', 'Use a colour like #3b82f6'],
    [{ secondaryColor: '#12345' }, 'secondaryColor', 'Use a colour like #3b82f6'],
    [{ tierName: 'gold' }, 'tierName', 'Please choose a storefront tier'],
    [{ subdomain: undefined }, 'subdomain', 'Subdomain must be at least 3 characters'],
  ])('refuses %j (%s: %s) and writes nothing', async (overrides, field, message) => {
    const { cookie, company } = await owner();
    const response = await call('POST', '/api/landing-page-config', cookie, configForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await configRow(company.id)).toBeUndefined();
  });

  it('refuses a bad update (400) and changes nothing', async () => {
    const { cookie, company, config } = await storefrontOwner();
    const before = await configRow(company.id);
    const response = await call('PUT', `/api/landing-page-config/${config.id}`, cookie, configForm({ title: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Title is required', fields: { title: 'Title is required' } });
    expect(await configRow(company.id)).toEqual(before);
  });

  it('reads the storefront just made', async () => {
    const { cookie } = await owner();
    const config = await createConfig(cookie);
    expect((await call('GET', '/api/landing-page-config', cookie)).json()).toEqual(config);
  });
});
