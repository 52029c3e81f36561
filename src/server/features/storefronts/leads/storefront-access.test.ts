import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { customers, leads } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { seedLandingProduct, seedLead } from '../../../db/seed/storefront-factories';
import {
  configForm,
  MISSING_ID,
  productForm,
  storefrontTestApi,
  type Method,
} from '../builder/storefront.test-helpers';

describe("storefronts: who may reach the owner's routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, storefrontOwner } = storefrontTestApi(() => t);

  it("answers 404 for another company's lead exactly as for a missing one, changing nothing", async () => {
    const a = await storefrontOwner();
    const lead = await seedLead(t.db, { companyId: a.company.id });
    const b = await storefrontOwner();
    const routes: [Method, (id: number) => string, object?][] = [
      ['PATCH', (id) => `/api/leads/${id}`, { status: 'contacted' }],
      ['POST', (id) => `/api/leads/${id}/convert`],
    ];
    for (const [method, url, payload] of routes) {
      const theirs = await call(method, url(lead.id), b.cookie, payload);
      const missing = await call(method, url(MISSING_ID), b.cookie, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.json(), method).toEqual({ message: 'Lead not found' });
      expect(missing.body, method).toBe(theirs.body);
    }
    expect((await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]).toEqual(lead);
    expect(await t.db.select().from(customers).where(eq(customers.companyId, b.company.id))).toEqual([]);
    expect((await call('GET', '/api/leads', b.cookie)).json()).toEqual([]);
  });

  it.each([
    ['PUT', '/api/landing-page-config/0'],
    ['PUT', '/api/landing-page-config/abc'],
    ['PUT', `/api/landing-page-products/${MISSING_ID + 1}`],
    ['DELETE', '/api/landing-page-products/-1'],
    ['PATCH', '/api/leads/1.5'],
    ['POST', '/api/leads/x/convert'],
  ] as const)('refuses a malformed id: %s %s (400)', async (method, url) => {
    const { cookie } = await storefrontOwner();
    const body = url.includes('config') ? configForm() : url.includes('products') ? productForm() : { status: 'lost' };
    const response = await call(method, url, cookie, method === 'DELETE' || url.endsWith('convert') ? undefined : body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { id: expect.any(String) } });
  });

  const everyRoute: [Method, string, object?][] = [
    ['GET', '/api/landing-page-config'],
    ['POST', '/api/landing-page-config', configForm()],
    ['PUT', '/api/landing-page-config/1', configForm()],
    ['GET', '/api/landing-page-products'],
    ['POST', '/api/landing-page-products', productForm()],
    ['PUT', '/api/landing-page-products/1', productForm()],
    ['DELETE', '/api/landing-page-products/1'],
    ['GET', '/api/landing-page-analytics?days=7'],
    ['GET', '/api/leads'],
    ['PATCH', '/api/leads/1', { status: 'lost' }],
    ['POST', '/api/leads/1/convert'],
  ];

  it('asks for a session (401), a verified address (403) and a company (404), before reading any body', async () => {
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    const noCompany = await seedUser(t.db);
    const noCompanyCookie = await signIn(t.app, noCompany.email, noCompany.plainPassword);
    for (const [method, url, payload] of everyRoute) {
      const label = `${method} ${url}`;
      expect((await call(method, url, undefined, payload)).statusCode, label).toBe(401);
      expect((await call(method, url, undefined, { junk: true })).statusCode, label).toBe(401);
      expect((await call(method, url, unverifiedCookie, payload)).statusCode, label).toBe(403);
      const orphan = await call(method, url, noCompanyCookie, payload);
      expect(orphan.statusCode, label).toBe(404);
      expect(orphan.json(), label).toEqual({ message: 'Company not found' });
    }
  });

  it('lets the owner reach their own product and lead by id', async () => {
    const { cookie, company } = await storefrontOwner();
    const product = await seedLandingProduct(t.db, { companyId: company.id });
    const lead = await seedLead(t.db, { companyId: company.id });
    const edited = await call('PUT', `/api/landing-page-products/${product.id}`, cookie, productForm());
    expect(edited.statusCode, edited.body).toBe(200);
    const patched = await call('PATCH', `/api/leads/${lead.id}`, cookie, { status: 'lost' });
    expect(patched.statusCode, patched.body).toBe(200);
  });
});
