import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../shared/campaigns/campaigns.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { queryRows } from '../../../db/client';
import { campaignTestApi, minutesFromNow, seedCampaignCustomer } from './campaign-fixtures';

describe('campaigns: starting one (POST /api/campaigns/{id}/send)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createCampaign, campaignRow, recipientRows, deliveryJobs } = campaignTestApi(() => t);
  const send = (cookie: string, id: number) => call('POST', `/api/campaigns/${id}/send`, cookie);

  it('fixes one recipient per reachable address, each with its own token, and queues the delivery', async () => {
    const { cookie, company } = await owner();
    const companyId = company.id;
    const ann = await seedCampaignCustomer(t.db, { companyId, name: 'Ann', email: 'ann@example.com' });
    const bob = await seedCampaignCustomer(t.db, { companyId, name: 'Bob', email: 'bob@example.com', invoiceCount: 2 });
    await seedCampaignCustomer(t.db, { companyId, name: 'No Mail', email: null });
    await seedCampaignCustomer(t.db, { companyId, name: 'Blank', email: '' });
    await seedCampaignCustomer(t.db, {
      companyId,
      name: 'Gone',
      email: 'gone@example.com',
      unsubscribedAt: new Date(),
    });
    const other = await owner();
    await seedCampaignCustomer(t.db, { companyId: other.company.id, name: 'Stranger', email: 'x@example.com' });
    const campaign = await createCampaign(cookie);

    const before = Date.now();
    const response = await send(cookie, campaign.id);
    expect(response.statusCode, response.body).toBe(200);
    const started = response.json<Campaign>();
    expect(started).toMatchObject({ id: campaign.id, status: 'sent', recipientCount: 2 });
    expect(new Date(started.sentDate!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const rows = await recipientRows(campaign.id);
    expect(rows.map((r) => [r.customerId, r.name, r.email, r.companyId])).toEqual([
      [ann.id, 'Ann', 'ann@example.com', companyId],
      [bob.id, 'Bob', 'bob@example.com', companyId],
    ]);
    for (const row of rows) expect(row.token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token).not.toBe(rows[1].token);
    expect((await deliveryJobs(campaign.id)).length).toBeGreaterThan(0);

    // Fixed at the start: a customer added since does not join, and sending again is refused.
    await seedCampaignCustomer(t.db, { companyId, name: 'Late', email: 'late@example.com' });
    const again = await send(cookie, campaign.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This campaign has already been sent' });
    expect(await recipientRows(campaign.id)).toHaveLength(2);
  });

  it('sends once to an address several customers share, whatever its case: the first customer by id', async () => {
    const { cookie, company } = await owner();
    const companyId = company.id;
    const first = await seedCampaignCustomer(t.db, { companyId, name: 'First', email: 'Shared@Example.com' });
    await seedCampaignCustomer(t.db, { companyId, name: 'Second', email: 'shared@example.com' });
    await seedCampaignCustomer(t.db, { companyId, name: 'Third', email: 'SHARED@example.com' });
    const solo = await seedCampaignCustomer(t.db, { companyId, name: 'Solo', email: 'solo@example.com' });
    const campaign = await createCampaign(cookie);

    expect((await send(cookie, campaign.id)).json()).toMatchObject({ recipientCount: 2 });
    expect((await recipientRows(campaign.id)).map((r) => [r.customerId, r.email])).toEqual([
      [first.id, 'Shared@Example.com'],
      [solo.id, 'solo@example.com'],
    ]);
  });

  it.each([
    ['active', ['Client']],
    ['inactive', ['Prospect']],
    ['all', ['Client', 'Prospect']],
  ] as const)('goes to the %s audience only', async (targetAudience, names) => {
    const { cookie, company } = await owner();
    await seedCampaignCustomer(t.db, { companyId: company.id, name: 'Client', invoiceCount: 3 });
    await seedCampaignCustomer(t.db, { companyId: company.id, name: 'Prospect', invoiceCount: 0 });
    const unsubscribed = { companyId: company.id, unsubscribedAt: new Date() };
    await seedCampaignCustomer(t.db, { ...unsubscribed, name: 'Gone client', invoiceCount: 1 });
    await seedCampaignCustomer(t.db, { ...unsubscribed, name: 'Gone prospect' });
    const campaign = await createCampaign(cookie, { targetAudience });
    expect((await send(cookie, campaign.id)).statusCode).toBe(200);
    expect((await recipientRows(campaign.id)).map((r) => r.name)).toEqual(names);
  });

  it('starts a scheduled campaign now, keeping the time it was set for', async () => {
    const { cookie, company } = await owner();
    await seedCampaignCustomer(t.db, { companyId: company.id });
    const at = minutesFromNow(120);
    const campaign = await createCampaign(cookie, { scheduledDate: at });
    const response = await send(cookie, campaign.id);
    expect(response.json()).toMatchObject({ status: 'sent', scheduledDate: at, recipientCount: 1 });
  });

  it('refuses with nobody to receive it (409) and changes nothing', async () => {
    const { cookie, company } = await owner();
    await seedCampaignCustomer(t.db, { companyId: company.id, email: null });
    await seedCampaignCustomer(t.db, { companyId: company.id, unsubscribedAt: new Date() });
    await seedCampaignCustomer(t.db, { companyId: company.id, invoiceCount: 1 });
    const campaign = await createCampaign(cookie, { targetAudience: 'inactive', scheduledDate: minutesFromNow(60) });
    const before = await campaignRow(campaign.id);
    const response = await send(cookie, campaign.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'No customer in this audience can receive it (each needs an e-mail address and not to have unsubscribed)',
    });
    expect(await campaignRow(campaign.id)).toEqual(before);
    expect(await recipientRows(campaign.id)).toEqual([]);
    expect(await deliveryJobs(campaign.id)).toEqual([]);
  });

  it('starts once when two sends arrive together: one 200, one 409, one set of recipients', async () => {
    const { cookie, company } = await owner();
    for (let i = 0; i < 20; i++) await seedCampaignCustomer(t.db, { companyId: company.id });
    const campaign = await createCampaign(cookie);
    const answers = await Promise.all([send(cookie, campaign.id), send(cookie, campaign.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await recipientRows(campaign.id)).toHaveLength(20);
    expect(await campaignRow(campaign.id)).toMatchObject({ status: 'sent', recipientCount: 20 });
    expect((await deliveryJobs(campaign.id)).length).toBeGreaterThan(0);
  });

  it('expands 10,000 customers in well under 2 seconds, in one statement', async () => {
    const { cookie, company } = await owner();
    await t.db.execute(sql`
      insert into customers (company_id, name, email, access_token, invoice_count)
      select ${company.id}, 'Customer ' || g, 'bulk-' || g || '@example.com', replace(gen_random_uuid()::text, '-', ''), g % 2
      from generate_series(1, 10000) g`);
    const campaign = await createCampaign(cookie);
    const started = Date.now();
    const response = await send(cookie, campaign.id);
    const elapsed = Date.now() - started;
    expect(response.json()).toMatchObject({ status: 'sent', recipientCount: 10_000 });
    expect(elapsed).toBeLessThan(2_000);
    const [distinct] = await queryRows(
      t.db,
      sql`select count(*)::int as rows, count(distinct token)::int as tokens,
        count(distinct customer_id)::int as customers
        from campaign_recipients where campaign_id = ${campaign.id}`,
    );
    expect(distinct).toEqual({ rows: 10_000, tokens: 10_000, customers: 10_000 });
  });
});
