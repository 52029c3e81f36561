import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, services } from '../../db/schema';
import { seedOwner, seedUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestApp } from '../../../test/app';

describe('company profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', cookie?: string, payload?: object) =>
    t.app.inject({ method, url: '/api/company', headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function signedInUser(overrides: Parameters<typeof seedUser>[1] = {}) {
    const user = await seedUser(t.db, overrides);
    return { user, cookie: await signIn(t.app, user.email, user.plainPassword) };
  }

  const profile = {
    name: 'Bluewave Pools',
    address: '9 Harbor Road',
    phone: '(555) 300-1000',
    email: 'Office@Bluewave.example',
    website: 'bluewave.example',
  };

  describe('access', () => {
    it('answers 401 when signed out', async () => {
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const response = await call(method, undefined, method === 'GET' ? undefined : profile);
        expect(response.statusCode, method).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized' });
      }
    });

    it('answers 403 to a user who has not verified the address, and writes nothing', async () => {
      const { user, cookie } = await signedInUser({ emailVerified: false });
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const response = await call(method, cookie, method === 'GET' ? undefined : profile);
        expect(response.statusCode, method).toBe(403);
        expect(response.json()).toEqual({ message: 'Please verify your email address to access all features.' });
      }
      expect(await t.db.select().from(companies).where(eq(companies.userId, user.id))).toHaveLength(0);
    });

    it('answers 404 while the user has no company yet', async () => {
      const { cookie } = await signedInUser();
      for (const response of [await call('GET', cookie), await call('PUT', cookie, profile)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Company not found' });
      }
    });
  });

  describe('POST /api/company', () => {
    it('creates the company and its first services from the ones chosen at sign-up', async () => {
      const { user, cookie } = await signedInUser({
        businessLine: 'Pool Service & Maintenance',
        servicesOffered: ['Weekly Pool Cleaning', 'Leak Detection'],
      });
      const response = await call('POST', cookie, profile);

      expect(response.statusCode).toBe(201);
      const company = response.json();
      expect(company).toMatchObject({
        name: 'Bluewave Pools',
        address: '9 Harbor Road',
        phone: '(555) 300-1000',
        email: 'office@bluewave.example',
        website: 'https://bluewave.example',
        logo: null,
      });
      expect((await call('GET', cookie)).json()).toEqual(company);

      const rows = await t.db.select().from(services).where(eq(services.companyId, company.id));
      expect(rows.map((s) => [s.name, s.category]).sort()).toEqual([
        ['Leak Detection', 'Pool Service & Maintenance'],
        ['Weekly Pool Cleaning', 'Pool Service & Maintenance'],
      ]);
      const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
      expect(stored.userId).toBe(user.id);
    });

    it('needs only a name; empty optional fields are stored as null', async () => {
      const { cookie } = await signedInUser();
      const response = await call('POST', cookie, { name: '  Solo Handyman  ', address: '', email: '', website: '' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Solo Handyman',
        address: null,
        phone: null,
        email: null,
        website: null,
      });
    });

    it('answers 409 to a second company, and adds no services', async () => {
      const { user, company } = await seedOwner(t.db);
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      const response = await call('POST', cookie, profile);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'You already have a company profile' });
      expect(await t.db.select().from(services).where(eq(services.companyId, company.id))).toHaveLength(0);
    });

    it.each([
      [{ ...profile, name: undefined }, 'name', 'Company name is required'],
      [{ ...profile, name: '   ' }, 'name', 'Company name is required'],
      [{ ...profile, email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ ...profile, website: 'not a website' }, 'website', 'Please enter a valid website address'],
      [{ ...profile, address: 'x'.repeat(256) }, 'address', 'Must be at most 255 characters'],
    ])('refuses %j (%s: %s) and writes nothing', async (payload, field, message) => {
      const { user, cookie } = await signedInUser();
      const response = await call('POST', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [field]: message } });
      expect(await t.db.select().from(companies).where(eq(companies.userId, user.id))).toHaveLength(0);
    });
  });

  describe('PUT /api/company', () => {
    it('updates the profile of the signed-in owner only', async () => {
      const mine = await seedOwner(t.db);
      const theirs = await seedOwner(t.db);
      const cookie = await signIn(t.app, mine.user.email, mine.user.plainPassword);

      const response = await call('PUT', cookie, {
        name: 'Greenline Lawns',
        phone: '',
        website: 'http://greenline.example',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: mine.company.id,
        name: 'Greenline Lawns',
        phone: null,
        website: 'http://greenline.example',
      });

      const [other] = await t.db.select().from(companies).where(eq(companies.id, theirs.company.id));
      expect(other.name).toBe(theirs.company.name);
      expect(other.phone).toBe(theirs.company.phone);
    });

    it('refuses a blank name and keeps the stored one', async () => {
      const { user, company } = await seedOwner(t.db);
      const cookie = await signIn(t.app, user.email, user.plainPassword);
      const response = await call('PUT', cookie, { name: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: 'Company name is required' });
      const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
      expect(stored.name).toBe(company.name);
    });
  });
});
