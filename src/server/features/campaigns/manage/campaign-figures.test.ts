import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { campaignTestApi, insertCampaignRow, minutesFromNow, seedCampaignCustomer } from './campaign-fixtures';

describe('campaigns: audiences and the page figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createCampaign, recipientRows } = campaignTestApi(() => t);

  /** Customers of every kind: reachable with and without invoices, without an address, unsubscribed. */
  async function mixedCustomers(companyId: number) {
    const add = (values: Parameters<typeof seedCampaignCustomer>[1]) => seedCampaignCustomer(t.db, values);
    await add({ companyId, invoiceCount: 1 });
    await add({ companyId, invoiceCount: 4 });
    await add({ companyId, invoiceCount: 0 });
    await add({ companyId, invoiceCount: 0 });
    await add({ companyId, invoiceCount: 0 });
    await add({ companyId, invoiceCount: 2, email: null });
    await add({ companyId, invoiceCount: 0, email: null });
    await add({ companyId, invoiceCount: 0, email: '' });
    await add({ companyId, invoiceCount: 3, unsubscribedAt: new Date() });
    await add({ companyId, invoiceCount: 0, unsubscribedAt: new Date() });
  }

  describe('GET /api/campaigns/audience', () => {
    it('counts who each audience reaches, by the same rule the start uses', async () => {
      const { cookie, company } = await owner();
      await mixedCustomers(company.id);
      const stranger = await owner();
      await mixedCustomers(stranger.company.id);

      const response = await call('GET', '/api/campaigns/audience', cookie);
      expect(response.statusCode).toBe(200);
      const counts = response.json<{ all: number; active: number; inactive: number }>();
      expect(counts).toEqual({ all: 5, active: 2, inactive: 3 });

      for (const targetAudience of ['all', 'active', 'inactive'] as const) {
        const campaign = await createCampaign(cookie, { targetAudience });
        await call('POST', `/api/campaigns/${campaign.id}/send`, cookie);
        expect(await recipientRows(campaign.id), targetAudience).toHaveLength(counts[targetAudience]);
      }
    });

    it('answers zeros for a business without customers', async () => {
      const { cookie } = await owner();
      expect((await call('GET', '/api/campaigns/audience', cookie)).json()).toEqual({ all: 0, active: 0, inactive: 0 });
    });
  });

  describe('GET /api/campaigns/summary', () => {
    it('answers zeros before any campaign', async () => {
      const { cookie } = await owner();
      const response = await call('GET', '/api/campaigns/summary', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        totalCampaigns: 0,
        emailsSent: 0,
        averageOpenRate: 0,
        averageClickRate: 0,
        totalCustomers: 0,
        activeCampaigns: 0,
        scheduledCampaigns: 0,
      });
    });

    it("computes the cards and Quick Stats from the company's campaigns and customers", async () => {
      const { cookie, company } = await owner();
      const companyId = company.id;
      await mixedCustomers(companyId);
      const sent = { companyId, status: 'sent', sentDate: new Date() };
      await insertCampaignRow(t.db, { ...sent, emailsSent: 200, opensCount: 50, clicksCount: 7 });
      await insertCampaignRow(t.db, { ...sent, emailsSent: 100, opensCount: 21, clicksCount: 3 });
      await insertCampaignRow(t.db, { companyId, status: 'scheduled', scheduledDate: new Date(minutesFromNow(60)) });
      await insertCampaignRow(t.db, { companyId, status: 'draft' });
      const stranger = await owner();
      await insertCampaignRow(t.db, {
        companyId: stranger.company.id,
        status: 'sent',
        emailsSent: 1000,
        opensCount: 1000,
        clicksCount: 1000,
      });

      expect((await call('GET', '/api/campaigns/summary', cookie)).json()).toEqual({
        totalCampaigns: 4,
        emailsSent: 300,
        // 71 opens of 300 messages: 23.666...%; 10 clicks: 3.333...%
        averageOpenRate: 23.7,
        averageClickRate: 3.3,
        totalCustomers: 5,
        activeCampaigns: 3,
        scheduledCampaigns: 1,
      });
    });
  });
});
