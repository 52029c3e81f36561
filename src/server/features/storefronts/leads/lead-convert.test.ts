import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertLeadResult } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { customers, leads } from '../../../db/schema';
import { seedLead } from '../../../db/seed/storefront-factories';
import { seedCampaignCustomer } from '../../campaigns/manage/campaign-fixtures';
import { storefrontTestApi } from '../builder/storefront.test-helpers';

describe('storefronts: converting a lead to a customer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner } = storefrontTestApi(() => t);
  const customersOf = (companyId: number) =>
    t.db.select().from(customers).where(eq(customers.companyId, companyId)).orderBy(customers.id);
  const leadRow = async (id: number) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0];

  async function convert(cookie: string, id: number) {
    const response = await call('POST', `/api/leads/${id}/convert`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConvertLeadResult>();
  }

  it('makes a new customer of the lead (name, e-mail, phone, a portal link) and marks it converted', async () => {
    const { cookie, company } = await owner();
    const lead = await seedLead(t.db, {
      companyId: company.id,
      firstName: 'Robin',
      lastName: 'Hart',
      email: 'robin@hart.test',
      phone: '555-0199',
      status: 'contacted',
    });
    const result = await convert(cookie, lead.id);
    const [customer] = await customersOf(company.id);
    expect(customer).toMatchObject({
      id: result.customerId,
      name: 'Robin Hart',
      email: 'robin@hart.test',
      phone: '555-0199',
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(result.lead).toMatchObject({
      id: lead.id,
      status: 'converted',
      customerId: customer.id,
      convertedAt: expect.any(String),
    });
    expect(await leadRow(lead.id)).toMatchObject({ status: 'converted', customerId: customer.id });
    // The customers feature knows them as its own.
    const read = await call('GET', `/api/customers/${customer.id}`, cookie);
    expect(read.json()).toMatchObject({ name: 'Robin Hart', email: 'robin@hart.test' });
  });

  it("becomes the company's customer with the same e-mail, whatever its case, and not another company's", async () => {
    const { cookie, company } = await owner();
    const other = await owner();
    await seedCampaignCustomer(t.db, { companyId: other.company.id, email: 'sam@river.test' });
    const existing = await seedCampaignCustomer(t.db, { companyId: company.id, email: 'Sam@River.test' });
    const lead = await seedLead(t.db, { companyId: company.id, email: 'sam@RIVER.test', firstName: 'Sam' });
    const result = await convert(cookie, lead.id);
    expect(result.customerId).toBe(existing.id);
    expect(await customersOf(company.id)).toEqual([existing]);
  });

  it('does not take a customer whose e-mail only contains the address', async () => {
    const { cookie, company } = await owner();
    await seedCampaignCustomer(t.db, { companyId: company.id, email: 'xsam@river.test' });
    const lead = await seedLead(t.db, { companyId: company.id, email: 'sam@river.test' });
    const result = await convert(cookie, lead.id);
    expect(await customersOf(company.id)).toHaveLength(2);
    expect((await customersOf(company.id)).find((c) => c.id === result.customerId)!.email).toBe('sam@river.test');
  });

  it('answers the same customer when converted twice, even at once', async () => {
    const { cookie, company } = await owner();
    const lead = await seedLead(t.db, { companyId: company.id });
    const first = await convert(cookie, lead.id);
    const second = await convert(cookie, lead.id);
    expect(second.customerId).toBe(first.customerId);
    expect(second.lead.convertedAt).toBe(first.lead.convertedAt);

    const racing = await seedLead(t.db, { companyId: company.id, email: 'racing@example.test' });
    const both = await Promise.all([convert(cookie, racing.id), convert(cookie, racing.id)]);
    expect(both[0].customerId).toBe(both[1].customerId);
    expect(await customersOf(company.id)).toHaveLength(2);
  });
});
