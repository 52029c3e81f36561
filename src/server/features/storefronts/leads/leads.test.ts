import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { leads } from '../../../db/schema';
import { seedLead } from '../../../db/seed/storefront-factories';
import { storefrontTestApi } from '../builder/storefront.test-helpers';

describe('storefronts: the leads and their status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner } = storefrontTestApi(() => t);
  const leadRow = async (id: number) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];

  it('lists the newest first, paged, with the total, optionally of one status', async () => {
    const { cookie, company } = await owner();
    const first = await seedLead(t.db, { companyId: company.id, firstName: 'First', lastName: 'Lead' });
    const lost = await seedLead(t.db, { companyId: company.id, status: 'lost' });
    const newest = await seedLead(t.db, { companyId: company.id, serviceRequested: 'Lawn Mowing' });
    const other = await owner();
    await seedLead(t.db, { companyId: other.company.id });

    const all = await call('GET', '/api/leads', cookie);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<Lead[]>().map((l) => l.id)).toEqual([newest.id, lost.id, first.id]);
    expect(all.json<Lead[]>()[2]).toEqual({
      id: first.id,
      firstName: 'First',
      lastName: 'Lead',
      email: first.email,
      phone: '555-0100',
      serviceRequested: null,
      message: null,
      status: 'new',
      source: 'landing_page',
      customerId: null,
      contactedAt: null,
      convertedAt: null,
      createdAt: first.createdAt.toISOString(),
    });

    const page = await call('GET', '/api/leads?limit=1&offset=1', cookie);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<Lead[]>().map((l) => l.id)).toEqual([lost.id]);

    const fresh = await call('GET', '/api/leads?status=new', cookie);
    expect(fresh.headers['x-total-count']).toBe('2');
    expect(fresh.json<Lead[]>().map((l) => l.id)).toEqual([newest.id, first.id]);
    const converted = await call('GET', '/api/leads?status=converted', cookie);
    expect(converted.headers['x-total-count']).toBe('0');
    expect(converted.json()).toEqual([]);
  });

  it.each(['status=old', 'limit=0', 'limit=201', 'offset=-1'])('refuses ?%s (400)', async (query) => {
    const { cookie } = await owner();
    const response = await call('GET', `/api/leads?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), fields: expect.any(Object) });
  });

  it('says which statuses there are', async () => {
    const { cookie } = await owner();
    const response = await call('GET', '/api/leads?status=old', cookie);
    expect(response.json()).toEqual({
      message: 'Please choose a status',
      fields: { status: 'Please choose a status' },
    });
  });

  it('stamps contacted_at the first time a lead is contacted, and converted_at when converted', async () => {
    const { cookie, company } = await owner();
    const lead = await seedLead(t.db, { companyId: company.id });
    const contacted = await call('PATCH', `/api/leads/${lead.id}`, cookie, { status: 'contacted' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    const first = contacted.json<Lead>();
    expect(first).toMatchObject({
      id: lead.id,
      status: 'contacted',
      contactedAt: expect.any(String),
      convertedAt: null,
    });
    expect((await leadRow(lead.id)).contactedAt!.toISOString()).toBe(first.contactedAt);

    await call('PATCH', `/api/leads/${lead.id}`, cookie, { status: 'new' });
    const again = await call('PATCH', `/api/leads/${lead.id}`, cookie, { status: 'contacted' });
    expect(again.json<Lead>().contactedAt).toBe(first.contactedAt);

    const converted = await call('PATCH', `/api/leads/${lead.id}`, cookie, { status: 'converted' });
    expect(converted.json()).toMatchObject({
      status: 'converted',
      contactedAt: first.contactedAt,
      convertedAt: expect.any(String),
    });
    const lost = await call('PATCH', `/api/leads/${lead.id}`, cookie, { status: 'lost' });
    expect(lost.json()).toMatchObject({ status: 'lost', convertedAt: converted.json<Lead>().convertedAt });
  });

  it.each([{ status: 'won' }, {}, { status: null }])(
    'refuses the status %j (400) and changes nothing',
    async (body) => {
      const { cookie, company } = await owner();
      const lead = await seedLead(t.db, { companyId: company.id });
      const response = await call('PATCH', `/api/leads/${lead.id}`, cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please choose a status',
        fields: { status: 'Please choose a status' },
      });
      expect(await leadRow(lead.id)).toEqual(lead);
    },
  );
});
