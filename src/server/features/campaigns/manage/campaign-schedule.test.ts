import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { campaignTestApi, insertCampaignRow, minutesFromNow } from './campaign-fixtures';

describe('campaigns: scheduling and cancelling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createCampaign, campaignRow } = campaignTestApi(() => t);
  const schedule = (cookie: string, id: number, payload: object) =>
    call('POST', `/api/campaigns/${id}/schedule`, cookie, payload);

  describe('POST /api/campaigns/{id}/schedule', () => {
    it('schedules a draft, then moves the time of a scheduled campaign', async () => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie);
      const first = minutesFromNow(45);
      const response = await schedule(cookie, campaign.id, { scheduledDate: first });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: campaign.id, status: 'scheduled', scheduledDate: first });

      const later = minutesFromNow(24 * 60);
      expect((await schedule(cookie, campaign.id, { scheduledDate: later })).json()).toMatchObject({
        status: 'scheduled',
        scheduledDate: later,
      });
      expect((await campaignRow(campaign.id))?.scheduledDate?.toISOString()).toBe(later);
    });

    it.each([
      [{}, 'Choose when to send it'],
      [{ scheduledDate: '' }, 'Choose when to send it'],
      [{ scheduledDate: 'next tuesday' }, 'Choose when to send it'],
      [{ scheduledDate: minutesFromNow(-1) }, 'Choose a time in the future'],
    ])('refuses %j (%s) and changes nothing', async (payload, message) => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie);
      const before = await campaignRow(campaign.id);
      const response = await schedule(cookie, campaign.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { scheduledDate: message } });
      expect(await campaignRow(campaign.id)).toEqual(before);
    });

    it('refuses a sent campaign (409)', async () => {
      const { cookie, company } = await owner();
      const sent = await insertCampaignRow(t.db, { companyId: company.id, status: 'sent', sentDate: new Date() });
      const response = await schedule(cookie, sent.id, { scheduledDate: minutesFromNow(30) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This campaign has already been sent' });
      expect(await campaignRow(sent.id)).toEqual(sent);
    });
  });

  describe('POST /api/campaigns/{id}/cancel', () => {
    it('turns a scheduled campaign back into a draft with no date', async () => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie, { scheduledDate: minutesFromNow(30) });
      const response = await call('POST', `/api/campaigns/${campaign.id}/cancel`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: campaign.id, status: 'draft', scheduledDate: null });
      expect(await campaignRow(campaign.id)).toMatchObject({ status: 'draft', scheduledDate: null });
    });

    it.each(['draft', 'sent'] as const)('refuses a %s campaign (409)', async (status) => {
      const { cookie, company } = await owner();
      const row = await insertCampaignRow(t.db, { companyId: company.id, status });
      const response = await call('POST', `/api/campaigns/${row.id}/cancel`, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only a scheduled campaign can be cancelled' });
      expect(await campaignRow(row.id)).toEqual(row);
    });
  });
});
