import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../shared/campaigns/campaigns.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { campaignForm, campaignTestApi, insertCampaignRow, minutesFromNow } from './campaign-fixtures';

describe('campaigns: the form, the list, editing and deleting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createCampaign, campaignRow } = campaignTestApi(() => t);

  describe('POST /api/campaigns', () => {
    it('creates a draft without a date, with every figure at 0', async () => {
      const { cookie } = await owner();
      const response = await call('POST', '/api/campaigns', cookie, campaignForm({ scheduledDate: '' }));
      expect(response.statusCode).toBe(201);
      const campaign = response.json<Campaign>();
      expect(campaign).toEqual({
        id: expect.any(Number),
        name: 'Spring Cleanup Special',
        subject: 'Spring cleanup with {{company_name}}',
        content: 'Hi {{customer_name}},\n\nSpring is here.',
        targetAudience: 'all',
        status: 'draft',
        scheduledDate: null,
        sentDate: null,
        createdAt: expect.any(String),
        recipientCount: 0,
        emailsSent: 0,
        failedCount: 0,
        opensCount: 0,
        clicksCount: 0,
        unsubscribesCount: 0,
      });
      expect(await campaignRow(campaign.id)).toMatchObject({ status: 'draft', scheduledDate: null });
    });

    it('schedules it with a date ahead', async () => {
      const { cookie } = await owner();
      const at = minutesFromNow(90);
      const campaign = await createCampaign(cookie, { scheduledDate: at, targetAudience: 'inactive' });
      expect(campaign).toMatchObject({ status: 'scheduled', scheduledDate: at, targetAudience: 'inactive' });
    });

    it.each([
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ name: undefined }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters'],
      [{ name: 'Two\nlines' }, 'name', 'Must be a single line, without line breaks or control characters'],
      [{ subject: '' }, 'subject', 'Subject is required'],
      [{ subject: 'x'.repeat(201) }, 'subject', 'Must be at most 200 characters'],
      [{ content: '  ' }, 'content', 'Content is required'],
      [{ content: 42 }, 'content', 'Content is required'],
      [{ targetAudience: 'vip' }, 'targetAudience', 'Target audience is required'],
      [{ targetAudience: undefined }, 'targetAudience', 'Target audience is required'],
      [{ scheduledDate: 'tomorrow' }, 'scheduledDate', 'Please enter a valid date and time'],
      [{ scheduledDate: minutesFromNow(-5) }, 'scheduledDate', 'Choose a time in the future'],
    ])('refuses %j (%s: %s) and writes nothing', async (overrides, field, message) => {
      const { cookie } = await owner();
      const response = await call('POST', '/api/campaigns', cookie, campaignForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [field]: message } });
      expect((await call('GET', '/api/campaigns', cookie)).json()).toEqual([]);
    });
  });

  describe('GET /api/campaigns', () => {
    it('lists the newest first, paged, with the total', async () => {
      const { cookie, company } = await owner();
      const old = await insertCampaignRow(t.db, {
        companyId: company.id,
        name: 'Old',
        createdAt: new Date('2024-01-01T00:00:00Z'),
      });
      const same = new Date('2025-03-01T00:00:00Z');
      const first = await insertCampaignRow(t.db, { companyId: company.id, name: 'First', createdAt: same });
      const second = await insertCampaignRow(t.db, { companyId: company.id, name: 'Second', createdAt: same });
      const newest = await createCampaign(cookie, { name: 'Newest' });

      const all = await call('GET', '/api/campaigns', cookie);
      expect(all.statusCode).toBe(200);
      expect(all.headers['x-total-count']).toBe('4');
      expect(all.json<Campaign[]>().map((c) => c.id)).toEqual([newest.id, second.id, first.id, old.id]);

      const page = await call('GET', '/api/campaigns?limit=2&offset=1', cookie);
      expect(page.headers['x-total-count']).toBe('4');
      expect(page.json<Campaign[]>().map((c) => c.name)).toEqual(['Second', 'First']);
    });

    it.each(['limit=0', 'limit=201', 'offset=-1', 'limit=abc'])('refuses ?%s', async (query) => {
      const { cookie } = await owner();
      const response = await call('GET', `/api/campaigns?${query}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), fields: expect.any(Object) });
    });
  });

  describe('GET and PUT /api/campaigns/{id}', () => {
    it('reads one campaign', async () => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie);
      const response = await call('GET', `/api/campaigns/${campaign.id}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(campaign);
    });

    it('edits a draft into a scheduled campaign and back to a draft', async () => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie);
      const at = minutesFromNow(60);
      const scheduled = await call(
        'PUT',
        `/api/campaigns/${campaign.id}`,
        cookie,
        campaignForm({ name: 'Renamed', scheduledDate: at }),
      );
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json()).toMatchObject({
        id: campaign.id,
        name: 'Renamed',
        status: 'scheduled',
        scheduledDate: at,
      });

      const draft = await call('PUT', `/api/campaigns/${campaign.id}`, cookie, campaignForm({ scheduledDate: null }));
      expect(draft.json()).toMatchObject({ name: 'Spring Cleanup Special', status: 'draft', scheduledDate: null });
      expect(await campaignRow(campaign.id)).toMatchObject({ status: 'draft', scheduledDate: null });
    });

    it('refuses to edit a sent campaign (409) and leaves it as it was', async () => {
      const { cookie, company } = await owner();
      const sent = await insertCampaignRow(t.db, { companyId: company.id, status: 'sent', sentDate: new Date() });
      const response = await call('PUT', `/api/campaigns/${sent.id}`, cookie, campaignForm({ name: 'Changed' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'A sent campaign cannot be edited' });
      expect(await campaignRow(sent.id)).toEqual(sent);
    });

    it.each([
      [{ subject: ' ' }, 'subject', 'Subject is required'],
      [{ targetAudience: 'everyone' }, 'targetAudience', 'Target audience is required'],
      [{ scheduledDate: minutesFromNow(-1) }, 'scheduledDate', 'Choose a time in the future'],
      [{ scheduledDate: '2030-01-01T10:00:00' }, 'scheduledDate', 'Please enter a valid date and time'],
    ])('refuses %j (%s) and changes nothing', async (overrides, field, message) => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie);
      const before = await campaignRow(campaign.id);
      const response = await call('PUT', `/api/campaigns/${campaign.id}`, cookie, campaignForm(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [field]: message } });
      expect(await campaignRow(campaign.id)).toEqual(before);
    });
  });

  describe('DELETE /api/campaigns/{id}', () => {
    it('deletes a draft (204)', async () => {
      const { cookie } = await owner();
      const campaign = await createCampaign(cookie);
      const response = await call('DELETE', `/api/campaigns/${campaign.id}`, cookie);
      expect(response.statusCode).toBe(204);
      expect(await campaignRow(campaign.id)).toBeUndefined();
      expect((await call('GET', `/api/campaigns/${campaign.id}`, cookie)).statusCode).toBe(404);
    });

    it.each(['scheduled', 'sent'] as const)('refuses to delete a %s campaign (409)', async (status) => {
      const { cookie, company } = await owner();
      const row = await insertCampaignRow(t.db, {
        companyId: company.id,
        status,
        scheduledDate: new Date(minutesFromNow(30)),
      });
      const response = await call('DELETE', `/api/campaigns/${row.id}`, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only a draft can be deleted' });
      expect(await campaignRow(row.id)).toEqual(row);
    });
  });
});
