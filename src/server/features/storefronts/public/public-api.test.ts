import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FALLBACK_SERVICES,
  publicStorefrontSchema,
  storefrontMessages as m,
} from '../../../../shared/storefronts/storefront.schemas';
import { landingPageConfigs } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { SHOWN_SERVICES_MAX } from './storefront-public.queries';
import { seedStorefront, uniqueSubdomain } from './public.test-helpers';

describe('GET /api/landing/{subdomain}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (subdomain: string) => t.app.inject({ url: `/api/landing/${encodeURIComponent(subdomain)}` });

  it("answers the page's public data, and nothing private", async () => {
    const { user, company, config } = await seedStorefront(t, {
      owner: { timezone: 'America/Denver' },
      config: {
        contactEmail: 'hello@bluewater.test',
        logoUrl: '/api/uploads/logo-key',
        primaryColor: '#0f766e',
        customDomain: 'secret.example',
        merchantSettings: { note: 'private' },
      },
    });
    const service = await seedService(t.db, {
      companyId: company.id,
      name: 'Weekly Cleaning',
      description: 'Skim and brush',
    });
    const response = await read(config.subdomain);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json();
    expect(body).toEqual({
      subdomain: config.subdomain,
      title: 'Bluewater Pool Service',
      description: 'Weekly pool care across Tampa Bay.',
      businessName: 'Bluewater Pools',
      logoUrl: '/api/uploads/logo-key',
      primaryColor: '#0f766e',
      secondaryColor: '#1f2937',
      accentColor: '#0f766e',
      services: [{ name: 'Weekly Cleaning', description: 'Skim and brush', baseRate: '45.00', own: true }],
      contact: { phone: '(555) 010-2000', email: 'hello@bluewater.test', address: '12 Harbor Road, Tampa, FL' },
      url: `${t.ctx.origin.url}/landing/${config.subdomain}`,
      products: [],
      payments: null,
      // The schedule settings' default books online: the services with the ids a booking names.
      booking: { services: [{ id: service.id, name: 'Weekly Cleaning' }] },
    });
    expect(publicStorefrontSchema.parse(body)).toEqual(body);
    // The services' ids are the booking's to name; no other id goes out.
    const rest = JSON.stringify({ ...body, booking: null });
    for (const secret of [user.email, 'America/Denver', 'secret.example', 'private', `"id":${config.id}`]) {
      expect(rest).not.toContain(secret);
    }
  });

  it("lists the specification's services for the subdomain when the business has none, and its e-mail", async () => {
    const { config } = await seedStorefront(t, { config: { subdomain: uniqueSubdomain('best-pool') } });
    const body = (await read(config.subdomain)).json();
    expect(body.services).toEqual(
      FALLBACK_SERVICES.pool.map((name) => ({ name, description: null, baseRate: null, own: false })),
    );
    expect(body.contact.email).toBe('office@bluewater.test');
  });

  it('lists a bounded number of services', async () => {
    const { company, config } = await seedStorefront(t);
    for (let i = 0; i < SHOWN_SERVICES_MAX + 3; i++) {
      await seedService(t.db, { companyId: company.id, name: `Service ${String(i).padStart(2, '0')}` });
    }
    const body = (await read(config.subdomain)).json();
    expect(body.services).toHaveLength(SHOWN_SERVICES_MAX);
    expect(body.services[0].name).toBe('Service 00');
  });

  it("answers 404 'Landing page not found' for an unknown, inactive or impossible subdomain", async () => {
    const { config } = await seedStorefront(t);
    await t.db.update(landingPageConfigs).set({ isActive: false }).where(eq(landingPageConfigs.id, config.id));
    for (const subdomain of [config.subdomain, 'no-such-storefront', 'bad name', 'x'.repeat(80)]) {
      const response = await read(subdomain);
      expect(response.statusCode, subdomain).toBe(404);
      expect(response.json()).toEqual({ message: m.pageNotFound });
    }
  });
});
